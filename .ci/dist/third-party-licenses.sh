#!/usr/bin/env bash
# The licence (and NOTICE) texts of the Swift packages a build resolved, for the release files:
# the binary links their code in, and Apache-2.0 asks for the licence and notices to travel with
# it. Every resolved package is listed (a few serve only the tests: listing them does no harm).
# The Swift runtime's own licence (Apache-2.0 with the Runtime Library Exception) asks for nothing.
set -euo pipefail
scratch=${1:-.build}
echo "pagetty links code from these Swift packages; their licences follow."
for package in "$scratch"/checkouts/*/; do
    name=$(basename "$package")
    for file in "$package"LICENSE* "$package"LICENCE* "$package"COPYING* "$package"NOTICE*; do
        [[ -f $file ]] || continue
        echo
        echo "==== $name: $(basename "$file") ===="
        echo
        cat "$file"
    done
done
