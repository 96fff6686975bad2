#!/usr/bin/env bash
# The Debian/Ubuntu packages Kotatsu needs, in two lists (the one place for them):
#   RUNTIME  what the application itself loads: GLib (Qt's core library needs it), the libraries of
#            Qt's xcb and wayland platforms, OpenGL (Mesa), fontconfig, D-Bus, a font; and python3-venv,
#            which `make run` needs to create .venv. (Checked on a bare debootstrap of Debian 12.)
#            libpulse0: the sound (desktop/sound/; miniaudio loads it, or ALSA's libasound2, at run time;
#            without either the games play silently).
#   TEST     what only the tests need: a virtual X server, and for the accessibility tests the
#            D-Bus daemon, the AT-SPI bus, the system Python's AT-SPI client and xdotool (gives the
#            window the focus a window manager would give it under a bare Xvfb); PulseAudio and its
#            tools for the sound test's own server and recorder (tests/sound/).
#
# Usage: install-system-packages.sh [--runtime | --all]      install what is missing (default --all)
#        install-system-packages.sh --list runtime|test|all  print a list, one package a line
#
# Idempotent and quiet when everything is installed. Installs through sudo when not root. When
# that is not possible (no sudo, sudo wants a password and there is no terminal to type it, apt-get
# fails), it prints the one command to run and exits with status 1.
#
# For tests only: KOTATSU_SYSDEPS_MISSING="pkg ..." treats these packages as not installed;
# KOTATSU_SUDO names the sudo command (empty: no sudo).
set -uo pipefail

RUNTIME=(libglib2.0-0 libgl1 libegl1 libgl1-mesa-dri libglu1-mesa libxkbcommon-x11-0 libxcb-cursor0
         libxcb-icccm4 libxcb-keysyms1 libxcb-xinerama0 libxcb-shape0 libxcb-randr0 libxcb-render-util0
         libxcb-image0 libwayland-client0 libwayland-cursor0 libwayland-egl1 libfontconfig1 libdbus-1-3
         fonts-dejavu-core python3-venv libpulse0)
TEST=(xvfb xauth dbus at-spi2-core python3-pyatspi xdotool pulseaudio pulseaudio-utils
      desktop-file-utils)  # desktop-file-validate, for the desktop entry's test (tests/packaging/)

mode=all
case "${1:-}" in
  ""|--all) mode=all ;;
  --runtime) mode=runtime ;;
  --list)
    case "${2:-}" in
      runtime) printf '%s\n' "${RUNTIME[@]}" ;;
      test) printf '%s\n' "${TEST[@]}" ;;
      all) printf '%s\n' "${RUNTIME[@]}" "${TEST[@]}" ;;
      *) echo "usage: $0 --list runtime|test|all" >&2; exit 2 ;;
    esac
    exit 0 ;;
  *) echo "usage: $0 [--runtime | --all | --list runtime|test|all]" >&2; exit 2 ;;
esac
if [ "$mode" = runtime ]; then PKGS=("${RUNTIME[@]}"); else PKGS=("${RUNTIME[@]}" "${TEST[@]}"); fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "Kotatsu: no dpkg/apt-get here, so system packages are not checked; on Debian they would be: ${PKGS[*]}" >&2
  exit 0
fi

pretend=" ${KOTATSU_SYSDEPS_MISSING:-} "
missing=()
for p in "${PKGS[@]}"; do
  if [[ "$pretend" == *" $p "* ]] \
     || ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
prefix=""
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=${KOTATSU_SUDO-sudo}
  as_root=("$sudo_cmd")
  prefix="sudo "
fi

give_up() {  # $1: why the packages could not be installed
  {
    echo "Kotatsu needs these system packages, which could not be installed ($1): ${missing[*]}"
    echo "Install them with this command, then run the same make command again:"
    echo "    ${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${missing[*]}"
  } >&2
  exit 1
}

if [ ${#as_root[@]} -gt 0 ]; then
  if [ -z "${as_root[0]}" ] || ! command -v "${as_root[0]}" >/dev/null 2>&1; then
    give_up "not root, and sudo is not available"
  fi
  if ! "${as_root[@]}" -n true >/dev/null 2>&1; then
    [ -t 0 ] || give_up "sudo needs a password and there is no terminal to type it in"
    echo "Kotatsu needs system packages (${missing[*]}): sudo may ask for your password." >&2
  fi
fi

echo "Installing system packages: ${missing[*]}"
apt_opts=(-o DPkg::Lock::Timeout=120 -qq)
"${as_root[@]}" apt-get "${apt_opts[@]}" update || give_up "apt-get update failed"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" install -y --no-install-recommends \
  "${missing[@]}" >/dev/null || give_up "apt-get install failed"
