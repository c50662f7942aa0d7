#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer and AddressSanitizer into Fuzz/.build/debug.
#
# Swift code gets -sanitize=fuzzer (coverage + libFuzzer's main) and -parse-as-library (the
# targets have no main of their own); C code (the image shim, the width table) gets coverage
# and ASan too, so a bad read in a decoder wrapper is caught where it happens.
set -euo pipefail
cd "$(dirname "$0")"
# gold warns once per ASan runtime helper that it "cannot export" it: noise, filtered out.
swift build --scratch-path .build \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
    -Xcc -fsanitize=fuzzer-no-link,address "$@" 2>&1 | grep -v "Cannot export local symbol '__asan"
