#!/usr/bin/env bash
# End-to-end hostile input (issue 7): the `infowindow` command fed what a careless or hostile user might
# give it. Each case ends in a clear error (exit status 2 and one line naming the file and the fix) or
# a correct picture, never a crash; and a GeoJSON file of a million features is drawn with its peak
# memory measured (/usr/bin/time).
#
#   Tests/e2e/hostile.sh                      run (builds the debug infowindow first)
#   HOSTILE_FEATURES=200000 Tests/e2e/hostile.sh   a smaller GeoJSON file (default 1,000,000)
set -euo pipefail

name=hostile.sh
source "$(dirname "$0")/support/harness.bash"

# drawn ARGS… -o FILE — the command succeeds, saying nothing but the note that the world map alone has
# no streets at zoom 10 (D99), and writes a PNG of the scene's size.
drawn() {
  run "$@"
  expect_status 0
  expect_stderr "$(world_note 10)"
}

cd "$work/cwd"
camera='"camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10}'
marker='"position": {"latitude": 51.5, "longitude": -0.127}'

echo "e2e hostile: scene files"
: >empty.json
error 2 "empty.json:1:1: expected a value, found the end of the file" render empty.json -o out.png
printf '\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\xc3\x50\x00\x00\xc3\x50\x08\x06\x00\x00\x00\x4b\xaf\x3d\xca\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82' >giant.png
cp giant.png picture.json
error 2 "picture.json:1:1: expected a value, found the byte 0x89" render picture.json -o out.png
head -c 4096 /dev/urandom >random.json
run render random.json -o out.png
expect_status 2
checks=$((checks + 1))
[ "$(wc -l <"$work/stderr")" -eq 1 ] && grep -q "^random.json:1:" "$work/stderr" || fail "random bytes: $(head -c 300 "$work/stderr")"
printf '{"version": 1, %s}' "$camera" >huge.json
truncate -s 100M huge.json
error 2 "huge.json: the file is 100 MiB, more than the 16 MiB a scene file may have; split it or check that it is the right file" render huge.json -o out.png
head -c 100000 /dev/zero | tr '\0' '[' >deep.json
error 2 "deep.json:1:129: arrays and objects are nested more than 128 levels deep" render deep.json -o out.png
printf '{"version": 1, "camera": {"target": {"latitude": NaN, "longitude": 0}, "zoom": 3}}' >nan.json
error 2 "nan.json:1:50: NaN is not valid JSON; write a finite number" render nan.json -o out.png
printf '{"version": 1, "camera": {"target": {"latitude": -inf, "longitude": 0}, "zoom": 3}}' >inf.json
error 2 "inf.json:1:50: -Infinity and NaN are not valid JSON; write a finite number" render inf.json -o out.png
printf '{"version": 1, "camera": {"target": {"latitude": 1e400, "longitude": 0}, "zoom": 3}}' >big-number.json
error 2 "big-number.json: camera.target.latitude: expected a number from -90 to 90, got 1e400" render big-number.json -o out.png
printf '{"version": 1, %s, "markers": [{%s, "title": "ab\xff"}]}' "$camera" "$marker" >utf8.json
error 2 "utf8.json:1:169: the text is not valid UTF-8 here (byte 0xFF); save the file as UTF-8" render utf8.json -o out.png
printf '\xff\xfe{\x00}\x00' >utf16.json
error 2 "utf16.json:1:1: expected a value, found the byte 0xFF; the file is UTF-16 (it starts with a UTF-16 byte-order mark), save it as UTF-8" render utf16.json -o out.png
printf '\xef\xbb\xbf{"version": 1, %s}' "$camera" >bom.json
drawn render bom.json -o bom.png
printf '{\r\n  "version": 1,\r\n  "camera": {"target": {"latitude": 51.5 "longitude": 0}, "zoom": 3}\r\n}\r\n' >crlf.json
error 2 "crlf.json:3:42: expected ',' or '}' after the value, found '\"'" render crlf.json -o out.png
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "a\\nb.png"}]}' "$camera" "$marker" >newline.json
error 2 'newline.json: markers[0].icon: no such file: a\nb.png' render newline.json -o out.png

echo "e2e hostile: images"
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "giant.png"}]}' "$camera" "$marker" >giant.json
error 2 "giant.json: markers[0].icon: giant.png is 50000×50000 pixels, more than the limit of 16384 pixels a side and 64 Mpx; scale it down" render giant.json -o out.png
convert -size 24x16 xc:'#3366cc' real.png
head -c 40 real.png >cut.png
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "cut.png"}]}' "$camera" "$marker" >cut.json
error 2 "cut.json: markers[0].icon: cut.png is damaged or truncated (error while reading from input stream); re-export the image as PNG" render cut.json -o out.png
convert -size 24x16 xc:'#3366cc' photo.jpg
cp photo.jpg photo.png
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "photo.png"}]}' "$camera" "$marker" >jpeg.json
error 2 "jpeg.json: markers[0].icon: photo.png is a JPEG image, not a PNG; convert it to PNG" render jpeg.json -o out.png
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "/dev/zero"}]}' "$camera" "$marker" >device.json
error 2 "device.json: markers[0].icon: /dev/zero is not a regular file (it is a device, a pipe or a socket); give the path of a PNG file" render device.json -o out.png
printf '{"version": 1, %s, "markers": [{%s, "title": "x", "icon": "../real.png"}]}' "$camera" "$marker" >up.json
mkdir -p sub && mv up.json sub/
error 2 'sub/up.json: markers[0].icon: "../real.png" leads outside the folder of sub/up.json; keep the file inside it or give an absolute path' render sub/up.json -o out.png

