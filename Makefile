# InfoWindowKit. Every target installs what it needs first (scripts/bootstrap), so each works on a
# fresh clone of a Debian machine.
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: all bootstrap build test bench clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

## make test — everything CI runs: unit, behaviour and golden-image tests (swift test), then the
## end-to-end scripts in Tests/e2e/ (the CLI as a user types it, the viewer under Xvfb).
test: bootstrap
	@mkdir -p .build
	$(SWIFT) build --build-tests 2>&1 | tee .build/test-build.log | grep -v '^\[' ; test $${PIPESTATUS[0]} -eq 0
	@if grep -E 'warning:' .build/test-build.log; then echo "make test: the build printed warnings (above)"; exit 1; fi
	$(SWIFT) test --skip-build
	Tests/e2e/run-all

## make bench — the release-build benchmark (docs/performance.md): JSON, then a table.
bench: bootstrap
	@scripts/bench

clean:
	rm -rf .build .test-output
