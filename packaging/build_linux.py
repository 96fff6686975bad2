"""Builds Kotatsu's Linux packages from a checkout: `make package` runs this.

    python packaging/build_linux.py [--skip-bundle]

1. icons rendered from resources/icons/kotatsu.svg (build/icons)
2. the PyInstaller one-folder bundle (packaging/kotatsu.spec -> dist/kotatsu/)
3. dist/kotatsu_<version>_<arch>.deb (dpkg-deb -Zxz): /opt/kotatsu, /usr/bin/kotatsu, desktop entry,
   hicolor icons, AppStream metadata; Depends = the libraries the bundle loads from the system
   (found with ldd + dpkg -S on this machine) plus those Qt loads at run time (TRAPS.md)
4. dist/kotatsu-<version>-linux-<arch>.tar.gz: the bundle, a launcher and a README, no install needed

--skip-bundle reuses an existing dist/kotatsu/ (icons, .deb and archive are always rebuilt).
"""
from __future__ import annotations

import argparse
import datetime
import os
import re
import shutil
import stat
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "org.kotatsu.Kotatsu"
BUNDLE = ROOT / "dist" / "kotatsu"

# What Qt's xcb/wayland platforms and OpenGL load at run time (dlopen, so ldd can't see them),
# measured on Debian 12 (shared/design/TRAPS.md).
RUNTIME_DEPENDS = ["libgl1", "libegl1", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4",
                   "libxcb-keysyms1", "libxcb-shape0", "libfontconfig1", "libdbus-1-3"]
# Loaded only on some systems; the .deb recommends them (Mesa's drivers, Wayland, a font).
RECOMMENDS = ["libgl1-mesa-dri", "libwayland-client0", "libwayland-cursor0", "libwayland-egl1",
              "fonts-dejavu-core", "libpulse0"]  # libpulse0: the sound (miniaudio dlopens it; else ALSA, else silent)
# Files of optional Qt back-ends (Wayland, eglfs, vnc, desktop themes, input methods): what only they
# load from the system is recommended, not required, and missing libraries of theirs are no error.
OPTIONAL_PARTS = ("wayland", "Wayland", "WlShell", "egldeviceintegrations", "EglFs", "EglFS", "platformthemes",
                  "platforminputcontexts", "libqeglfs", "libqlinuxfb", "libqvnc", "libqvkkhrdisplay",
                  "libqminimalegl")


