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

# D62: jpg is a progressive JPEG (an SOF2 frame), jpg-baseline a baseline one (SOF0).
frame_of() {
  python3 - "$1" <<'PY'
import sys
d = open(sys.argv[1], "rb").read()
i = 2
while i + 4 <= len(d) and d[i] == 0xFF and d[i + 1] != 0xDA:
    if 0xC0 <= d[i + 1] <= 0xCF and d[i + 1] not in (0xC4, 0xC8, 0xCC):
        print("%02X" % d[i + 1])
    i += 2 + (d[i + 2] << 8 | d[i + 3])
PY
}
for pair in jpg:C2 jpg-baseline:C0; do
  checks=$((checks + 1))
  curl -s -o "$work/${pair%%:*}.jpg" "$(url main "/staticmap?center=51.5,-0.127&zoom=10&size=200x150&format=${pair%%:*}")"
  [ "$(frame_of "$work/${pair%%:*}.jpg")" == "${pair##*:}" ] || fail "D62 format=${pair%%:*} is not SOF${pair##*:}: $(frame_of "$work/${pair%%:*}.jpg")"
done

# D85-D88: icon URLs. A loopback icon server that counts its connections serves the house icon of
# Scenes/images; a server without --icon-hosts opens no connection to it, one that lists it draws the
# icon exactly as it draws icon:house from --images; hostile answers draw the default pin and say why.
python3 "$here/support/icon-server.py" "$root/Scenes/images/house.png" "$work/icon-count" >"$work/icon-port" &
server_pids+=("$!")
tries=0
until [ -s "$work/icon-port" ] || [ "$tries" -gt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
icon_port=$(head -n 1 "$work/icon-port")
icon="http://127.0.0.1:$icon_port"
map="center=51.5,-0.127&zoom=10&size=200x150"
ask() { # VAR SERVER QUERY: the picture to $work/VAR.png, its headers to $work/VAR.headers
  curl -s -g -o "$work/$1.png" -D "$work/$1.headers" "$(url "$2" "/staticmap?$3")"
}
ask unlisted main "$map&markers=icon:$icon/icon.png%7C51.5,-0.127"
checks=$((checks + 1))
grep -qi '^X-Staticmap-Notice: markers\[0\]: icon URL not drawn: this server fetches icons only from the hosts it lists with --icon-hosts' "$work/unlisted.headers" \
  || fail "D85 an icon URL without --icon-hosts is not said in the notice: $(grep -i notice "$work/unlisted.headers")"
ask pin main "$map&markers=51.5,-0.127"
same_pixels_as "$work/pin.png" "$work/unlisted.png" "D85 an icon URL not fetched draws the default pin"
checks=$((checks + 1))
[ "$(cat "$work/icon-count")" == "0" ] || fail "D85 the server without --icon-hosts opened $(cat "$work/icon-count") connections to the icon server"
checks=$((checks + 1))
[ "$(metric main 'infowindow_icon_fetches_total{outcome="not_listed"}')" == "1" ] || fail "D88 not_listed is not counted"
stop_server main

# D85: a bad --icon-hosts entry, or an icon limit without hosts, stops the server at start, naming it.
error 2 'infowindow serve: --icon-hosts: "http://icons.example.com" is not a host; write a host name or an IP address, optionally with :PORT (e.g. icons.example.com, 127.0.0.1:8123, [::1]:8123)' \
  serve --icon-hosts icons.example.com,http://icons.example.com
error 2 'infowindow serve: --icon-timeout limits icon fetching, which needs --icon-hosts' serve --icon-timeout 1
error 2 'infowindow serve: --icon-max-bytes: expected a whole number of bytes from 1 to 16777216, got "1e9"' \
  serve --icon-hosts icons.example.com --icon-max-bytes 1e9
printf '# icon hosts\nicons.example.com\n127.0.0.1:%s  # the test server\n' "$icon_port" >"$work/icon-hosts"
start_server icons --workers 1 --images "$root/Scenes/images" --icon-hosts "@$work/icon-hosts" --icon-max-bytes 65536 --icon-timeout 2
ask fetched icons "$map&markers=icon:$icon/icon.png%7C51.5,-0.127"
ask named icons "$map&markers=icon:house%7C51.5,-0.127"
checks=$((checks + 1))
grep -qi '^X-Staticmap-Notice' "$work/fetched.headers" && fail "D85 the fetched icon has a notice: $(grep -i notice "$work/fetched.headers")"
same_pixels_as "$work/named.png" "$work/fetched.png" "D85 an icon fetched from a listed host draws as the same icon from --images"
ask again icons "center=51.5,-0.127&zoom=11&size=200x150&markers=icon:$icon/icon.png%7C51.5,-0.127"
checks=$((checks + 1))
[ "$(cat "$work/icon-count")" == "1" ] || fail "D85 a kept icon was fetched again ($(cat "$work/icon-count") connections)"
for case in "redirect-private:redirects to a URL not fetched: 169.254.169.254:80 is not one of" "endless:larger than the limit of 64 KiB" \
            "drip:did not arrive within the icon time limit" "text:not a PNG, JPEG or GIF image"; do
  ask "${case%%:*}" icons "$map&markers=icon:$icon/${case%%:*}%7C51.5,-0.127"
  checks=$((checks + 1))
  grep -qi "^X-Staticmap-Notice: markers\[0\]: icon URL not drawn: .*${case#*:}" "$work/${case%%:*}.headers" \
    || fail "D86/D87 /${case%%:*}: $(grep -i notice "$work/${case%%:*}.headers")"
  same_pixels_as "$work/pin.png" "$work/${case%%:*}.png" "D86/D87 /${case%%:*} draws the default pin"
done
# D89: the worker fetches, not the front: while the only worker waits on a dripping icon (two seconds'
# time limit), the front answers /healthz, and the picture is still on its way when that answer is in.
before=$(cat "$work/icon-count")
curl -s -g -o "$work/drip2.png" "$(url icons "/staticmap?$map&markers=icon:$icon/drip?second%7C51.5,-0.127")" &
drip_pid=$!
until [ "$(cat "$work/icon-count")" -gt "$before" ] || ! kill -0 "$drip_pid" 2>/dev/null; do sleep 0.05; done
health=$(curl -s "$(url icons /healthz)")
checks=$((checks + 1))
{ [[ "$health" == *'"status":"ok"'* ]] && kill -0 "$drip_pid" 2>/dev/null; } \
  || fail "D89 /healthz was not answered while a worker fetched an icon ($health)"
wait "$drip_pid" || true
for outcome in fetched:1 cached:1 redirect:1 too_large:1 timeout:2 not_an_image:1 private_address:0; do
  checks=$((checks + 1))
  value=$(metric icons "infowindow_icon_fetches_total{outcome=\"${outcome%%:*}\"}")
  [ "$value" == "${outcome##*:}" ] || fail "D88 infowindow_icon_fetches_total{outcome=\"${outcome%%:*}\"} is $value, not ${outcome##*:}"
done
stop_server icons

echo "staticmap.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
