#!/usr/bin/env bash
# make fuzz: builds the fuzz targets with libFuzzer and AddressSanitizer
# (-sanitize=fuzzer,address, in .build/fuzz) and runs each for FUZZ_SECONDS
# (default 60) from a copy of its corpus in Fuzz/Corpus. A crash leaves
# crash-* in the current directory and fails the run: add the input to
# Fuzz/Corpus/<target>/ (replayed by `make test`) and fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
seconds=${FUZZ_SECONDS:-60}
work=$(mktemp -d "${TMPDIR:-/tmp}/xuikit-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The toolchain leaves a TemporaryDirectory.* per compiler run (swiftlang/swift-driver#1613): keep them in $work.
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"
for target in touch-script control-request xi2-translator selection-reply; do
    "$SWIFT" build --product "fuzz-$target" --build-path .build/fuzz \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -v "Cannot export local symbol" || true
    mkdir -p "$work/$target"
    cp Fuzz/Corpus/"$target"/* "$work/$target/"
    echo "== fuzz-$target for ${seconds}s"
    status=0
    ".build/fuzz/debug/fuzz-$target" "$work/$target" -max_total_time="$seconds" -max_len=4096 \
        -print_final_stats=1 >"$work/$target.log" 2>&1 || status=$?
    grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|artifact_prefix|Fatal)" "$work/$target.log" || true
    if [ "$status" -ne 0 ]; then tail -40 "$work/$target.log"; exit "$status"; fi
done
