# InfoWindowKit. Every target installs what it needs first (scripts/bootstrap), so each works on a
# fresh clone of a Debian machine.
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: all bootstrap build demo docs test bench clean install uninstall

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

## make demo — builds the release `infowindow`; with $DISPLAY set opens the viewer on the demo scenes,
## otherwise draws them to out/demo/, prints each path and how to open the viewer.
demo: bootstrap
	@scripts/demo

## make install — puts `infowindow` on the PATH: PREFIX/bin/infowindow (default PREFIX /usr/local), the
## program and its data in PREFIX/libexec/infowindow/ (scripts/install); make uninstall removes them.
install: bootstrap
	@scripts/install

uninstall:
	@scripts/install --uninstall

## make docs — the API documentation (DocC catalogues in Sources/*/*.docc) as a static site in
## .build/docs/, built offline with the toolchain's docc; fails on any DocC warning and on a public symbol
## without a summary; prints the page to open (docs/documentation.md). `scripts/docs --serve` serves it.
docs: bootstrap
	@scripts/docs

## make test — everything CI runs: the module walls (scripts/check-modules, docs/architecture.md), nothing pointing outside the repository (scripts/check-standalone, D70), the build (no warnings), the documentation (make docs), unit,
## behaviour and golden-image tests (swift test), then the end-to-end scripts in Tests/e2e/ (the CLI as a
## user types it, the viewer under Xvfb, the documentation site in headless Chromium), then the whole
## suite again under AddressSanitizer (scripts/sanitize address).
test: bootstrap
	@mkdir -p .build
	scripts/check-modules
	scripts/check-standalone
	$(SWIFT) build --build-tests 2>&1 | tee .build/test-build.log | grep -v '^\[' ; test $${PIPESTATUS[0]} -eq 0
	@if grep -E 'warning:' .build/test-build.log; then echo "make test: the build printed warnings (above)"; exit 1; fi
	scripts/docs
	$(SWIFT) test --skip-build
	Tests/e2e/run-all
	scripts/sanitize address

## make bench — the release-build benchmark (docs/performance.md): JSON, then a table; then
## infowindow serve's figures (docs/serving.md, scripts/bench-serve): pictures a second at 1 and 2
## workers, one render process, cache hits.
bench: bootstrap
	@scripts/bench
	@scripts/bench-serve

clean:
	rm -rf .build .test-output

# --- Reliability (issue 7): sanitizers and soak runs; see docs/reliability.md -------------------------

.PHONY: sanitize soak

## make sanitize — the whole test suite under AddressSanitizer (+ LeakSanitizer) and ThreadSanitizer,
## each in its own scratch folder (.build/asan, .build/tsan). Suppressions: scripts/sanitizers/.
sanitize: bootstrap
	scripts/sanitize address thread

## make soak — a million model-test steps and a million windows opened and closed, on a release build.
## SOAK_OPS, SOAK_FIRST_SEED and SOAK_WINDOWS change the amounts.
soak: bootstrap
	scripts/soak

# --- Reliability (issue 7), hostile input: fuzzing and valgrind; see docs/reliability.md -------------

.PHONY: fuzz valgrind

## make fuzz — libFuzzer over the scene loader, the GeoJSON reader, the vector-tile decoders and the style
## parser, then over infowindow serve's query and markers parser, Google map styles, the GPX, KML and NMEA
## readers and GoogleMapsUtils' GMUGeoJSONParser, 60 s each (FUZZ_SECONDS changes it; FUZZ_TARGETS picks);
## exits non-zero on a crash or a failed check and leaves the input in .build/fuzz/artifacts/.
fuzz: bootstrap
	scripts/fuzz

## make valgrind — valgrind --leak-check=full on `infowindow render` of the demo scenes and GeoJSON: no
## memory error and 0 bytes definitely lost (library caches suppressed: scripts/sanitizers/valgrind.supp).
valgrind: bootstrap
	scripts/valgrind-render
