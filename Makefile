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
	@echo "no demo yet: the X11 backend (issue 4) has not landed"

clean:
	rm -rf .build
