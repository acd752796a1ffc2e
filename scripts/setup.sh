#!/usr/bin/env bash
# Installs every Debian package the build, the tests and the demos need.
# Idempotent: does nothing (and needs no network) when all are present.
set -euo pipefail
PACKAGES=(
  pkg-config
  libx11-dev libxi-dev libcairo2-dev   # client side: Xlib, XInput2, Cairo
  libpixman-1-dev                      # pixman: layers composited through perspective (Cairo's rasteriser)
  libxrandr-dev                        # XRandR: the output's refresh rate for the frame clock
  xserver-xorg-core                    # Xorg + the inputtest input driver
  xserver-xorg-video-dummy             # the dummy video driver (no screen)
  xserver-xorg-dev                     # xf86-input-inputtest-protocol.h; headers for XorgDriver (make xorg-driver)
  gcc                                  # cc: builds XorgDriver/xuitouch_drv.c, XUIKit's own Xorg input driver
  x11-utils xinput                     # xdpyinfo for readiness, xinput for checks
  libpango1.0-dev                      # text: Pango + HarfBuzz shaping, pangocairo, fontconfig
  libjpeg-dev                          # JPEG: libjpeg-turbo decodes and encodes UIImage's JPEGs
  libxkbcommon-dev                     # xkbcommon: touch-server scripts' key names, and the keys and modifiers typing them
  fonts-inter                          # the system font (UIFont.systemFont: Inter, close to SF Pro)
  fonts-noto-cjk                       # CJK glyphs (the seeds' Chinese titles)
  fonts-noto-color-emoji               # emoji
  fonts-dejavu-core                    # monospaced and fallback glyphs
  xclip                                # clipboard end-to-end tests against another X client
  uim-xim uim-data                     # a real XIM server with pinyin, for the input-method end-to-end test
  locales                              # zh_CN.UTF-8 and en_US.UTF-8, which uim-xim needs to serve a locale
  libgtk-4-dev                         # make bench: GTK 4's gtk_widget_pick, the hit-testing peer
  libxdamage-dev                       # make bench: waiting for pixels on screen by DAMAGE events
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# Locales for the input-method test (uim-xim serves only locales the system has).
for wanted in en_US zh_CN; do
  if ! locale -a 2>/dev/null | grep -qi "^${wanted}.utf-\?8$"; then
    $SUDO sed -i "s/^# *\(${wanted}.UTF-8 UTF-8\)/\1/" /etc/locale.gen
    need_locale_gen=1
  fi
done
if [ -n "${need_locale_gen:-}" ]; then $SUDO locale-gen >/dev/null; fi
# uim's pinyin engines (py) are shipped in uim-data but registered by hand.
if ! grep -q '"py"\|pyload' /var/lib/uim/installed-modules.scm 2>/dev/null; then
  $SUDO uim-module-manager --register pyload >/dev/null
fi
