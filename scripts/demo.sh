#!/usr/bin/env bash
# `make demo`: the touch demo. With a DISPLAY it opens there. Without one it
# starts a headless touch server, runs the demo in it, plays a scripted
# multi-finger session (Demos/TouchDemo/session.touch), saves a screenshot
# and prints its path. The server goes away when this script ends.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product TouchDemo >/dev/null
swift build --product xuitouch >/dev/null
BIN="$(swift build --show-bin-path)"
if [ -n "${DISPLAY:-}" ]; then
  exec "$BIN/TouchDemo"
fi
OUT="$(pwd)/.build/demo"
mkdir -p "$OUT"
# stderr to a file, for the reason if the server cannot start (a started one keeps neither stream).
if ! started="$("$BIN/xuitouch" server start --background --size 1024x768 2>"$OUT/server.err")"; then
  echo "make demo: no DISPLAY, and the headless server could not start: $(grep -v '^$' "$OUT/server.err" | tail -n 1)" >&2
  exit 1
fi
eval "$started"
LOG="$OUT/touch-demo.log"
SHOT="$OUT/touch-demo.png"
app=""
cleanup() {
  if [ -n "$app" ]; then kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; fi
  "$BIN/xuitouch" server stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
echo "make demo: no DISPLAY, so the demo runs on a headless touch server ($DISPLAY)"
"$BIN/TouchDemo" >"$LOG" 2>&1 &
app=$!
for _ in $(seq 1 200); do
  grep -q '^launched' "$LOG" && break
  kill -0 "$app" 2>/dev/null || { cat "$LOG" >&2; echo "make demo: the demo exited early" >&2; exit 1; }
  sleep 0.1
done
grep -q '^launched' "$LOG" || { echo "make demo: the demo did not launch within 20 s" >&2; exit 1; }
sleep 0.5
"$BIN/xuitouch" play Demos/TouchDemo/session.touch
sleep 0.5
"$BIN/xuitouch" screenshot "$SHOT" >/dev/null
echo "--- what the demo's views received ---"
cat "$LOG"
echo "--- screenshot: $SHOT"
