#!/usr/bin/env bash
# `make demo`: the demo gallery. With a DISPLAY it opens there. Without one it
# starts a headless touch server, runs the gallery in it, visits every page
# with real touches (the seed's buttons, controls, a fling), saves one
# screenshot per page and prints their paths and the gallery's log. The
# server goes away when this script ends.
set -euo pipefail
cd "$(dirname "$0")/.."
# The toolchain leaves a TemporaryDirectory.* per compiler run (swiftlang/swift-driver#1613): builds get a private TMPDIR.
build_tmp=$(mktemp -d "${TMPDIR:-/tmp}/xuikit-build.XXXXXX")
trap 'rm -rf "$build_tmp"' EXIT
TMPDIR=$build_tmp swift build --product Gallery >/dev/null
TMPDIR=$build_tmp swift build --product xuitouch >/dev/null
BIN="$(TMPDIR=$build_tmp swift build --show-bin-path)"
rm -rf "$build_tmp"
if [ -n "${DISPLAY:-}" ]; then
  exec "$BIN/Gallery"
fi
OUT="$(pwd)/.build/demo"
mkdir -p "$OUT"
# stderr to a file, for the reason if the server cannot start (a started one keeps neither stream).
if ! started="$("$BIN/xuitouch" server start --background --size 1024x768 2>"$OUT/server.err")"; then
  echo "make demo: no DISPLAY, and the headless server could not start: $(grep -v '^$' "$OUT/server.err" | tail -n 1)" >&2
  exit 1
fi
eval "$started"
LOG="$OUT/gallery.log"
app=""
cleanup() {
  if [ -n "$app" ]; then kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; fi
  "$BIN/xuitouch" server stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
echo "make demo: no DISPLAY, so the gallery runs on a headless touch server ($DISPLAY)"
"$BIN/Gallery" >"$LOG" 2>&1 &
app=$!
for _ in $(seq 1 200); do
  grep -q '^launched' "$LOG" && break
  kill -0 "$app" 2>/dev/null || { cat "$LOG" >&2; echo "make demo: the gallery exited early" >&2; exit 1; }
  sleep 0.1
done
grep -q '^launched' "$LOG" || { echo "make demo: the gallery did not launch within 20 s" >&2; exit 1; }
sleep 0.5
tap() { "$BIN/xuitouch" gesture tap --at "$1" >/dev/null; sleep 0.4; }
shot() { "$BIN/xuitouch" screenshot "$OUT/$1" >/dev/null; echo "  $OUT/$1"; }
echo "--- screenshots:"
# Page 1, seed 000: view1, then view2 made first responder by the buttons' touchDown, then copy(_:).
tap 711,124; tap 711,194; tap 711,264
shot gallery-1-first-responder.png
# Page 2, hit-testing: touch E; make E hidden; touch it again (C is found instead).
tap 120,84; tap 521,316; tap 666,111; tap 521,316
shot gallery-2-hit-testing.png
# Page 3, responder chain: touch B.1; make B.1 stop calling super; touch it again.
tap 120,140; tap 471,207; tap 726,105; tap 471,207
shot gallery-3-responder-chain.png
# Pages 4-6 from the list on the left (rows 56 pt tall).
tap 120,196; tap 490,166; tap 400,223
shot gallery-4-controls.png
tap 120,252; "$BIN/xuitouch" gesture drag --from 600,600 --to 600,150 --duration 120 >/dev/null; sleep 2
shot gallery-5-list.png
tap 120,308
shot gallery-6-layout.png
# Page 7, seed 000's scroll views: the button under the scroll view, the pager swiped on a preview, the photo pinched.
tap 120,364; tap 401,172
"$BIN/xuitouch" gesture drag --from 420,375 --to 220,375 --duration 150 >/dev/null; sleep 0.8
"$BIN/xuitouch" gesture pinch --center 600,620 --from 80 --to 200 >/dev/null; sleep 0.8
shot gallery-7-scroll-views.png
# Page 8, seed 001: the player jumps to a tap and follows a drag; three fingers tap the pad.
tap 120,420; tap 341,400
"$BIN/xuitouch" gesture drag --from 371,440 --to 471,490 --duration 300 >/dev/null; sleep 0.5
"$BIN/xuitouch" gesture tap --fingers 3 --at 800,300 >/dev/null; sleep 0.5
# Media keys and the shake chord reach the page, the first responder.
printf 'key XF86AudioNext\nwait 200\nkey XF86AudioPlay\nwait 200\nkey ctrl+alt+z\n' \
  | "$BIN/xuitouch" play - >/dev/null; sleep 0.5
shot gallery-8-touches.png
# Page 9, gestures: a tap (the single waits for the double to fail), a double tap, a drag, a pinch.
tap 120,476; tap 401,290; sleep 0.5
"$BIN/xuitouch" gesture double-tap --at 401,290 >/dev/null; sleep 0.5
"$BIN/xuitouch" gesture drag --from 401,290 --to 461,330 --duration 300 >/dev/null; sleep 0.3
"$BIN/xuitouch" gesture pinch --center 461,330 --from 60 --to 75 >/dev/null; sleep 0.5
shot gallery-9-gestures.png
# Page 10, sheets and alerts: the alert with its text field (the keyboard may show), over the dimmed page.
tap 120,532; tap 381,222; sleep 0.6
shot gallery-10-sheets-and-alerts.png
# Page 11, navigation and tabs: + twice (the Badges tab's badge), push level 2, then a swipe from
# the pane's left edge held a third of the way across (level 1 shows through, sliding in).
tap 444,335; sleep 0.5; tap 120,588; tap 993,22; tap 993,22; tap 381,210; sleep 0.6
printf 'down 1 245 400\nwait 30\nmove 1 300 400\nwait 30\nmove 1 400 400\nwait 30\nmove 1 430 400\nwait 1500\nmove 1 250 400\nwait 30\nup 1\n' \
  | "$BIN/xuitouch" play - >/dev/null &
sleep 0.8
shot gallery-11-navigation.png
wait $!; sleep 0.6
echo "--- what the gallery logged ---"
cat "$LOG"
