#!/usr/bin/env bash
# make bench, layout: XUIKit's Cassowary solver against the kiwi C++ solver, compiled here.
# kiwi's headers come from kiwisolver's sdist on PyPI (pip download, into a temporary
# directory; only its kiwi/ headers are kept, in .build/kiwi, which git ignores). When pip,
# the network or a C++ compiler is missing, kiwi is skipped with the reason and only
# XUIKit's times are printed.
set -u
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
KIWI_VERSION="${KIWI_VERSION:-1.5.1}"
cache=".build/kiwi/kiwisolver-$KIWI_VERSION"
kiwi_bin=".build/kiwi/kiwi-bench"
reason=""

if [ ! -f "$cache/kiwi/kiwi.h" ]; then
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    if ! command -v pip >/dev/null 2>&1 && ! command -v pip3 >/dev/null 2>&1; then
        reason="pip is not installed"
    else
        pip_cmd="$(command -v pip || command -v pip3)"
        echo "kiwi: fetching kiwisolver $KIWI_VERSION's sdist from PyPI (pip download) ..."
        if "$pip_cmd" download "kiwisolver==$KIWI_VERSION" --no-binary :all: --no-deps -d "$tmp" >"$tmp/pip.log" 2>&1 \
            && tar xzf "$tmp"/kiwisolver-*.tar.gz -C "$tmp" && [ -f "$tmp/kiwisolver-$KIWI_VERSION/kiwi/kiwi.h" ]; then
            mkdir -p "$cache"
            cp -r "$tmp/kiwisolver-$KIWI_VERSION/kiwi" "$cache/"
            cp "$tmp/kiwisolver-$KIWI_VERSION/LICENSE" "$cache/" 2>/dev/null || true
        else
            reason="pip download kiwisolver==$KIWI_VERSION failed (see: $(tail -n 1 "$tmp/pip.log" 2>/dev/null))"
        fi
    fi
fi

if [ -z "$reason" ]; then
    cxx="${CXX:-$(command -v g++ || command -v clang++ || true)}"
    if [ -z "$cxx" ]; then
        reason="no C++ compiler (g++ or clang++)"
    elif ! "$cxx" -O2 -DNDEBUG -std=c++17 -I "$cache" Benchmarks/kiwi-bench/kiwi_bench.cpp -o "$kiwi_bin"; then
        reason="kiwi_bench.cpp did not compile with $cxx"
    fi
fi

"$SWIFT" build -c release --product xuikit-layout-bench || exit 1
bench="$("$SWIFT" build -c release --show-bin-path)/xuikit-layout-bench"
if [ -z "$reason" ]; then
    "$bench" --kiwi "$kiwi_bin"
else
    echo "kiwi: skipped: $reason"
    "$bench"
fi
