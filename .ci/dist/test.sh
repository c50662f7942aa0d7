#!/usr/bin/env bash
# make dist-test: the release files of dist/ on this machine as on one without Swift.
# In a private mount namespace with empty folders mounted over the toolchain (/opt/swift) and
# the package mirror, the binary runs --version, pipe mode and a short --demo browse in tmux;
# then the package installs (binary, man page, completions, docs), runs, and is removed without
# a file left behind. Needs root (unshare -m, dpkg -i).
set -euo pipefail
cd "$(dirname "$0")/../.."
TOOLCHAIN=${TOOLCHAIN:-/opt/swift}
MIRROR=${MIRROR:-/opt/swift-packages}
if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null || { echo "dist-test: needs root (a mount namespace, dpkg -i)" >&2; exit 1; }
    exec sudo TOOLCHAIN="$TOOLCHAIN" MIRROR="$MIRROR" "$0" "$@"
fi
deb=$(ls dist/pagetty_*.deb)
archive=$(ls dist/pagetty-*-linux-*.tar.gz)
version=$(sed -n 's/.*static let string = "\([^"]*\)".*/\1/p' Sources/Networking/PagettyVersion.swift)
(cd dist && sha256sum --check --quiet SHA256SUMS)
if dpkg -s pagetty >/dev/null 2>&1; then echo "dist-test: pagetty is installed already; dpkg -r it first" >&2; exit 1; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
binary=$(echo "$work"/pagetty-*/pagetty)

# Runs in the namespace: the toolchain's folders are empty there, and nothing points into them.
cat > "$work/hidden.sh" <<'HIDDEN'
set -euo pipefail
binary=$1 version=$2 work=$3 deb=$4 commit=$5
fail() { echo "dist-test: $*" >&2; exit 1; }
for dir in "$TOOLCHAIN" "$MIRROR"; do [[ -d $dir ]] && mount -t tmpfs -o size=1m none "$dir"; done
[[ -z $(ls -A "$TOOLCHAIN" 2>/dev/null) ]] || fail "$TOOLCHAIN is not hidden"
unset LD_LIBRARY_PATH
export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=$work/home LANG=C.UTF-8
mkdir -p "$HOME"
! command -v swift >/dev/null || fail "swift is still on PATH"
! ldd "$binary" | grep -E 'not found|/opt/' || fail "a library is missing or from /opt"

out=$("$binary" --version)
[[ $out == "$version"* ]] || fail "--version said '$out', not $version"
[[ -z $commit || $out == *"(commit $commit"* ]] || fail "--version said '$out', without the commit $commit"
echo "dist-test: --version: $out"

tsv=$("$binary" --demo pokemon --print tsv --limit 3)
[[ $(wc -l <<<"$tsv") == 3 && $(head -1 <<<"$tsv") == *$'\t'* ]] || fail "pipe mode printed: $tsv"
echo "dist-test: --print tsv --limit 3: 3 rows"

# A short browse: the first rows, a few moves, q; the exit status comes back through a file.
sock=$work/tmux.sock
tmux -S "$sock" -f /dev/null new-session -d -x 120 -y 30 \
    "env TERM=xterm-256color $binary --demo; echo \$? > $work/status; sleep 30"
for _ in $(seq 200); do
    tmux -S "$sock" capture-pane -p | grep -qE 'GitHub users +[1-9]' && break
    sleep 0.05
done
tmux -S "$sock" capture-pane -p | grep -qE 'GitHub users +[1-9]' \
    || { tmux -S "$sock" capture-pane -p >&2; tmux -S "$sock" kill-server; fail "no rows in the browser"; }
tmux -S "$sock" send-keys j j G g 3 q
for _ in $(seq 200); do [[ -s $work/status ]] && break; sleep 0.05; done
tmux -S "$sock" kill-server || true
[[ $(cat "$work/status" 2>/dev/null) == 0 ]] || fail "the browser did not quit cleanly (status $(cat "$work/status" 2>/dev/null))"
echo "dist-test: --demo browse in tmux: rows drawn, q quit with 0"

# The package: installed where Debian looks, run without the toolchain, removed completely.
dpkg -i "$deb" >/dev/null
trap 'dpkg -r pagetty >/dev/null 2>&1 || true' EXIT  # a failure below leaves nothing installed
[[ $(command -v pagetty) == /usr/bin/pagetty ]] || fail "pagetty is not /usr/bin/pagetty"
[[ $(pagetty --version) == "$version"* ]] || fail "the installed pagetty does not run"
man -aw pagetty | grep -qx /usr/share/man/man1/pagetty.1.gz || fail "man -w pagetty does not find the page"
man -P cat pagetty 2>/dev/null | grep -q 'EXIT STATUS' || fail "the man page does not render"
for file in /usr/share/bash-completion/completions/pagetty /usr/share/zsh/vendor-completions/_pagetty \
            /usr/share/fish/vendor_completions.d/pagetty.fish /usr/share/doc/pagetty/copyright \
            /usr/share/doc/pagetty/README.md.gz; do
    [[ -s $file ]] || fail "$file is missing"
done
grep -q 'complete' /usr/share/bash-completion/completions/pagetty || fail "the bash completion is empty"
files=$(dpkg -L pagetty | while read -r path; do if [[ -f $path ]]; then echo "$path"; fi; done)
echo "dist-test: dpkg -i: $(wc -l <<<"$files") files; man -w and the completions found"
dpkg -r pagetty >/dev/null
left=$(while read -r path; do if [[ -e $path ]]; then echo "$path"; fi; done <<<"$files")
[[ -z $left ]] || fail "dpkg -r left $left"
! dpkg -s pagetty >/dev/null 2>&1 || [[ $(dpkg-query -W -f='${Status}' pagetty) == *not-installed* ]] \
    || fail "dpkg still lists pagetty: $(dpkg-query -W -f='${Status}' pagetty)"
trap - EXIT
echo "dist-test: dpkg -r: nothing left"
HIDDEN

TOOLCHAIN=$TOOLCHAIN MIRROR=$MIRROR unshare --mount --propagation private \
    bash "$work/hidden.sh" "$binary" "$version" "$work" "$(realpath "$deb")" "$(git rev-parse --short=12 HEAD 2>/dev/null || true)"
echo "dist-test: passed"
