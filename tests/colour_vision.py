"""Colour-vision simulation for the tests (issue 16): what a render looks like to a player with
deuteranopia, protanopia or tritanopia (Machado, Oliveira & Fernandes 2009, severity 1.0) or with no
colour at all (greyscale), and how far apart two colours stay (CIE ΔE 1976 in CIELAB, D65).

The Machado matrices act on linear RGB (the sRGB transfer curve undone first, redone after), as in the
paper's model of cone responses; greyscale is the relative luminance Y (Rec. 709 weights). numpy only,
no Qt: `simulate(pixels, kind)` takes and gives HxWx3 uint8 sRGB arrays.

Thresholds (stated once, used by tests/gui/test_colour_vision.py):
  - `DISTINCT` = 12 ΔE76: two flat areas this far apart are told apart at a glance on a small cell
    (2.3 is a "just noticeable difference" side by side; on tiny mini-sheet cells, apart from each
    other, we ask much more);
"""
from __future__ import annotations

import itertools

import numpy as np

#: Machado et al. 2009, Table 1, severity 1.0 (rows give R', G', B' from linear R, G, B)
MACHADO: dict[str, np.ndarray] = {
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}
LUMINANCE = np.array([0.2126, 0.7152, 0.0722])
KINDS = ("deuteranopia", "protanopia", "tritanopia", "greyscale")
DISTINCT = 12.0


def to_linear(srgb: np.ndarray) -> np.ndarray:
    """sRGB values 0..255 (any shape ending in 3) to linear 0..1."""
    c = np.asarray(srgb, dtype=np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb(linear: np.ndarray) -> np.ndarray:
    """Linear 0..1 to sRGB 0..255 as uint8 (clipped: a simulation can leave the gamut a little)."""
    c = np.clip(linear, 0.0, 1.0)
    s = np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)
    return np.clip(np.rint(s * 255.0), 0, 255).astype(np.uint8)


def simulate(pixels: np.ndarray, kind: str) -> np.ndarray:
    """The image as seen with `kind` (one of KINDS): HxWx3 (or Nx3) uint8 sRGB in and out."""
    linear = to_linear(pixels[..., :3])
    if kind == "greyscale":
        y = linear @ LUMINANCE
        out = np.repeat(y[..., None], 3, axis=-1)
    else:
        out = linear @ MACHADO[kind].T
    return to_srgb(out)


def hex_rgb(colour: str) -> np.ndarray:
    """'#d23a3a' -> array([210, 58, 58])."""
    text = colour.lstrip("#")
    return np.array([int(text[i:i + 2], 16) for i in (0, 2, 4)], dtype=np.uint8)


_M_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                   [0.2126729, 0.7151522, 0.0721750],
                   [0.0193339, 0.1191920, 0.9503041]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def to_lab(srgb: np.ndarray) -> np.ndarray:
    """sRGB 0..255 (..., 3) to CIELAB (D65)."""
    xyz = to_linear(srgb) @ _M_XYZ.T / _WHITE
    eps = 216 / 24389
    f = np.where(xyz > eps, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e(a: np.ndarray, b: np.ndarray) -> float:
    """CIE ΔE 1976 between two sRGB colours."""
    return float(np.linalg.norm(to_lab(np.asarray(a)) - to_lab(np.asarray(b))))


def seen_distance(a: str, b: str, kind: str) -> float:
    """ΔE76 between two hex colours as seen with `kind` (or 'normal')."""
    ca, cb = hex_rgb(a), hex_rgb(b)
    if kind != "normal":
        ca, cb = simulate(ca[None], kind)[0], simulate(cb[None], kind)[0]
    return delta_e(ca, cb)


def close_pairs(colours: dict[str, str], kind: str, threshold: float = DISTINCT) -> list[tuple[str, str, float]]:
    """The pairs of named colours closer than `threshold` ΔE76 under `kind`, closest first."""
    pairs = [(a, b, seen_distance(colours[a], colours[b], kind))
             for a, b in itertools.combinations(sorted(colours), 2)]
    return sorted((p for p in pairs if p[2] < threshold), key=lambda p: p[2])
