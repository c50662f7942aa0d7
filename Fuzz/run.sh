#!/usr/bin/env bash
# Runs each fuzz target for FUZZ_SECONDS (default 60) from its seed corpus in Fuzz/Corpus.
#
# New inputs go to Fuzz/.build/corpus/<target> (the seeds in the repo stay as they are);
# a crash leaves its input in Fuzz/.build/artifacts and fails the run after all targets ran.
# Usage: Fuzz/run.sh [target...]
set -uo pipefail
cd "$(dirname "$0")"
seconds=${FUZZ_SECONDS:-60}
targets=("$@")
# Without arguments: every target, i.e. every Sources folder with an Entry.swift (a new target
# cannot be forgotten here; CFuzzDriver and the shared FuzzPageDecoding have none).
if [ ${#targets[@]} -eq 0 ]; then
    for entry in Sources/*/Entry.swift; do targets+=("$(basename "$(dirname "$entry")")"); done
fi
mkdir -p .build/artifacts
failed=()
for target in "${targets[@]}"; do
    mkdir -p ".build/corpus/$target"
    echo "== $target: ${seconds}s"
    # -timeout=5: one input running that long counts as a hang; -rss_limit_mb bounds a blow-up.
    # Swift's own backtracer would catch a trap first and trip ASan reading the stack: off.
    if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} ".build/debug/$target" \
        ".build/corpus/$target" "Corpus/$target" \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix=".build/artifacts/$target-" 2>".build/$target.log"; then
        failed+=("$target")
        tail -n 40 ".build/$target.log"
    fi
    grep -E "^(stat::number_of_executed_units|stat::new_units_added|Done)|#[0-9]+.*DONE" ".build/$target.log" | tail -n 3
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: failures in ${failed[*]} (inputs in Fuzz/.build/artifacts)" >&2
    exit 1
fi
echo "fuzz: all targets ran ${seconds}s without a finding"
