#!/usr/bin/env bash
# Builds XUIKit's own Xorg input driver (XorgDriver/xuitouch_drv.c): the headless touch server's
# touchscreen with contact size and orientation axes (`xuitouch server start --contact-axes`).
# Output: .build/xorg-modules/input/xuitouch_drv.so (the server's config adds .build/xorg-modules
# to Xorg's ModulePath). Needs a C compiler and xserver-xorg-dev (`make setup` installs both).
# Written to a temporary file and renamed, so tests building it side by side never load half a module.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/xorg-modules/input/xuitouch_drv.so
if ! pkg-config --exists xorg-server; then
  echo "build-xorg-driver: xorg-server.pc not found: install the Debian package xserver-xorg-dev (make setup)" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"
tmp="$out.$$.tmp"
"${CC:-cc}" -std=gnu11 -O2 -Wall -Wextra -Wno-unused-parameter -Werror -shared -fPIC \
  $(pkg-config --cflags xorg-server) -o "$tmp" XorgDriver/xuitouch_drv.c
mv -f "$tmp" "$out"
