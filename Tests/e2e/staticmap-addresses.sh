#!/usr/bin/env bash
# End-to-end test of addresses and label languages in Static Maps URLs (issue 23, D95–D98): a real
# `infowindow serve --tiles helsinki` answers Google's own address examples from its offline gazetteer
# (Natural Earth's places) and the bundled street tiles' names, says in X-Staticmap-Notice what each
# address was read as, refuses one it cannot resolve with a 400 naming the parameter, and draws
# `language=sv` with the tiles' Swedish names. Pictures are compared with Tests/e2e/golden/.
#
#   Tests/e2e/staticmap-addresses.sh                     # run (builds the debug infowindow first)
#   RECORD_GOLDENS=1 Tests/e2e/staticmap-addresses.sh    # rewrite the goldens, then look at each one
set -euo pipefail
name=staticmap-addresses.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"
golden="$here/golden"
allowed_pixels=40
source "$here/support/golden.bash"

start_server main --workers 2 --tiles helsinki
# get NAME QUERY — fetches /staticmap?QUERY into $work/NAME.png with its headers; prints the status.
get() {
  curl -s -g -o "$work/$1.png" -D "$work/$1.headers" -w '%{http_code}' "$(url main "/staticmap?$2")" || true
}
expect_status() {
  checks=$((checks + 1))
  [ "$2" == "$3" ] || fail "$1: status $2, expected $3: $(head -c 300 "$work/$1.png")"
}
expect_notice() {
  checks=$((checks + 1))
  grep -qi "^X-Staticmap-Notice: .*$2" "$work/$1.headers" || fail "$1: no notice matching '$2' in: $(grep -i '^X-Staticmap-Notice' "$work/$1.headers")"
}

# Google's developer guide, "Locations": center=Berkeley,CA (https://developers.google.com/maps/documentation/maps-static/start).
expect_status berkeley "$(get berkeley 'center=Berkeley,CA&zoom=14&size=400x400')" 200
expect_notice berkeley 'center=Berkeley,CA: looked up offline as Berkeley (US), 37.87390,-122.27115'
# Google's guide, "Implicit positioning of the map": three markers by address, no center or zoom.
expect_status bay "$(get bay 'size=600x300&markers=size:mid%7Ccolor:red%7CSan+Francisco,CA%7COakland,CA%7CSan+Jose,CA')" 200
expect_notice bay 'markers\[0\]=Oakland,CA: looked up offline as Oakland (US)'
same_picture "$work/bay.png" staticmap-address-bay
# A street of the bundled tiles, narrowed by the city, in Finnish and in Swedish (D97, D98).
query='center=Mannerheimintie,Helsinki&zoom=16&size=640x400&markers=color:blue%7CKaivokatu,Helsinki'
expect_status street "$(get street "$query")" 200
expect_notice street 'center=Mannerheimintie,Helsinki: looked up offline as Mannerheimintie (FI)'
same_picture "$work/street.png" staticmap-address-street
expect_status street-sv "$(get street-sv "$query&language=sv")" 200
expect_notice street-sv 'language=sv: labels are drawn in sv'
same_picture "$work/street-sv.png" staticmap-address-street-sv
checks=$((checks + 1))
differing=$(compare -metric AE "$work/street.png" "$work/street-sv.png" null: 2>&1 || true)
[[ "${differing%% *}" =~ ^[0-9]+$ ]] && [ "${differing%% *}" -gt 500 ] || fail "D98 language=sv changes no labels ($differing pixels differ)"
# The same street by its Swedish name is the same place: the same picture.
expect_status street-by-sv-name "$(get street-by-sv-name 'center=Mannerheimvägen,Helsingfors&zoom=16&size=640x400&markers=color:blue%7CKaivokatu,Helsinki')" 200
checks=$((checks + 1))
[ "$(compare -metric AE "$work/street.png" "$work/street-by-sv-name.png" null: 2>&1 || true)" == "0" ] || fail "D97 the Swedish name of a street is the same place"
# Not found: a 400 naming the parameter, never a guess.
expect_status atlantis "$(get atlantis 'center=Atlantis&zoom=3')" 400
checks=$((checks + 1))
grep -q '"parameter" *: *"center"' "$work/atlantis.png" && grep -q 'resolve offline' "$work/atlantis.png" || fail "atlantis: $(cat "$work/atlantis.png")"
expect_status paris-japan "$(get paris-japan 'markers=Paris,Japan')" 400
stop_server main

echo "staticmap-addresses.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
