#!/usr/bin/env bash
# `make package-test` (after `make package`): installs the built .deb on this machine as a player
# would (apt resolves its Depends), runs the installed `kotatsu --self-test` from /usr/bin under a
# virtual display, checks the desktop entry and AppStream file, runs the portable archive too, then
# purges the package and checks nothing is left. Needs root or sudo. Leaves the machine as it was,
# also when a step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
APP_ID=org.kotatsu.Kotatsu
started=$(date +%s)
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'package-test FAILED: %s\n' "$*" >&2; exit 1; }

deb=$(ls -t dist/kotatsu_*.deb 2>/dev/null | awk 'NR==1' || true)
archive=$(ls -t dist/kotatsu-*-linux-*.tar.gz 2>/dev/null | awk 'NR==1' || true)
[ -n "$deb" ] || fail "no dist/kotatsu_*.deb: run make package first"
[ -n "$archive" ] || fail "no dist/kotatsu-*-linux-*.tar.gz: run make package first"
echo "package: $deb ($(du -m "$deb" | cut -f1) MB), archive: $archive ($(du -m "$archive" | cut -f1) MB)"

step "tools (Debian packages): xvfb-run, desktop-file-validate, appstreamcli"
need=()
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v xauth >/dev/null || need+=(xauth)
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
if [ ${#need[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
echo "ok"

work=$(mktemp -d /tmp/kotatsu-package-test.XXXXXX)
installed_by_us=0
cleanup() {
  if [ "$installed_by_us" = 1 ] && dpkg-query -W -f='${Status}' kotatsu 2>/dev/null | grep -q "ok installed"; then
    echo "(cleaning up: purging kotatsu)"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get purge -y -qq kotatsu >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

step "install $deb with apt-get (Depends resolved from the archive)"
if dpkg-query -W -f='${Status}' kotatsu 2>/dev/null | grep -q "ok installed"; then
  echo "kotatsu is already installed ($(dpkg-query -W -f='${Version}' kotatsu)): it will be replaced and purged"
fi
installed_by_us=1
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$ROOT/$deb" >"$work/apt-install.log" 2>&1 \
  || { cat "$work/apt-install.log"; fail "apt-get install"; }
dpkg -L kotatsu >"$work/files"
echo "installed: $(grep -c . "$work/files") paths, $(dpkg-query -W -f='${Installed-Size}' kotatsu) KiB"
for f in /usr/bin/kotatsu /opt/kotatsu/kotatsu "/usr/share/applications/$APP_ID.desktop" \
         "/usr/share/metainfo/$APP_ID.metainfo.xml" /usr/share/icons/hicolor/16x16/apps/$APP_ID.png \
         /usr/share/icons/hicolor/48x48/apps/$APP_ID.png /usr/share/icons/hicolor/256x256/apps/$APP_ID.png \
         /usr/share/icons/hicolor/512x512/apps/$APP_ID.png /usr/share/icons/hicolor/scalable/apps/$APP_ID.svg; do
  [ -e "$f" ] || fail "missing after install: $f"
done
[ "$(command -v kotatsu)" = /usr/bin/kotatsu ] || fail "kotatsu on PATH is $(command -v kotatsu), not /usr/bin/kotatsu"
echo "ok: launcher, bundle, desktop entry, AppStream file and icons in place"

# A player's environment: not root (user nobody when we are root), no virtualenv, no source tree,
# an empty home, only the system PATH.
as_player=()
if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null && id nobody >/dev/null 2>&1; then
  as_player=(runuser -u nobody --)
fi
chmod 755 "$work"
run_clean() {
  local home="$work/home"
  mkdir -p "$home"
  if [ ${#as_player[@]} -gt 0 ]; then chown nobody "$home"; fi
  (cd "$home" && "${as_player[@]}" env -i HOME="$home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@")
}
if [ ${#as_player[@]} -gt 0 ]; then echo "the program runs as user nobody, not root"; else echo "the program runs as $(id -un)"; fi

step "installed kotatsu --self-test under Xvfb (from /usr/bin, Qt xcb + GLX)"
run_clean xvfb-run -a -s "-screen 0 1600x1000x24" kotatsu --self-test | tee "$work/selftest.log" \
  || fail "the installed self-test failed"
grep -q "installed bundle at /opt/kotatsu" "$work/selftest.log" || fail "the self-test did not run from /opt/kotatsu"
grep -q "PYOPENGL_PLATFORM=glx" "$work/selftest.log" || fail "PYOPENGL_PLATFORM was not set to glx on xcb"

step "installed 3D board with Qt's EGL integration on X (PyOpenGL must switch to EGL)"
run_clean env QT_XCB_GL_INTEGRATION=xcb_egl xvfb-run -a -s "-screen 0 1280x800x24" \
    kotatsu --self-test --games pueblo | tee "$work/selftest-egl.log" || fail "the self-test with EGL failed"
grep -q "PYOPENGL_PLATFORM=egl" "$work/selftest-egl.log" || fail "PYOPENGL_PLATFORM was not set to egl"

step "desktop entry and AppStream metadata"
desktop-file-validate "/usr/share/applications/$APP_ID.desktop" || fail "desktop-file-validate"
echo "ok: desktop-file-validate"
appstreamcli validate --no-net --explain "/usr/share/metainfo/$APP_ID.metainfo.xml" || fail "appstreamcli validate"

step "uninstall: apt-get purge kotatsu"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get purge -y -qq kotatsu >/dev/null || fail "apt-get purge"
installed_by_us=0
dpkg-query -W -f='${Status}' kotatsu 2>/dev/null | grep -q "ok installed" && fail "kotatsu is still installed"
[ -e /opt/kotatsu ] && { find /opt/kotatsu | head; fail "files remain under /opt/kotatsu"; }
left=0
while read -r path; do
  case "$path" in /opt/kotatsu*|/usr/bin/kotatsu|*"$APP_ID"*|/usr/share/doc/kotatsu*)
    if [ -e "$path" ]; then echo "left behind: $path"; left=1; fi ;;
  esac
done <"$work/files"
[ "$left" = 0 ] || fail "files of the package remain after purge"
echo "ok: nothing left under /opt/kotatsu, no launcher, entry, metadata or icons"

step "portable archive: unpack, ./kotatsu --self-test"
tar -xzf "$archive" -C "$work"
top=$(basename "$archive" .tar.gz)  # the archive's top folder has its name
[ -x "$work/$top/kotatsu" ] && [ -f "$work/$top/README.txt" ] || fail "archive lacks its launcher or README"
run_clean xvfb-run -a -s "-screen 0 1600x1000x24" "$work/$top/kotatsu" --self-test --moves 3 \
  | tee "$work/portable.log" | tail -3 || fail "the portable self-test failed"

elapsed=$(( $(date +%s) - started ))
printf '\npackage-test passed in %d s (install, self-tests, validation, purge, portable archive)\n' "$elapsed"
