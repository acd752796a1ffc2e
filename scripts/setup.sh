#!/usr/bin/env bash
# Installs every Debian package the build, the tests and the demos need.
# Idempotent: does nothing (and needs no network) when all are present.
set -euo pipefail
PACKAGES=(
  pkg-config
  libx11-dev libxi-dev libcairo2-dev   # client side: Xlib, XInput2, Cairo
  xserver-xorg-core                    # Xorg + the inputtest input driver
  xserver-xorg-video-dummy             # the dummy video driver (no screen)
  xserver-xorg-dev                     # xf86-input-inputtest-protocol.h
  x11-utils xinput                     # xdpyinfo for readiness, xinput for checks
  libpango1.0-dev                      # text: Pango + HarfBuzz shaping, pangocairo, fontconfig
  fonts-inter                          # the system font (UIFont.systemFont: Inter, close to SF Pro)
  fonts-noto-cjk                       # CJK glyphs (the seeds' Chinese titles)
  fonts-noto-color-emoji               # emoji
  fonts-dejavu-core                    # monospaced and fallback glyphs
  xclip                                # clipboard end-to-end tests against another X client
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