def log(message: str) -> None:
    print(f"[package] {message}", flush=True)


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def release_date() -> str:
    """The date of the last commit (so a rebuild of the same commit is the same), else today."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%cs"], capture_output=True,
                             text=True, check=True).stdout.strip()
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", out):
            return out
    except (OSError, subprocess.CalledProcessError):
        pass
    return datetime.date.today().isoformat()


def arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def build_icons() -> Path:
    out = ROOT / "build" / "icons"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(out)], check=True,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return out


def build_bundle() -> None:
    started = time.monotonic()
    shutil.rmtree(BUNDLE, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(PACKAGING / "kotatsu.spec")], check=True, cwd=ROOT,
                   env={**os.environ, "KOTATSU_VERSION": version()})
    log(f"bundle built in {time.monotonic() - started:.0f} s: {BUNDLE} ({du_mb(BUNDLE):.0f} MB)")


def du_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _optional(relative: str) -> bool:
    return any(part in relative for part in OPTIONAL_PARTS)


def system_libraries(bundle: Path) -> tuple[set[str], set[str], dict[str, set[str]]]:
    """Libraries the bundle's ELF files load from outside the bundle (needed by the core, needed
    only by optional back-ends), and the sonames ldd could not find (with the files wanting them)."""
    required: set[str] = set()
    optional: set[str] = set()
    missing: dict[str, set[str]] = {}
    root = str(bundle.resolve())
    # the bootloader points the loader at the bundle's folders; ldd must look there first too
    lib_dirs = sorted({str(p.parent) for p in bundle.rglob("*.so*") if p.is_file()})
    env = {**os.environ, "LD_LIBRARY_PATH": ":".join(lib_dirs)}
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink() or not is_elf(path):
            continue
        relative = str(path.relative_to(bundle))
        try:
            out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=30, env=env).stdout
        except (OSError, subprocess.TimeoutExpired):
            continue
        for line in out.splitlines():
            m = re.match(r"(\S+) => (not found|(\S+) \(0x[0-9a-f]+\))", line.strip())
            if not m:
                continue
            soname, target = m.group(1), m.group(3)
            if target is None:
                missing.setdefault(soname, set()).add(relative)
            elif not os.path.realpath(target).startswith(root):
                (optional if _optional(relative) else required).add(target)
    return required, optional - required, missing


def packages_of(files: set[str]) -> set[str]:
    """The Debian packages owning these files (dpkg -S), without the :arch suffix."""
    if not files:
        return set()
    queries = set()
    for f in files:
        queries.add(f)
        real = os.path.realpath(f)
        queries.add(real)
        for p in (f, real):  # merged /usr: dpkg may know either spelling
            if p.startswith("/usr/lib/"):
                queries.add(p[4:])
            elif p.startswith("/lib/"):
                queries.add("/usr" + p)
    result = subprocess.run(["dpkg", "-S", *sorted(queries)], capture_output=True, text=True)
    packages = set()
    for line in result.stdout.splitlines():
        if ": " in line:
            for pkg in line.split(": ", 1)[0].split(", "):
                packages.add(pkg.split(":")[0])
    return packages


def depends(bundle: Path) -> tuple[list[str], list[str]]:
    required, optional, missing = system_libraries(bundle)
    found, found_optional = packages_of(required), packages_of(optional)
    for soname, wanted_by in sorted(missing.items()):
        if all(_optional(w) for w in wanted_by):
            log(f"note: {soname} (for optional {', '.join(sorted(wanted_by)[:2])}) is not on this machine")
        else:
            log(f"warning: {soname} not found for {', '.join(sorted(wanted_by)[:3])}")
    deps = sorted(set(RUNTIME_DEPENDS) | found)
    recommends = sorted((set(RECOMMENDS) | found_optional) - set(deps))
    log(f"Depends from ldd: {', '.join(sorted(found)) or '(none)'}; "
        f"optional back-ends: {', '.join(sorted(found_optional)) or '(none)'}")
    return deps, recommends


def normalise_modes(root: Path) -> None:
    for dirpath, _dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            p = Path(dirpath) / name
            if p.is_symlink():
                continue
            mode = p.stat().st_mode
            os.chmod(p, 0o755 if mode & stat.S_IXUSR else 0o644)


def stage_common_files(stage: Path, icons: Path, ver: str) -> None:
    """The desktop integration files shared by the .deb (and usable from the archive)."""
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.desktop", apps / f"{APP_ID}.desktop")
    meta = stage / "usr" / "share" / "metainfo"
    meta.mkdir(parents=True, exist_ok=True)
    text = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    (meta / f"{APP_ID}.metainfo.xml").write_text(text.replace("@VERSION@", ver).replace("@DATE@", release_date()),
                                                 encoding="utf-8")
    for png in (icons / "hicolor").rglob("kotatsu.*"):
        rel = png.relative_to(icons / "hicolor").parent
        target = stage / "usr" / "share" / "icons" / "hicolor" / rel / f"{APP_ID}{png.suffix}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target)


def build_deb(icons: Path, ver: str, architecture: str) -> Path:
    started = time.monotonic()
    name = f"kotatsu_{ver}_{architecture}"
    stage = ROOT / "build" / "deb" / name
    shutil.rmtree(stage, ignore_errors=True)
    (stage / "DEBIAN").mkdir(parents=True)
    shutil.copytree(BUNDLE, stage / "opt" / "kotatsu", symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / "kotatsu.sh", stage / "usr" / "bin" / "kotatsu")
    os.chmod(stage / "usr" / "bin" / "kotatsu", 0o755)
    stage_common_files(stage, icons, ver)
    doc = stage / "usr" / "share" / "doc" / "kotatsu"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Kotatsu\n\n"
        "Files: *\nCopyright: The Kotatsu developers\nLicense: GPL-3.0-or-later\n"
        " On Debian systems the full text is in /usr/share/common-licenses/GPL-3.\n\n"
        "Files: opt/kotatsu/_internal/*\nCopyright: Qt (The Qt Company, LGPL-3.0), PySide6 (LGPL-3.0),\n"
        " Python (PSF-2.0), NumPy (BSD-3-Clause), pyqtgraph (MIT), PyOpenGL (BSD-3-Clause),\n"
        " pyminiaudio (MIT; miniaudio: public domain or MIT-0), cffi (MIT)\n"
        "License: various\n The bundled libraries keep their own licences; see their folders.\n",
        encoding="utf-8")
    normalise_modes(stage)
    deps, recommends = depends(BUNDLE)
    installed_kib = sum(p.lstat().st_size for p in stage.rglob("*") if p.is_file() or p.is_symlink()) // 1024
    control = (
        f"Package: kotatsu\n"
        f"Version: {ver}\n"
        f"Architecture: {architecture}\n"
        f"Maintainer: The Kotatsu developers <kotatsu@localhost>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(deps)}\n"
        f"Recommends: {', '.join(recommends)}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Description: five tabletop games at one computer\n"
        f" Kotatsu brings R-Eco, Rolling Japan, Siberia: The Card Game, Coloretto and\n"
        f" Pueblo to one computer: hot-seat play that hides each player's cards,\n"
        f" computer opponents, Pueblo in 3D, saves after every move.\n"
        f" .\n"
        f" The program is self-contained under /opt/kotatsu.\n"
    )
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    os.chmod(stage / "DEBIAN" / "control", 0o644)
    out = ROOT / "dist" / f"{name}.deb"
    out.unlink(missing_ok=True)
    level = os.environ.get("KOTATSU_XZ_LEVEL", "6")
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", f"-z{level}", "--build", str(stage), str(out)], check=True,
                   stdout=subprocess.DEVNULL)
    log(f".deb (xz -{level}) built in {time.monotonic() - started:.0f} s: {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def build_archive(icons: Path, ver: str, architecture: str) -> Path:
    started = time.monotonic()
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(architecture, architecture)
    top = f"kotatsu-{ver}-linux-{machine}"
    stage = ROOT / "build" / "archive" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(BUNDLE, stage / "app", symlinks=True)
    shutil.copy(PACKAGING / "linux" / "portable-kotatsu.sh", stage / "kotatsu")
    os.chmod(stage / "kotatsu", 0o755)
    shutil.copy(icons / "kotatsu.png", stage / "kotatsu.png")
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.desktop", stage / f"{APP_ID}.desktop")
    (stage / "README.txt").write_text(PORTABLE_README.format(version=ver, top=top), encoding="utf-8")
    normalise_modes(stage)
    out = ROOT / "dist" / f"{top}.tar.gz"
    out.unlink(missing_ok=True)
    subprocess.run(["tar", "--owner=0", "--group=0", "--numeric-owner", "-czf", str(out), "-C", str(stage.parent),
                    top], check=True)
    log(f"archive built in {time.monotonic() - started:.0f} s: {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


PORTABLE_README = """Kotatsu {version} — portable edition for Linux (64-bit)
=========================================================

