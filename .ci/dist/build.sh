#!/usr/bin/env bash
# make dist: a self-contained release of pagetty in dist/.
#   pagetty_VERSION_ARCH.deb            binary, man page, completions, README, copyright
#   pagetty-VERSION-linux-MACHINE.tar.gz the same files in one folder, for unpacking anywhere
#   SHA256SUMS
# The Swift runtime and Foundation are linked in (--static-swift-stdlib): the binary loads only
# Debian libraries (libc, libcurl, libncursesw, libpng, libjpeg, libgif, libcrypto, libstdc++),
# which the package's Depends names (dpkg-shlibdeps, from the binary itself).
# No $ORIGIN run path (--disable-local-rpath): nothing is looked for beside the binary.
# The build has its own copy and scratch path (below), so it never invalidates the debug build.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
OUT=dist
# The one place the version is written.
VERSION=$(sed -n 's/.*static let string = "\([^"]*\)".*/\1/p' Sources/Networking/PagettyVersion.swift)
[[ -n $VERSION ]] || { echo "dist: no version in Sources/Networking/PagettyVersion.swift" >&2; exit 1; }
DEB_ARCH=$(dpkg --print-architecture)
MACHINE=$(uname -m)
# Outside git (an unpacked source archive) there is no commit to stamp; a changed tree says so.
COMMIT=$(git rev-parse --short=12 HEAD 2>/dev/null || true)
if [[ -n $COMMIT ]] && [[ -n $(git status --porcelain --untracked-files=no 2>/dev/null) ]]; then COMMIT+=-dirty; fi
# Reproducible dates: the commit's time, else SOURCE_DATE_EPOCH, else now.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

echo "dist: pagetty $VERSION${COMMIT:+ ($COMMIT)} for $DEB_ARCH"
# -static-stdlib also covers Foundation, FoundationEssentials and the ICU data (_FoundationICU):
# nothing from the toolchain's lib folder is loaded at run time (checked below, and by .ci/dist/test.sh).
# --no-export-dynamic takes back the toolchain's -export-dynamic for static linking: nothing looks
# the binary's own symbols up at run time, and their table was 2.4 MB of the 74.
# Built from a copy of the tree at a fixed path that names no machine or user: swiftc 6.3 embeds
# #filePath/#file literals (dependencies' assertion texts, ~2,500 of them) as the absolute paths
# SwiftPM passes, whatever -file-prefix-map says (checked on a one-file program), so the only way
# to keep the checkout's path out of the binary, and two checkouts' binaries alike, is one path.
# The copy keeps files' times, so its scratch folder builds incrementally; a lock keeps two
# checkouts' `make dist` from sharing it at once.
ROOT=$(pwd -P)
DIST_ROOT=${DIST_ROOT:-/var/tmp/pagetty-dist}
SOURCE=$DIST_ROOT/pagetty-$VERSION
SCRATCH=$SOURCE/.build-dist
mkdir -p -m 0700 "$DIST_ROOT"
# Another user's folder (or a link) there would run their code in our build: refuse it.
if [[ -L $DIST_ROOT || ! -O $DIST_ROOT ]]; then echo "dist: $DIST_ROOT is not this user's folder" >&2; exit 1; fi
exec 9>"$DIST_ROOT/lock"
flock 9
mkdir -p "$SOURCE"
find "$SOURCE" -mindepth 1 -maxdepth 1 ! -name .build-dist -exec rm -rf {} +
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$SOURCE"
else
    tar --exclude='./.build*' --exclude=./dist -cf - . | tar -xf - -C "$SOURCE"
fi
# Debug info and C's __FILE__ say "." for the source folder.
PREFIX_MAP=(-Xswiftc -file-prefix-map -Xswiftc "$SOURCE=." -Xswiftc -debug-prefix-map -Xswiftc "$SOURCE=."
            -Xcc "-ffile-prefix-map=$SOURCE=.")
for product in pagetty pagetty-manual; do
    (cd "$SOURCE" && nice -n 10 "$SWIFT" build -c release --static-swift-stdlib --disable-local-rpath \
        --scratch-path "$SCRATCH" --product "$product" -Xlinker --no-export-dynamic "${PREFIX_MAP[@]}")
done

