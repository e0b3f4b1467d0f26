#!/usr/bin/env bash
# End-to-end test of the documentation build's refusals (docs/documentation.md, DOC2, DOC3, DOC7):
# `scripts/docs`, run on copies of the catalogues and of the symbol graphs with one mistake each — a
# link to no symbol, a public symbol without a summary, a site path to no page — fails and names the
# mistake. Run on the faithful copies it succeeds, so each failure comes from its mistake alone.
set -euo pipefail

name=docs-build.sh
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
failures=0
checks=0

fail() {
  echo "  FAIL: $*" >&2
  failures=$((failures + 1))
}

# The symbol graphs scripts/docs took from the build (make test builds the docs before this runs).
[ -d "$root/.build/docs-work/symbolgraphs/InfoWindowKit" ] || "$root/scripts/docs" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/graphs"
cp "$root"/.build/docs-work/symbolgraphs/*/*.symbols.json "$work/graphs/"

# copy LABEL — a copy of the catalogues and graphs in $work/LABEL to break.
copy() {
  mkdir -p "$work/$1/Sources"
  for module in InfoWindowKit InfoWindowSDL GoogleMapsCompat GoogleMapsUtilsCompat; do
    mkdir -p "$work/$1/Sources/$module"
    cp -R "$root/Sources/$module/$module.docc" "$work/$1/Sources/$module/"
  done
  cp -R "$work/graphs" "$work/$1/graphs"
}

# build LABEL — scripts/docs on the copy; sets $status, the output in $work/LABEL/out and err.
build() {
  set +e
  (cd "$root" && DOCS_SITE="$work/$1/site" DOCS_WORK="$work/$1/work" DOCS_CATALOGUES="$work/$1/Sources" \
     DOCS_SYMBOL_GRAPHS="$work/$1/graphs" scripts/docs) >"$work/$1/out" 2>"$work/$1/err"
  status=$?
  set -e
}

# refused LABEL ID TEXT… — the build of LABEL failed and its messages name each TEXT.
refused() {
  local label=$1 id=$2
  shift 2
  checks=$((checks + 1))
  [ "$status" -eq 1 ] || { fail "$id: scripts/docs exited $status on $label, expected 1 ($(tail -n 3 "$work/$label/err"))"; return; }
  for text in "$@"; do
    checks=$((checks + 1))
    grep -qF -- "$text" "$work/$label/err" || fail "$id: the messages do not name [$text]: $(tail -n 5 "$work/$label/err")"
  done
}

# The copies as they are: the site is built.
copy faithful
build faithful
checks=$((checks + 1))
[ "$status" -eq 0 ] && [ -f "$work/faithful/site/index.html" ] \
  || fail "the faithful copy did not build (status $status): $(tail -n 5 "$work/faithful/err")"

# DOC2: a link to a symbol that does not exist stops the build, naming the article and the link.
copy link
printf '\nSee ``MapView/noSuchProperty``.\n' >>"$work/link/Sources/InfoWindowKit/InfoWindowKit.docc/GettingStarted.md"
build link
refused link DOC2 "GettingStarted.md" "'noSuchProperty' doesn't exist" "every warning above is an error (DOC2)"

# DOC3: a public symbol without a summary stops the build, naming the symbol.
copy summary
python3 - "$work/summary/graphs/InfoWindowKit.symbols.json" <<'PY'
import json, sys
path = sys.argv[1]
graph = json.load(open(path, encoding="utf-8"))
found = 0
for symbol in graph["symbols"]:
    if symbol["pathComponents"] == ["MapView", "selectedMarker"]:
        symbol.pop("docComment", None)
        found += 1
assert found == 1, found
json.dump(graph, open(path, "w", encoding="utf-8"))
PY
build summary
refused summary DOC3 "InfoWindowKit: doc://InfoWindowKit/documentation/InfoWindowKit/MapView/selectedMarker" \
  "public symbols without a summary"

# DOC7: a site path to a page the site does not have stops the build, naming the file and the line.
copy path
sed -i 's|(/documentation/infowindowkit/infowindowrules)|(/documentation/infowindowkit/nosucharticle)|' \
  "$work/path/Sources/GoogleMapsCompat/GoogleMapsCompat.docc/CompatibilityDecisions.md"
build path
refused path DOC7 "CompatibilityDecisions.md:" "/documentation/infowindowkit/nosucharticle is no page of the site"

if [ "$failures" -gt 0 ]; then
  echo "$name: $failures of $checks checks failed" >&2
  exit 1
fi
echo "$name: all $checks checks passed"