Five tabletop games at one computer: R-Eco, Rolling Japan, Siberia: The Card Game, Coloretto
and Pueblo.

Start it
--------
    tar xzf {top}.tar.gz
    ./{top}/kotatsu

Nothing needs installing and nothing else is needed besides the graphics libraries every
desktop has. If it says "Could not load the Qt platform plugin xcb", install the libraries
Qt needs (Debian/Ubuntu):

    sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0 libegl1 libgl1

Check an installation:  ./kotatsu --self-test   (prints one line per check)

Your games
----------
Games are saved after every move in ~/.local/share/Kotatsu. To keep them beside the program
instead (on a USB stick):  KOTATSU_DATA_DIR="$PWD/data" ./kotatsu

Menu entry (optional)
---------------------
Copy org.kotatsu.Kotatsu.desktop to ~/.local/share/applications/, change its Exec= line to the
full path of the `kotatsu` file in this folder and Icon= to the full path of kotatsu.png.

Remove it: delete this folder (and ~/.local/share/Kotatsu to forget your games).
"""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-bundle", action="store_true", help="reuse dist/kotatsu/")
    args = parser.parse_args(argv)
    started = time.monotonic()
    ver, architecture = version(), arch()
    icons = build_icons()
    if args.skip_bundle and (BUNDLE / "kotatsu").exists():
        log(f"reusing {BUNDLE}")
    else:
        build_bundle()
    build_deb(icons, ver, architecture)
    build_archive(icons, ver, architecture)
    log(f"done in {time.monotonic() - started:.0f} s; outputs in {ROOT / 'dist'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
