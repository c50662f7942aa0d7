# pagetty: every target runs `setup` first, so a fresh machine needs nothing else.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
APT_PACKAGES := libncursesw5-dev libcurl4-openssl-dev libssl-dev pkg-config tmux nginx-light openssl libpng-dev libjpeg62-turbo-dev libgif-dev groff-base man-db bash-completion zsh fish dpkg-dev jq time
BIN := .build/debug

.PHONY: setup build man run demo test bench install dist dist-test clean fuzz fuzz-build fuzz-ci sanitize sanitize-asan sanitize-tsan sanitize-ci soak

setup:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "make setup: installing$$missing"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing >/dev/null || exit 1; \
	fi

build: setup
	$(SWIFT) build

# The man page: what the argument parser says about each command, and the keys, variables, files
# and exit statuses (Sources/Manual). Generated, not committed; `man -l .build/man/pagetty.1`.
man: build
	mkdir -p .build/man
	$(BIN)/pagetty-manual $(BIN)/pagetty > .build/man/pagetty.1.tmp
	mv .build/man/pagetty.1.tmp .build/man/pagetty.1

run: build
	$(BIN)/pagetty $(ARGS)

demo: build
	$(BIN)/pagetty --demo $(ARGS)

# A run's output ends with its slowest tests, far from a failure's own lines, and a CI log shows
# only its end: a failed run says again, last, which tests failed and where.
said_again = { echo "make test: failed in $(1):"; grep -a '✘ Test ' $(1) | tail -40; exit 1; }

# End-to-end tests time real start-up in tmux, so they run alone after the rest; then the short
# hardening passes: 5 s per fuzz target, a one-minute soak and the short sanitizer pass.
test: setup
	$(SWIFT) build --build-tests
	set -o pipefail; $(SWIFT) test --skip-build --skip EndToEndTests 2>&1 | tee .build/unit-tests.log \
		|| $(call said_again,.build/unit-tests.log)
	set -o pipefail; $(SWIFT) test --skip-build --filter EndToEndTests 2>&1 | tee .build/e2e-tests.log \
		|| $(call said_again,.build/e2e-tests.log)
	$(MAKE) --no-print-directory fuzz-ci
	PAGETTY_SOAK_SECONDS=60 $(SWIFT) test --skip-build --filter SoakTests
	$(MAKE) --no-print-directory sanitize-ci
	$(MAKE) --no-print-directory dist-test

bench: setup
	cd Benchmarks && $(SWIFT) build -c release --product pagetty-bench && $(SWIFT) build -c release --product pagetty
	Benchmarks/.build/release/pagetty-bench

# Hardening: libFuzzer targets, sanitizers, a soak run (`make test` runs the short fuzz and soak).
FUZZ_SECONDS ?= 60
SOAK_SECONDS ?= 600

fuzz-build: setup
	Fuzz/build.sh

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh

fuzz-ci: fuzz-build
	FUZZ_SECONDS=5 Fuzz/run.sh

# `--sanitize` instruments Swift and C targets and links the runtime; separate scratch
# paths, so an instrumented build never invalidates .build.
sanitize: sanitize-asan sanitize-tsan

# Leak checking is off by default: Foundation's Process and XCTest leak at exit, TOMLKit leaks
# the strings and key lists it returns (the CLI tests' pagetty reports them at exit), and a task
# asleep on a test clock nobody advances keeps its paginator in a cycle (tests only).
# ASAN_OPTIONS=detect_leaks=1 make sanitize-asan shows them.
sanitize-asan: setup
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS="$${ASAN_OPTIONS:-detect_leaks=0}" \
		$(SWIFT) test --skip-build --scratch-path .build-asan --skip EndToEndTests

# cancelMidBody asserts a 100 ms wall-clock budget, which TSan's slowdown breaks by design.
# Sanitizers/tsan-suppressions.txt: false positives of Synchronization.Mutex (see there).
# halt_on_error=0 reports every race, and the run still exits 66 when there was one.
TSAN_DEFAULTS := halt_on_error=0 suppressions=$(CURDIR)/Sanitizers/tsan-suppressions.txt
sanitize-tsan: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="$${TSAN_OPTIONS:-$(TSAN_DEFAULTS)}" \
		$(SWIFT) test --skip-build --scratch-path .build-tsan --skip EndToEndTests --skip cancelMidBody

