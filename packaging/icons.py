"""Renders Kotatsu's icon (resources/icons/kotatsu.svg, drawn by hand) into the files installers need:
PNGs for the freedesktop hicolor theme, a Windows .ico and a macOS .icns (both hold PNG images,
written here byte by byte so no other tool is needed).

    python packaging/icons.py OUT_DIR      ->  OUT_DIR/hicolor/<n>x<n>/apps/kotatsu.png, kotatsu.ico, kotatsu.icns
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "kotatsu.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (icns type, pixel size) — PNG payloads, macOS 10.7+
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def _app():
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["kotatsu-icons"])
    return app


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The icon at size x size pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, payload = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file holding PNG images."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: render_png(s) for s in sizes}
    written = []
    for s in HICOLOR_SIZES:
        path = out / "hicolor" / f"{s}x{s}" / "apps" / "kotatsu.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[s])
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / "kotatsu.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(SVG.read_bytes())
    written.append(scalable)
    (out / "kotatsu.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / "kotatsu.icns").write_bytes(icns_bytes(pngs))
    (out / "kotatsu.png").write_bytes(pngs[256])
    written += [out / "kotatsu.ico", out / "kotatsu.icns", out / "kotatsu.png"]
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")
    files = build(target)
    print(f"icons: {len(files)} files in {target}")
