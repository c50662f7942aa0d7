#!/usr/bin/env bash
# Writes COMMIT into BINARY's pagetty_commit section (Sources/CBuildStamp): 64 bytes, NUL-padded.
# After linking, so the build itself never depends on the commit.
set -euo pipefail
binary=$1 commit=$2
hex=$(objdump -h "$binary" | awk '$2 == "pagetty_commit" { print $3 }')
[[ -n $hex && $((16#$hex)) == 64 ]] || { echo "stamp-commit: no 64-byte pagetty_commit section in $binary" >&2; exit 1; }
(( ${#commit} < 64 )) || { echo "stamp-commit: '$commit' is too long" >&2; exit 1; }
bytes=$(mktemp)
trap 'rm -f "$bytes"' EXIT
{ printf '%s' "$commit"; head -c $((64 - ${#commit})) /dev/zero; } > "$bytes"
objcopy --update-section pagetty_commit="$bytes" "$binary"
