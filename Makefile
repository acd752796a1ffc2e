# XUIKit: UIKit's event model on Linux/X11.
# `make demo` and `make test` are all a fresh Debian machine needs.
SWIFT ?= swift
.PHONY: setup build test demo screenshots bench fuzz sanitize soak monkey clean xorg-driver

setup:
	@bash scripts/setup.sh

build: setup xorg-driver
	$(SWIFT) build

# The suite in a private TMPDIR, then a check that it left nothing there or in /tmp (scripts/test.sh).
test: setup xorg-driver
	@SWIFT="$(SWIFT)" bash scripts/test.sh

# XUIKit's own Xorg input driver: the headless server's touchscreen with contact size and orientation
# axes (`xuitouch server start --contact-axes`), built with cc outside SwiftPM, as the GTK peer is,
# into .build/xorg-modules/input; rebuilt only when its source changes.
XORG_DRIVER := .build/xorg-modules/input/xuitouch_drv.so
xorg-driver: $(XORG_DRIVER)
$(XORG_DRIVER): XorgDriver/xuitouch_drv.c scripts/build-xorg-driver.sh
	@bash scripts/build-xorg-driver.sh

demo: setup
	@bash scripts/demo.sh

# The README's screenshots, regenerated: make demo on the headless server, copied to Docs/images; then the
# inspector's, taken by its end-to-end tests (XUIKIT_SCREENSHOT_DIR).
screenshots: setup
	@env -u DISPLAY bash scripts/demo.sh >/dev/null
	@for pair in 1-first-responder:first-responder 2-hit-testing:hit-testing 3-responder-chain:responder-chain 4-controls:controls \
	  5-list:list 6-layout:layout 7-scroll-views:scroll-views 8-touches:touches 9-gestures:gestures 10-sheets-and-alerts:sheets-and-alerts 11-navigation:navigation; do \
	  cp ".build/demo/gallery-$${pair%%:*}.png" "Docs/images/gallery-$${pair##*:}.png"; echo "Docs/images/gallery-$${pair##*:}.png"; done
	@XUIKIT_SCREENSHOT_DIR=Docs/images $(SWIFT) test --filter 'InspectEndToEndTests|InspectDevicesEndToEndTests|InspectMaxContactsAndPalmsEndToEndTests|PalmDetectorTests' >/dev/null
	@ls Docs/images/inspector*.png

bench: setup
	$(SWIFT) build -c release --product raw-xi2-client
	$(SWIFT) build -c release --product xuikit-bench-client
	$(SWIFT) build -c release --product xuikit-bench
	@# GTK 4's pick, the hit-testing peer: built outside SwiftPM, so building XUIKit never needs GTK.
	@if pkg-config --exists gtk4; then cc -O2 -o "$$($(SWIFT) build -c release --show-bin-path)/gtk-pick-peer" \
	  Benchmarks/gtk-pick-peer/main.c $$(pkg-config --cflags --libs gtk4); else echo "bench: no gtk4 (libgtk-4-dev): the hit-test rows skip GTK"; fi
	@# Raw Xlib + pangocairo, the key-to-glyph peer: also outside SwiftPM, as the GTK peer.
	@if pkg-config --exists pangocairo cairo-xlib x11; then cc -O2 -o "$$($(SWIFT) build -c release --show-bin-path)/pango-key-peer" \
	  Benchmarks/pango-key-peer/main.c $$(pkg-config --cflags --libs pangocairo cairo-xlib x11); else echo "bench: no pangocairo: the key-to-glyph row is skipped"; fi
	"$$($(SWIFT) build -c release --show-bin-path)/xuikit-bench"
	$(SWIFT) build -c release --product xuikit-text-bench
	"$$($(SWIFT) build -c release --show-bin-path)/xuikit-text-bench"
	@SWIFT="$(SWIFT)" bash scripts/kiwi-bench.sh

# libFuzzer on the script parser, control-request decoder and XI2 translator
# (FUZZ_SECONDS each, default 60); `make test` replays their corpora (Fuzz/Corpus).
fuzz: setup
	@bash scripts/fuzz.sh

# The test suite under AddressSanitizer (memory errors; leak reports off: the Swift runtime,
# Foundation and XCTest keep process-lifetime allocations), then ThreadSanitizer.
sanitize: setup
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --build-path .build/asan
	$(SWIFT) test --sanitize=thread --build-path .build/tsan

# 1,000,000 fuzzed touch events through a headless server into an app, with the
# phase checker and memory sampled every 100,000 (SOAK_EVENTS to change).
soak: setup
	XUIKIT_SOAK_EVENTS=$${SOAK_EVENTS:-1000000} $(SWIFT) test --filter SoakTests

# Random input of every kind over the demo gallery on a headless server, the app's touch audit on:
# crashes, hangs, phase violations, blank screens, memory (MONKEY_EVENTS, default 1,000,000;
# MONKEY_SECONDS bounds the time; MONKEY_SEED replays a run). Reports go to .build/monkey.
monkey: setup
	$(SWIFT) build --product Gallery
	$(SWIFT) build --product xuikit-monkey
	"$$($(SWIFT) build --show-bin-path)/xuikit-monkey" --events $${MONKEY_EVENTS:-1000000} \
	  $${MONKEY_SECONDS:+--seconds $$MONKEY_SECONDS} $${MONKEY_SEED:+--seed $$MONKEY_SEED}

clean:
	rm -rf .build