# A CI log shows only its end, and a report there was lost among the tests' lines once: the pass
# writes reports to files and a failed run says them again, last, each as its summary and the top
# frames of both accesses.
TSAN_REPORTS := $(CURDIR)/Sanitizers/.build-tsan/tsan-report
tsan_said_again = { grep -a '✘ Test ' $(2) | tail -20; for f in $(1).*; do [ -f "$$f" ] || continue; \
	echo "ThreadSanitizer ($$f):"; grep -a -E '^(WARNING|  (Write|Read|Previous|Atomic)| +\#[0-3] )' "$$f" \
	| cut -c1-220 | head -40; grep -a '^SUMMARY' "$$f"; done; echo "make test: failed in sanitize-ci (ThreadSanitizer)"; exit 1; }

# The short pass in `make test`: NetworkingTests (curl's I/O thread, the inbox hand-off,
# cancellation, the curl shim's callbacks), PagingTests (the paginator's tasks, retries and
# rate-limit waits) and BrowserTests/ViewModel (the view model) under ThreadSanitizer, then under
# AddressSanitizer. Built from the Sanitizers/ package, whose test targets are symlinks to those: it
# instruments only what they need, not SwiftNIO, Hummingbird and TOMLKit (the mock server and
# the CLI). From scratch on 2 cores: about a minute per build, 35 s (TSan) and 15 s (ASan) of tests.
sanitize-ci: setup
	cd Sanitizers && $(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	rm -f $(TSAN_REPORTS).*
	set -o pipefail; cd Sanitizers && TSAN_OPTIONS="$${TSAN_OPTIONS:-$(TSAN_DEFAULTS) log_path=$(TSAN_REPORTS)}" \
		$(SWIFT) test --skip-build --scratch-path .build-tsan --skip cancelMidBody 2>&1 \
		| tee .build-tsan/tests.log || $(call tsan_said_again,$(TSAN_REPORTS),.build-tsan/tests.log)
	cd Sanitizers && $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	cd Sanitizers && ASAN_OPTIONS="$${ASAN_OPTIONS:-detect_leaks=0}" \
		$(SWIFT) test --skip-build --scratch-path .build-asan

soak: setup
	$(SWIFT) build --build-tests
	PAGETTY_SOAK_SECONDS=$(SOAK_SECONDS) $(SWIFT) test --skip-build --filter SoakTests

install: setup
	$(SWIFT) build -c release --product pagetty
	$(SWIFT) build -c release --product pagetty-manual
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0755 .build/release/pagetty $(DESTDIR)$(PREFIX)/bin/pagetty
	.build/release/pagetty-manual .build/release/pagetty > $(DESTDIR)$(PREFIX)/share/man/man1/pagetty.1
	chmod 0644 $(DESTDIR)$(PREFIX)/share/man/man1/pagetty.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	.build/release/pagetty --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pagetty
	.build/release/pagetty --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pagetty
	.build/release/pagetty --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/pagetty.fish
	chmod 0644 $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pagetty \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pagetty $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/pagetty.fish

# The release files (.ci/dist/build.sh): a static binary, a .deb, a .tar.gz and SHA256SUMS in dist/;
# dist-test installs and runs them with the toolchain hidden (.ci/dist/test.sh; root). From scratch
# on 2 busy cores `make dist` took 12.5 minutes (11 of them compiling the release build), then
# it is incremental (a fixed copy of the tree, see build.sh); dist-test itself takes seconds.
dist: setup
	SWIFT=$(SWIFT) .ci/dist/build.sh

dist-test: dist
	.ci/dist/test.sh

clean:
	rm -rf .build Benchmarks/.build .build-dist dist Fuzz/.build .build-asan .build-tsan Sanitizers/.build-asan Sanitizers/.build-tsan
