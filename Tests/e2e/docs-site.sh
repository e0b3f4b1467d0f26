#!/usr/bin/env bash
# End-to-end test of the documentation site (docs/documentation.md, DOC8). Serves .build/docs/ (built by
# `make docs`; built here when missing) from a local HTTP server started here, opens pages in Debian's
# headless Chromium and checks, from the DOM after the pages' JavaScript ran and from a screenshot, that
# they render: the landing pages' titles and topic groups, an article with its code and picture, a link
# between the catalogues. The same checks must fail on the page without its JavaScript (a blank page),
# so they can fail. The servers and browsers started here are stopped on exit, whatever happens; the
# pages, screenshots and logs are kept in .test-output/docs-site/ on failure (or with DOCS_SITE_KEEP=1).
set -euo pipefail

name=docs-site.sh
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
site=$root/.build/docs
failures=0
checks=0

fail() {
  echo "  FAIL: $*" >&2
  failures=$((failures + 1))
}

command -v chromium >/dev/null || { echo "$name: chromium is not installed (scripts/bootstrap installs it)" >&2; exit 1; }
[ -f "$site/index.html" ] || "$root/scripts/docs"

work=$(mktemp -d)
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# serve FOLDER — starts python's static file server on a free port of 127.0.0.1; sets $port.
serve() {
  local log=$work/server-${#servers[@]}.log
  python3 -m http.server --bind 127.0.0.1 0 --directory "$1" >"$log" 2>&1 &
  servers+=($!)
  port=""
  for _ in $(seq 1 100); do
    port=$(sed -n 's/.* port \([0-9][0-9]*\) .*/\1/p' "$log" | head -n 1)
    [ -n "$port" ] && return 0
    sleep 0.1
  done
  cat "$log" >&2
  echo "$name: the HTTP server did not start" >&2
  exit 1
}

# browse OUTPUT URL ARGS… — headless Chromium on URL, waiting until the page has settled (network idle
# and timers, up to 15 s of virtual time); ARGS say what to write (--dump-dom or --screenshot=FILE).
browse() {
  local output=$1 url=$2
  shift 2
  timeout 90 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --window-size=1280,900 --virtual-time-budget=15000 "$@" "$url" \
    >"$output" 2>>"$work/chromium.log" || { echo "$name: chromium failed on $url:" >&2; tail -n 20 "$work/chromium.log" >&2; exit 1; }
}

# page_check DOM SCREENSHOT EXPECTATIONS — reads the DOM and the screenshot of one page and prints what
# is missing, one line each; nothing when the page rendered. EXPECTATIONS is JSON:
# {"title": TEXT, "topics": [HEADING…], "links": [PATH…], "code": N, "images": N}
page_check() {
  python3 "$here/support/docs_page_check.py" "$@"
}

# expect_page LABEL URL EXPECTATIONS — the page at URL renders as EXPECTATIONS say.
expect_page() {
  local label=$1 url=$2 expectations=$3
  checks=$((checks + 1))
  browse "$work/$label.html" "$url" --dump-dom
  browse /dev/null "$url" --screenshot="$work/$label.png"
  local problems
  problems=$(page_check "$work/$label.html" "$work/$label.png" "$expectations" "$url") || true
  [ -z "$problems" ] || fail "$label ($url): $problems"
}

# The topic groups of a catalogue's landing page, as JSON: the `### …` headings under `## Topics`, with
# an apostrophe as DocC renders it (typographic: "The device's location" shows as "The device’s location").
topics_of() {
  python3 -c 'import json, sys
text = open(sys.argv[1], encoding="utf-8").read().split("## Topics", 1)[1]
print(json.dumps([line[4:].strip().replace(chr(39), chr(0x2019)) for line in text.splitlines() if line.startswith("### ")]))' "$1"
}

serve "$site"
base="http://127.0.0.1:$port"
echo "  site on $base"

# 1. The site's landing page: the package, and a card for each library.
expect_page landing "$base/documentation/" \
  '{"title": "InfoWindowKit", "topics": [], "links": ["/documentation/infowindowkit", "/documentation/infowindowsdl", "/documentation/googlemapscompat"], "code": 0, "images": 0}'

# 2. Each library's landing page: its title, every topic group of its catalogue, its articles.
iwk_topics=$(topics_of "$root/Sources/InfoWindowKit/InfoWindowKit.docc/InfoWindowKit.md")
expect_page infowindowkit "$base/documentation/infowindowkit" \
  "{\"title\": \"InfoWindowKit\", \"topics\": $iwk_topics, \"links\": [\"/documentation/infowindowkit/gettingstarted\", \"/documentation/infowindowkit/infowindowrules\", \"/documentation/infowindowkit/customwindows\", \"/documentation/infowindowkit/testingheadless\", \"/documentation/infowindowkit/streetmaps\", \"/documentation/infowindowkit/servingmapimages\", \"/documentation/infowindowkit/mapview\"], \"code\": 0, \"images\": 1}"
gmc_topics=$(topics_of "$root/Sources/GoogleMapsCompat/GoogleMapsCompat.docc/GoogleMapsCompat.md")
expect_page googlemapscompat "$base/documentation/googlemapscompat" \
  "{\"title\": \"GoogleMapsCompat\", \"topics\": $gmc_topics, \"links\": [\"/documentation/googlemapscompat/portingfromthemapssdk\", \"/documentation/googlemapscompat/gmsmarker\"], \"code\": 0, \"images\": 1}"
sdl_topics=$(topics_of "$root/Sources/InfoWindowSDL/InfoWindowSDL.docc/InfoWindowSDL.md")
expect_page infowindowsdl "$base/documentation/infowindowsdl" \
  "{\"title\": \"InfoWindowSDL\", \"topics\": $sdl_topics, \"links\": [\"/documentation/infowindowsdl/showingamapinawindow\", \"/documentation/infowindowsdl/mapwindow\"], \"code\": 0, \"images\": 1}"

# 3. Two articles: their code listings and pictures, and links across the catalogues.
expect_page gettingstarted "$base/documentation/infowindowkit/gettingstarted" \
  '{"title": "Getting started", "topics": [], "links": ["/documentation/infowindowkit/mapview", "/documentation/infowindowsdl/mapwindow", "/documentation/googlemapscompat/portingfromthemapssdk"], "code": 6, "images": 1}'
expect_page porting "$base/documentation/googlemapscompat/portingfromthemapssdk" \
  '{"title": "Porting from the Maps SDK for iOS", "topics": [], "links": ["/documentation/infowindowkit/infowindowrules", "/documentation/infowindowkit/marker", "/documentation/googlemapscompat/sdkanduikitapis"], "code": 4, "images": 1}'

# 4. The checks can fail: the same page without its JavaScript (a folder holding only its HTML) is
#    blank, and both the DOM and the screenshot check must say so.
mkdir -p "$work/blank/documentation/infowindowkit"
cp "$site/documentation/infowindowkit/index.html" "$work/blank/documentation/infowindowkit/"
serve "$work/blank"
checks=$((checks + 1))
browse "$work/blank.html" "http://127.0.0.1:$port/documentation/infowindowkit" --dump-dom
browse /dev/null "http://127.0.0.1:$port/documentation/infowindowkit" --screenshot="$work/blank.png"
blank_problems=$(page_check "$work/blank.html" "$work/blank.png" \
  "{\"title\": \"InfoWindowKit\", \"topics\": $iwk_topics, \"links\": [], \"code\": 0, \"images\": 0}" blank) || true
for expected in "no title" "no topics section" "the screenshot shows no page header" "the screenshot is blank"; do
  checks=$((checks + 1))
  grep -qF "$expected" <<<"$blank_problems" || fail "the page without JavaScript was not caught ($expected): [$blank_problems]"
done

echo "  the page without JavaScript: $(tr '\n' ';' <<<"$blank_problems")"
kept=$root/.test-output/docs-site
if [ "$failures" -gt 0 ] || [ "${DOCS_SITE_KEEP:-}" == 1 ]; then
  rm -rf "$kept" && mkdir -p "$kept" && cp "$work"/*.html "$work"/*.png "$work"/*.log "$kept"/ 2>/dev/null || true
fi
if [ "$failures" -gt 0 ]; then
  echo "$name: $failures of $checks checks failed; the pages, screenshots and logs are in $kept" >&2
  exit 1
fi
echo "$name: all $checks checks passed"
