#!/usr/bin/env bash
# Runs a command on a fresh headless touch server and plays gestures into it:
#   scripts/touch-demo.sh APP [ARGS...]
# The server (and its temporary directory) goes away when this script ends,
# also on Ctrl-C or an error. `make demo` can call this with a demo app.
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH="${SCRATCH:-.build}"   # the build directory to use
# The toolchain leaves a TemporaryDirectory.* per compiler run (swiftlang/swift-driver#1613): builds get a private TMPDIR.
build_tmp=$(mktemp -d "${TMPDIR:-/tmp}/xuikit-build.XXXXXX")
trap 'rm -rf "$build_tmp"' EXIT
TMPDIR=$build_tmp swift build --scratch-path "$SCRATCH" --product xuitouch >/dev/null
XUITOUCH="$(TMPDIR=$build_tmp swift build --scratch-path "$SCRATCH" --show-bin-path)/xuitouch"
rm -rf "$build_tmp"
eval "$("$XUITOUCH" server start --background --size 1024x768)"
trap '"$XUITOUCH" server stop || true' EXIT
echo "headless touch server on DISPLAY=$DISPLAY"
if [ $# -gt 0 ]; then "$@" & app=$!; sleep 1; fi
"$XUITOUCH" gesture tap --at 512,384
"$XUITOUCH" gesture swipe --direction left --from 700,384 --distance 400
"$XUITOUCH" gesture pinch --center 512,384 --from 100 --to 300
"$XUITOUCH" gesture rotate --center 512,384 --by 90
if [ -n "${app:-}" ]; then kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; fi
