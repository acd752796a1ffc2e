# XUIKit: UIKit's event model on Linux/X11.
# `make demo` and `make test` are all a fresh Debian machine needs.
SWIFT ?= swift
.PHONY: setup build test demo bench clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

test: setup
	$(SWIFT) test

demo: setup
	@bash scripts/demo.sh

bench: setup
	$(SWIFT) build -c release --product raw-xi2-client
	$(SWIFT) build -c release --product xuikit-bench-client
	$(SWIFT) build -c release --product xuikit-bench
	"$$($(SWIFT) build -c release --show-bin-path)/xuikit-bench"

clean:
	rm -rf .build