echo "e2e hostile: text"
snippet=$(head -c 1048576 /dev/zero | tr '\0' 'x' | sed 's/xxxxxxxxxx/lorem ips /g')
printf '{"version": 1, "size": [360, 260], "basemap": "none", %s, "markers": [{"id": "m", %s, "title": "<b>A megabyte</b> & \\u202eright\\u202c \\ud83d\\udc68\\u200d\\ud83d\\udc69\\u200d\\ud83d\\udc67 \\u0007", "snippet": "%s"}], "selected": "m"}' "$camera" "$marker" "$snippet" >megabyte.json
checks=$((checks + 1))
[ "$(stat -c %s megabyte.json)" -gt 1048576 ] || fail "megabyte.json is not over 1 MB"
run render megabyte.json -o megabyte.png
expect_status 0
# The megabyte window is taller than the picture: said (D73), and drawn cut.
checks=$((checks + 1))
grep -q '^infowindow: warning: megabyte.json: the window of "m" is cut by the picture' "$work/stderr" ||
  fail "render megabyte.json: no warning that the window is cut: $(head -c 300 "$work/stderr")"
checks=$((checks + 1))
[ "$(identify -format '%wx%h' megabyte.png 2>/dev/null)" == "360x260" ] || fail "megabyte.png is not 360x260"

echo "e2e hostile: a GeoJSON file of ${HOSTILE_FEATURES:-1000000} features"
# geojson N FILE — a FeatureCollection of N Point features, written by awk (a few seconds for a million).
geojson() {
  awk -v n="$1" 'BEGIN {
    printf "{\"type\": \"FeatureCollection\", \"features\": [\n"
    for (i = 0; i < n; i++)
      printf "%s{\"type\": \"Feature\", \"id\": %d, \"geometry\": {\"type\": \"Point\", \"coordinates\": [%.1f, %.1f]}, \"properties\": {\"title\": \"Point %d\"}}\n", (i ? "," : ""), i, (i % 3600) / 10 - 180, (i % 1700) / 10 - 85, i
    print "]}"
  }' >"$2"
}
# measured FILE N — draws FILE's features at zoom 22 (few on screen: the reading and the markers are
# measured, not drawing a million pins), the window of the last one open; sets rss (KiB) and seconds.
measured() {
  set +e
  /usr/bin/time -f "%M %e" -o "$work/time.txt" "$bin" render --geojson "$1" --center 0,0 --zoom 22 --select "$(($2 - 1))" -o "$1.png" >"$work/stdout" 2>"$work/stderr"
  status=$?
  set -e
  last="infowindow render --geojson $1"
  expect_status 0
  # At zoom 22 nearly every marker, the selected one too, is outside the picture: warnings only (D72),
  # and the note that the world map alone has no streets there (D99).
  checks=$((checks + 1))
  ! grep -qv -e '^infowindow: warning: ' -e '^infowindow: note: the world map alone' "$work/stderr" || fail "$last: stderr holds more than warnings: $(head -c 300 "$work/stderr")"
  read -r rss seconds <"$work/time.txt"
}
features=${HOSTILE_FEATURES:-1000000}
start=$SECONDS
geojson 100000 small.geojson
geojson "$features" large.geojson
generated=$((SECONDS - start))
measured small.geojson 100000
small_rss=$rss
measured large.geojson "$features"
size=$(stat -c %s large.geojson)
per_marker=$(( (rss - small_rss) * 1024 / (features - 100000) ))
echo "  $features features, $((size >> 20)) MiB: drawn in ${seconds} s, peak resident memory $((rss >> 10)) MiB" \
     "($((small_rss >> 10)) MiB for 100,000; ${per_marker} bytes a marker); files written in ${generated} s"
checks=$((checks + 1))
# Memory grows with the markers kept (about 350 bytes each), never with the file: its text would take
# its size again, a tree of it ten times that.
[ "$per_marker" -lt 600 ] || fail "$per_marker bytes of resident memory a marker (more than 600)"
checks=$((checks + 1))
[ "$rss" -lt $(( small_rss + (size >> 10) * 3 )) ] || fail "peak resident memory $((rss >> 10)) MiB for a $((size >> 20)) MiB file"

echo "e2e hostile: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
