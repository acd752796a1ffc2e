#!/usr/bin/env bash
# `make test`: the whole suite, then a check that it left nothing behind.
#
# The tests run with TMPDIR set to a private directory, so sessions testing side by side on one
# machine do not see each other's files: after the run it must be empty. What does not follow
# TMPDIR is checked in /tmp itself: the headless servers' directories /tmp/xuitouch.* (fixed, so
# `xuitouch` finds a server from any shell) and their logs, and Xorg's /tmp/.X11-unix/X<n> sockets
# and /tmp/.X<n>-lock files. Other sessions make those too, so an entry that appeared during the
# run counts as ours when, after a grace period, it still names a live process started with our
# TMPDIR (a server left running) or no live process at all (left behind by whoever made it).
# Any process still alive with our TMPDIR in its environment (Xorg, uim-xim, xclip) fails the run.
#
# The build runs in a second private TMPDIR, removed afterwards: the toolchain itself leaves an
# empty TemporaryDirectory.* per compiler driver run (swiftlang/swift-driver#1613), about a
# thousand for a full build, which are not the tests' doing. The test binary is run directly
# (XCTest, then Swift Testing, as `swift test` does), because `swift test` is a driver run too.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
base=${TMPDIR:-/tmp}
build_tmp=$(mktemp -d "$base/xuikit-build.XXXXXX")
test_tmp=$(mktemp -d "$base/xuikit-test.XXXXXX")
trap 'rm -rf "$build_tmp" "$test_tmp"' EXIT

# The /tmp entries our code may create, one per line.
snapshot() {
  (cd /tmp && ls -A | grep -E '^(xuitouch\..*|\.X[0-9]+-lock)$' || true
   ls -A /tmp/.X11-unix 2>/dev/null | sed 's|^|.X11-unix/|' || true) | sort
}

# Whether process $1 is alive and was started by this run (our TMPDIR in its environment).
ours_alive() { [ -r "/proc/$1/environ" ] && tr '\0' '\n' <"/proc/$1/environ" | grep -qx "TMPDIR=$test_tmp"; }
alive() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }

# Prints the entry if it counts as ours (see the top).
judge() {
  local entry=$1 pid=
  case $entry in
    xuitouch.*.log) [ -e "/tmp/${entry%.log}" ] || { [ -e "/tmp/$entry" ] && echo "$entry"; }; return ;;
    xuitouch.*) pid=$(cat "/tmp/$entry/xorg.pid" 2>/dev/null || true) ;;
    .X*-lock) pid=$(tr -d ' \n' 2>/dev/null <"/tmp/$entry" || true) ;;
    .X11-unix/X*)
      # Xorg started with -displayfd writes no lock file: a socket is live while someone listens on it,
      # and ours if a server directory naming its display names a process of this run.
      local n=${entry#.X11-unix/X} dir
      for dir in /tmp/xuitouch.*/; do
        [ "$(cat "$dir/display" 2>/dev/null)" = "$n" ] && pid=$(cat "$dir/xorg.pid" 2>/dev/null || true)
      done
      if [ -z "$pid" ] && grep -q " /tmp/.X11-unix/X$n\$" /proc/net/unix; then return 0; fi ;;
  esac
  [ -e "/tmp/$entry" ] || return 0
  if alive "$pid"; then ours_alive "$pid" && echo "$entry (process $pid still running)"; else echo "$entry"; fi
  return 0
}

before=$(snapshot)
TMPDIR=$build_tmp $SWIFT build --build-tests
bin=$(TMPDIR=$build_tmp $SWIFT build --show-bin-path)
status=0
# Arguments (`bash scripts/test.sh --filter NAME`) go to Swift Testing alone; without them XCTest runs too.
if [ $# -eq 0 ]; then TMPDIR=$test_tmp "$bin/XUIKitPackageTests.xctest" || status=$?; fi
TMPDIR=$test_tmp "$bin/XUIKitPackageTests.xctest" --testing-library swift-testing "$@" || status=$?

# Servers and helpers stop asynchronously: give them a grace period.
for _ in $(seq 50); do
  leftovers=$(comm -13 <(echo "$before") <(snapshot) | while read -r entry; do judge "$entry"; done)
  processes=$(grep -lsx "TMPDIR=$test_tmp" --null-data /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3 | tr '\n' ' ' || true)
  private=$(find "$test_tmp" -mindepth 1 -maxdepth 2 2>/dev/null | head -50)
  [ -z "$leftovers$processes$private" ] && break
  sleep 0.2
done
if [ -n "$leftovers$processes$private" ]; then
  echo "make test: the run left things behind:" >&2
  [ -n "$private" ] && echo "$private" | sed 's|^|  in TMPDIR: |' >&2
  [ -n "$leftovers" ] && echo "$leftovers" | sed 's|^|  in /tmp: |' >&2
  [ -n "$processes" ] && for pid in $processes; do echo "  process $pid: $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" >&2; done
  exit 1
fi
echo "make test: nothing left behind in TMPDIR or /tmp"
exit $status
