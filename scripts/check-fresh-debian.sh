#!/usr/bin/env bash
# Issue 20's done criterion, on a machine as bare as it gets: a minimal Debian 12 (debootstrap
# minbase, plus only python3, make, git and ca-certificates) in a scratch chroot, a clone of this
# repository in it, and `make run` as root there under a virtual display, with nothing else
# installed. Passes when the main window shows the library; prints how long that took.
#
# Needs root, debootstrap (apt-get install debootstrap), unshare, Xvfb, and the network (Debian's
# archive and the Python package index). Takes about 4 minutes and 1.5 GB in the scratch folder,
# removed at the end (--keep keeps it). Not part of CI: run it by hand after changing the lists in
# scripts/install-system-packages.sh.
#
# Usage: sudo bash scripts/check-fresh-debian.sh [--keep] [SCRATCH_DIR]
set -euo pipefail
keep=0
[ "${1:-}" = --keep ] && { keep=1; shift; }
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:-$(mktemp -d /tmp/kotatsu-fresh-debian.XXXXXX)}
target=$scratch/root
mkdir -p "$scratch"
[ "$(id -u)" -eq 0 ] || { echo "run as root (debootstrap and chroot)" >&2; exit 2; }
for tool in debootstrap unshare Xvfb git; do
  command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 2; }
done

xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  if [ "$keep" -eq 0 ] && ! grep -q " $target" /proc/mounts; then
    rm -rf --one-file-system "$scratch"
  fi
}
trap cleanup EXIT

echo "debootstrap bookworm (minbase + python3 make git) into $target ..."
debootstrap --variant=minbase --include=python3,make,git,ca-certificates bookworm "$target" \
  http://deb.debian.org/debian > "$scratch/debootstrap.log" 2>&1 \
  || { tail -20 "$scratch/debootstrap.log"; exit 1; }

# The same name resolution, certificates and pip configuration as this machine.
cp /etc/resolv.conf "$target/etc/resolv.conf"
cp /etc/ssl/certs/ca-certificates.crt "$target/etc/ssl/certs/ca-certificates.crt" 2>/dev/null || true
[ -f /etc/pip.conf ] && cp /etc/pip.conf "$target/etc/pip.conf"
binds=()
for dir in $(grep -oE '(file://)?/[^ ]+' /etc/pip.conf 2>/dev/null | sed 's#^file://##; s#/simple/*$##') \
           ${PIP_FIND_LINKS:-}; do
  [ -d "$dir" ] && { mkdir -p "$target$dir"; binds+=("$dir"); }
done
git clone -q "$root" "$target/root/kotatsu"
mkdir -p "$target/tmp/.X11-unix"

display=:$(( 90 + RANDOM % 400 ))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1

mounts="mount --bind /proc $target/proc && mount --bind /dev $target/dev && mount --bind /sys $target/sys"
mounts+=" && mount --bind /tmp/.X11-unix $target/tmp/.X11-unix"
for dir in "${binds[@]}"; do mounts+=" && mount --bind -o ro $dir $target$dir"; done
echo "make run in the chroot (commit $(git -C "$root" rev-parse --short HEAD)) ..."
start=$(date +%s)
set +e
unshare -m bash -c "$mounts && chroot $target env -i HOME=/root LANG=C.UTF-8 \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin DISPLAY=$display \
  PIP_CERT=/etc/ssl/certs/ca-certificates.crt PIP_DEFAULT_TIMEOUT=180 PIP_DISABLE_PIP_VERSION_CHECK=1 \
  ${PIP_FIND_LINKS:+PIP_FIND_LINKS=$PIP_FIND_LINKS} \
  KOTATSU_DATA_DIR=/tmp/kotatsu-data KOTATSU_EXIT_AFTER_START_MS=500 \
  bash -c 'mkdir -p /tmp/kotatsu-data && cd /root/kotatsu && timeout -k 10 1500 make run </dev/null'" \
  > "$scratch/make-run.log" 2>&1
rc=$?
set -e
elapsed=$(( $(date +%s) - start ))
grep -E "^Installing system packages|^KOTATSU_STARTED|could not be installed|cannot open a window|cannot start" \
  "$scratch/make-run.log" || true
if [ "$rc" -eq 0 ] && grep -q "^KOTATSU_STARTED platform=xcb visible=True page=Library " "$scratch/make-run.log"; then
  echo "fresh Debian 12: make run showed the library in ${elapsed} s"
else
  tail -30 "$scratch/make-run.log"
  echo "fresh Debian 12: make run FAILED (exit $rc after ${elapsed} s); log: $scratch/make-run.log"
  keep=1
  exit 1
fi