rm -rf "$OUT"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
bin=$stage/pagetty
cp "$SCRATCH/release/pagetty" "$bin"
strip --strip-all "$bin"
[[ -n $COMMIT ]] && .ci/dist/stamp-commit.sh "$bin" "$COMMIT"
# The checkout's own path must not be in the binary; the fixed copy's path is the same everywhere.
named=$(strings "$bin" | grep -cF "$ROOT/" || true)
if [[ $ROOT != "$SOURCE" && $named != 0 ]]; then echo "dist: $named strings in the binary name $ROOT" >&2; exit 1; fi
echo "dist: no string names $ROOT; $(strings "$bin" | grep -cF "$SOURCE/" || true) name the fixed build path $SOURCE"

# Nothing from the toolchain: no RUNPATH, and every library found outside it.
if readelf -d "$bin" | grep -qE 'RPATH|RUNPATH'; then echo "dist: the binary has a run path" >&2; exit 1; fi
if ldd "$bin" | grep -qE 'not found|swift'; then ldd "$bin" >&2; echo "dist: a library from the toolchain" >&2; exit 1; fi

"$SCRATCH/release/pagetty-manual" "$bin" > "$stage/pagetty.1"
for shell in bash zsh fish; do "$bin" --generate-completion-script "$shell" > "$stage/completion.$shell"; done
.ci/dist/third-party-licenses.sh "$SCRATCH" > "$stage/THIRD-PARTY-LICENSES"

mkdir -p "$OUT"

# The archive: one folder, as fzf and ripgrep ship theirs.
name=pagetty-$VERSION-linux-$MACHINE
tree=$stage/$name
install -D -m 0755 "$bin" "$tree/pagetty"
install -D -m 0644 "$stage/pagetty.1" "$tree/man/pagetty.1"
install -D -m 0644 "$stage/completion.bash" "$tree/completions/pagetty.bash"
install -D -m 0644 "$stage/completion.zsh" "$tree/completions/_pagetty"
install -D -m 0644 "$stage/completion.fish" "$tree/completions/pagetty.fish"
install -m 0644 README.md LICENSE "$stage/THIRD-PARTY-LICENSES" "$tree/"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$stage" -cf - "$name" \
    | gzip -9n > "$OUT/$name.tar.gz"

# The package: where Debian puts each file (man pages and docs compressed, the licence as copyright).
root=$stage/deb
install -D -m 0755 "$bin" "$root/usr/bin/pagetty"
install -D -m 0644 "$stage/pagetty.1" "$root/usr/share/man/man1/pagetty.1"
gzip -9n "$root/usr/share/man/man1/pagetty.1"
install -D -m 0644 "$stage/completion.bash" "$root/usr/share/bash-completion/completions/pagetty"
install -D -m 0644 "$stage/completion.zsh" "$root/usr/share/zsh/vendor-completions/_pagetty"
install -D -m 0644 "$stage/completion.fish" "$root/usr/share/fish/vendor_completions.d/pagetty.fish"
doc=$root/usr/share/doc/pagetty
install -D -m 0644 README.md "$doc/README.md"
gzip -9n "$doc/README.md"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: pagetty"
    echo
    echo "Files: *"
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' LICENSE
    echo
    echo "Files: usr/bin/pagetty"
    echo "Comment: the binary links Swift packages in (Apache-2.0 and MIT); their licence and"
    echo " NOTICE texts are in /usr/share/doc/pagetty/THIRD-PARTY-LICENSES.gz."
} > "$doc/copyright"
chmod 0644 "$doc/copyright"
install -m 0644 "$stage/THIRD-PARTY-LICENSES" "$doc/"
gzip -9n "$doc/THIRD-PARTY-LICENSES"

# Depends from the binary itself: dpkg-shlibdeps wants a debian/control beside it.
shlib=$stage/shlib
mkdir -p "$shlib/debian"
printf 'Source: pagetty\n\nPackage: pagetty\nArchitecture: any\n' > "$shlib/debian/control"
depends=$(cd "$shlib" && dpkg-shlibdeps -O -e "$root/usr/bin/pagetty" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n $depends ]] || { echo "dist: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: pagetty
Version: $VERSION
Architecture: $DEB_ARCH
Maintainer: pagetty maintainers <pagetty@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Suggests: xdg-utils
Section: utils
Priority: optional
Description: terminal list browser for paginated REST APIs
 Browse GitHub users, Qiita items, Pokémon or any paginated JSON API in the
 terminal: pages load as rows come into view; pick items for shell pipelines
 (--pick) or print them as JSON lines or TSV. --demo serves the built-in
 lists from a mock on loopback, with no network.
CONTROL
deb=$OUT/pagetty_${VERSION}_$DEB_ARCH.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null

(cd "$OUT" && sha256sum -- *.deb *.tar.gz > SHA256SUMS)
echo "dist: Depends: $depends"
ls -l "$OUT"
