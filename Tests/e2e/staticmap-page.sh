#!/usr/bin/env bash
# End-to-end test of `GET /` (D94): a real `infowindow serve` answers the page that documents
# `/staticmap`; headless Chromium loads it, and the page's own script (allowed by its hash under the
# strict Content-Security-Policy) writes the example picture's natural width into the DOM: the page
# loads, the example <img> loads with naturalWidth > 0, and the browser logs no console message (a
# refused script or style, a failed load). With images turned off the same check must see the failure.
# `HEAD /` and `POST /` are answered as the other routes answer them.
#
#   Tests/e2e/staticmap-page.sh       # builds the debug infowindow first; Debian's chromium is needed
set -euo pipefail
name=staticmap-page.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"
command -v chromium >/dev/null || { echo "$name: chromium is not installed (scripts/bootstrap installs it)" >&2; exit 1; }

start_server main --workers 1
page=$(url main /)

# The page over HTTP: HTML, the strict policy, no external loads.
checks=$((checks + 1))
code=$(curl -s -o "$work/page.html" -D "$work/page.headers" -w '%{http_code}' "$page")
[ "$code" == "200" ] || fail "GET /: status $code"
checks=$((checks + 1))
grep -qi '^Content-Type: text/html; charset=utf-8' "$work/page.headers" || fail "GET /: not text/html"
checks=$((checks + 1))
grep -qi "^Content-Security-Policy: default-src 'none'; img-src 'self'; style-src 'sha256-" "$work/page.headers" \
  || fail "GET /: no strict Content-Security-Policy: $(grep -i '^Content-Security-Policy' "$work/page.headers")"
checks=$((checks + 1))
! grep -qiE '(src|href)="(https?:)?//' "$work/page.html" || fail "GET /: the page loads something from elsewhere"
checks=$((checks + 1))
head_code=$(curl -s -I -o "$work/head.headers" -w '%{http_code}' "$page")
[ "$head_code" == "200" ] && grep -qi '^Content-Security-Policy' "$work/head.headers" || fail "HEAD /: status $head_code"
checks=$((checks + 1))
post_code=$(curl -s -X POST -o "$work/post.json" -D "$work/post.headers" -w '%{http_code}' "$page")
[ "$post_code" == "405" ] && grep -qi '^Allow: GET, HEAD' "$work/post.headers" && grep -q '"parameter":"method"' "$work/post.json" \
  || fail "POST /: status $post_code, $(cat "$work/post.json")"

# browse LABEL ARGS… — the DOM of the page after its script ran, and Chromium's log (console lines).
browse() {
  local label=$1
  shift
  timeout 90 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile-$label" --window-size=1000,1400 --virtual-time-budget=15000 \
    --enable-logging=stderr --v=0 "$@" --dump-dom "$page" >"$work/$label.html" 2>"$work/$label.log" \
    || { echo "$name: chromium failed on $page:" >&2; tail -n 20 "$work/$label.log" >&2; exit 1; }
}

# example_loaded LABEL — prints what is wrong with the page Chromium saw, one line each; nothing when
# the example picture loaded and nothing was logged to the console.
example_loaded() {
  python3 - "$work/$1.html" "$work/$1.log" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
log = open(sys.argv[2], encoding="utf-8", errors="replace").read()
status = re.search(r'id="example-status"([^>]*)>([^<]*)<', dom)
if "<h1>" not in dom or "Parameters</h2>" not in dom:
    print("the page did not load")
if not status:
    print("no example status in the DOM")
else:
    width = re.search(r'data-natural-width="(\d+)"', status.group(1))
    if not width:
        print("no picture size in the page (its script refused by the policy, or the picture never answered): " + status.group(2))
    elif int(width.group(1)) <= 0:
        print("the example picture did not load: " + status.group(2))
for line in log.splitlines():
    if ":CONSOLE" in line:
        print("console: " + line.split("] ", 1)[-1])
PY
}

checks=$((checks + 1))
browse page
problems=$(example_loaded page)
[ -z "$problems" ] || fail "the page in Chromium: $problems"
checks=$((checks + 1))
grep -q 'data-natural-width="400"' "$work/page.html" || fail "the example picture is not 400 pixels wide"

# The check sees a picture that does not load.
checks=$((checks + 1))
browse noimages --blink-settings=imagesEnabled=false
problems=$(example_loaded noimages)
[ -n "$problems" ] || fail "with images off the check should see the example fail; it saw nothing wrong"

stop_server main
echo "$name: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
