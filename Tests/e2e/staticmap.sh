#!/usr/bin/env bash
# End-to-end test of Google's Static Maps URLs (issue 23): every URL of Tests/e2e/staticmap-corpus.tsv —
# Google's own examples (coordinates only) with where each came from, and this server's cases for
# labelled pins of every size and colour, paths with fills and encoded polylines, implicit
# positioning — is sent with curl to a real `infowindow serve`, answered 200 as a PNG, and compared
# with its golden, Tests/e2e/golden/staticmap-NAME.png (decoded pixels, `compare -fuzz 10%`).
#
#   Tests/e2e/staticmap.sh                     # run (builds the debug infowindow first)
#   RECORD_GOLDENS=1 Tests/e2e/staticmap.sh    # rewrite the goldens, then look at each one
set -euo pipefail
name=staticmap.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"
golden="$here/golden"
allowed_pixels=40
source "$here/support/golden.bash"

start_server main --workers 2
count=0
while IFS=$'\t' read -r id origin query; do
  [[ -z "$id" || "$id" == \#* ]] && continue
  count=$((count + 1))
  # -g: Google's polylines hold [ ] { }, which curl would otherwise read as its own patterns.
  code=$(curl -s -g -o "$work/$id.png" -D "$work/$id.headers" -w '%{http_code}' "$(url main "/staticmap?$query")" || true)
  checks=$((checks + 1))
  if [ "$code" != "200" ]; then
    fail "$id ($origin): status $code: $(head -c 300 "$work/$id.png")"
    continue
  fi
  # png8 and gif are compared as the pixels they decode to (ImageMagick reads both).
  if grep -qi '^Content-Type: image/gif' "$work/$id.headers"; then
    checks=$((checks + 1))
    [ "$(head -c 6 "$work/$id.png")" == "GIF89a" ] || [ "$(head -c 6 "$work/$id.png")" == "GIF87a" ] || fail "$id: not a GIF"
    convert "$work/$id.png" "PNG24:$work/$id.decoded.png"
    same_picture "$work/$id.decoded.png" "staticmap-$id"
  else
    same_picture "$work/$id.png" "staticmap-$id"
  fi
done <"$here/staticmap-corpus.tsv"
checks=$((checks + 1))
[ "$count" -ge 9 ] || fail "the corpus has $count URLs"
# D62: png8 is an 8-bit palette PNG.
checks=$((checks + 1))
[ "$(python3 -c 'import sys; d = open(sys.argv[1], "rb").read(); print(d[24], d[25])' "$work/pins-png8.png")" == "8 3" ] \
  || fail "D62 pins-png8 is not an 8-bit palette PNG"
# D61: the satellite example is drawn as a road map, and the answer says so.
checks=$((checks + 1))
grep -qi '^X-Staticmap-Notice: maptype=satellite is drawn as roadmap' "$work/guide-maptype-satellite.headers" \
  || fail "D61 the satellite example carries its notice"
# D93: a window with no free place is drawn above its marker, and the answer says so.
checks=$((checks + 1))
grep -qi '^X-Staticmap-Notice: the window of "b" has no place free' "$work/windows-crowded.headers" \
  || fail "D93 windows-crowded carries the notice: $(grep -i '^X-Staticmap-Notice' "$work/windows-crowded.headers")"
checks=$((checks + 1))
! grep -qi '^X-Staticmap-Notice' "$work/windows-three.headers" || fail "D93 windows-three has no notice: every window found a place"
same_pixels_as() {
  checks=$((checks + 1))
  local differing
  differing=$(compare -metric AE "$1" "$2" null: 2>&1 || true)
  [ "$differing" == "0" ] || fail "$3: $1 and $2 differ in $differing pixels"
}
same_pixels_as "$work/guide-maptype-roadmap.png" "$work/guide-maptype-satellite.png" "D61 satellite is the road map"
stop_server main

echo "staticmap.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
