#!/usr/bin/env bash
# End-to-end test of `infowindow serve` with curl, on loopback: every endpoint, every limit (a 4xx
# with a JSON body naming the parameter and the limit), ETags and 304s, metrics moving, the queue's
# 503, the time limit, slow clients, a worker killed, and SIGTERM draining (docs/serving.md, S1–S15).
# The servers are the real thing, started here on ports they choose; every one is stopped on exit.
set -euo pipefail

name=serve.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"

# fetch ARGS… — curl ARGS…; sets $code, the headers in $work/headers, the body in $work/body.
fetch() {
  rm -f "$work/body" "$work/headers"
  touch "$work/body" "$work/headers"
  code=$(curl -s -o "$work/body" -D "$work/headers" -w '%{http_code}' "$@" || true)
  last="curl $*"
  [ "${#last}" -lt 300 ] || last="${last:0:300}…"
}

expect_code() {
  checks=$((checks + 1))
  [ "$code" == "$1" ] || fail "${2:-}: $last: status $code, expected $1 (body: $(head -c 300 "$work/body"))"
}

# header NAME — the value of a response header (last one), without the line end.
header() {
  grep -i "^$1:" "$work/headers" | tail -n 1 | sed -e 's/^[^:]*: *//' -e 's/\r$//'
}

expect_header() {
  checks=$((checks + 1))
  local actual
  actual=$(header "$1")
  [ "$actual" == "$2" ] || fail "${3:-}: $last: header $1 was [$actual], expected [$2]"
}

# json FIELD — a field of the JSON body ("" when it is not JSON or has no such field).
json() {
  python3 -c 'import json,sys
try:
    print(str(json.load(open(sys.argv[1])).get(sys.argv[2], "")).replace("\0", "\\0"))
except Exception:
    print("not json")' "$work/body" "$1"
}

# refused ID STATUS PARAMETER LIMIT ARGS… — the request is answered STATUS with a JSON body naming
# PARAMETER (and LIMIT, "-" for none), Content-Type application/json.
refused() {
  local id=$1 status=$2 parameter=$3 limit=$4
  shift 4
  fetch "$@"
  expect_code "$status" "$id"
  expect_header Content-Type application/json "$id"
  checks=$((checks + 2))
  [ "$(json parameter)" == "$parameter" ] || fail "$id: $last: parameter [$(json parameter)], expected [$parameter] ($(head -c 300 "$work/body"))"
  if [ "$limit" == "-" ]; then
    [ -z "$(json limit)" ] || fail "$id: $last: limit [$(json limit)], expected none"
  else
    [ "$(json limit)" == "$limit" ] || fail "$id: $last: limit [$(json limit)], expected [$limit] ($(head -c 300 "$work/body"))"
  fi
  [ -n "$(json error)" ] || fail "$id: $last: no error sentence"
}

# same_pixels A.png B.png ID — the two pictures have the same size and not one pixel differs.
same_pixels() {
  checks=$((checks + 1))
  local differing
  differing=$(compare -metric AE "$1" "$2" null: 2>&1 || true)
  [ "$differing" == "0" ] || fail "$3: $1 and $2 differ in $differing pixels"
}

london='center=51.5,-0.127&zoom=10&markers=id:london%7Ctitle:London%7Csnippet:Population:%208,174,100%7C51.5,-0.127&markers=id:greenwich%7Ccolor:green%7Ctitle:Royal%20Observatory%20Greenwich%7C51.4769,-0.0005&markers=icon:house%7C51.52,-0.3&selected=london'
cp -R "$root/Scenes/images" "$work/images"
cat >"$work/images/london.json" <<'JSON'
{ "version": 1, "camera": { "target": { "latitude": 51.5, "longitude": -0.127 }, "zoom": 10 },
  "markers": [
    { "id": "london", "position": { "latitude": 51.5, "longitude": -0.127 }, "title": "London", "snippet": "Population: 8,174,100" },
    { "id": "greenwich", "position": { "latitude": 51.4769, "longitude": -0.0005 }, "title": "Royal Observatory Greenwich", "pin_color": "#2f7d4f" },
    { "position": { "latitude": 51.52, "longitude": -0.3 }, "icon": "house.png" } ],
  "selected": "london" }
JSON

# --- The command line: every mistake stops it before it listens --------------------------------------
echo "not a database" >"$work/cwd/notes.mbtiles"
echo "{}" >"$work/cwd/style.json"
error 2 'infowindow serve: --workers: expected a number from 1 to 256, got "0"' serve --workers 0
error 2 'infowindow serve: --workers: expected a whole number, got "1.5"' serve --workers 1.5
error 2 'infowindow serve: --port: expected a number from 0 to 65535, got "70000"' serve --port 70000
error 2 'infowindow serve: --timeout: expected a number from 0.05 to 600, got "0"' serve --timeout 0
error 2 "infowindow serve: --images: $work/nothing is not a folder; give the folder of the icons' PNG files" serve --images "$work/nothing"
error 2 'infowindow serve: --tiles: no such file: missing.mbtiles' serve --tiles missing.mbtiles
error 2 "infowindow serve: --tiles: $work/cwd/notes.mbtiles: not an MBTiles file (it is not an SQLite database)" serve --tiles notes.mbtiles
error 2 "infowindow serve: --style: style.json: layers: a style needs a \"layers\" array" serve --style style.json
error 2 'infowindow serve: takes no files (got "Scenes/london.json"); give --tiles FILE or --images DIR' serve Scenes/london.json

start_server main --workers 2 --images "$work/images" --queue 8
error 1 "infowindow serve: cannot listen on 127.0.0.1:$main_port (Address already in use); choose another --port or stop what uses it" serve --port "$main_port"

# --- The endpoints ----------------------------------------------------------------------------------
fetch "$(url main /healthz)"
expect_code 200 healthz
expect_header Content-Type application/json healthz
checks=$((checks + 1)); [ "$(json status)" == "ok" ] || fail "healthz: body $(cat "$work/body")"

fetch "$(url main "/staticmap?$london")"
expect_code 200 "S1 a /staticmap picture"
expect_header Content-Type image/png "S1 a /staticmap picture"
expect_header Cache-Control "public, max-age=86400" "S3 pictures may be cached"
etag=$(header ETag)
checks=$((checks + 1)); [[ "$etag" =~ ^\"[0-9a-f]{32}\"$ ]] || fail "S3 the picture's ETag is [$etag]"
cp "$work/body" "$work/served.png"
(cd "$work/images" && "$bin" render london.json -o "$work/rendered.png" >/dev/null)
same_pixels "$work/served.png" "$work/rendered.png" "S1 the server draws what infowindow render draws for the same scene"
checks=$((checks + 1)); [ "$(identify -format '%wx%h' "$work/served.png")" == "640x480" ] || fail "S1 the default size is 640x480"

fetch -I "$(url main "/staticmap?$london")"
expect_code 200 "HEAD /staticmap"
expect_header ETag "$etag" "HEAD /staticmap has the same ETag"
expect_header Content-Length "$(stat -c %s "$work/served.png")" "HEAD /staticmap has the picture's length"

fetch "$(url main "/staticmap?$london&format=jpeg&size=320x200&scale=2")"
expect_code 200 "a JPEG"
expect_header Content-Type image/jpeg "a JPEG"
checks=$((checks + 1)); [ "$(identify -format '%m %wx%h' "$work/body")" == "JPEG 640x400" ] || fail "a JPEG: $(identify "$work/body" 2>&1)"

readme_line=$(grep -m1 "^curl -o map.png 'http://127.0.0.1:8080/staticmap?" "$root/README.md")
(cd "$work" && eval "${readme_line/127.0.0.1:8080/127.0.0.1:$main_port} -s")
same_pixels "$work/map.png" "$root/docs/images/staticmap.png" "the README's curl line returns the README's picture"

fetch -X POST --data-binary "@$work/images/london.json" "$(url main /render)"
expect_code 200 "S13 POST /render"
expect_header Content-Type image/png "S13 POST /render"
cp "$work/body" "$work/posted.png"
same_pixels "$work/posted.png" "$work/rendered.png" "S13 POST /render draws the scene file as infowindow render does"
fetch -X POST --data-binary "@$work/images/london.json" "$(url main '/render?format=jpeg')"
expect_header Content-Type image/jpeg "S13 POST /render?format=jpeg"

fetch "$(url main /metrics)"
expect_code 200 metrics
expect_header Content-Type "text/plain; version=0.0.4; charset=utf-8" metrics
for family in infowindow_http_requests_total infowindow_http_request_duration_seconds infowindow_http_requests_in_flight \
              infowindow_render_queue_depth infowindow_cache_hits_total infowindow_worker_renders_total; do
  checks=$((checks + 1)); grep -q "^# TYPE $family " "$work/body" || fail "S14 metrics has no $family"
done
before=$(metric main 'infowindow_http_requests_total{endpoint="/staticmap",code="200"}')

# --- ETags, 304 ---------------------------------------------------------------------------------------
drawn_before=$(( $(metric main 'infowindow_worker_renders_total{worker="0"}') + $(metric main 'infowindow_worker_renders_total{worker="1"}') ))
fetch -H "If-None-Match: $etag" "$(url main "/staticmap?$london")"
expect_code 304 "S3 If-None-Match with the ETag"
expect_header ETag "$etag" "S3 a 304 carries the ETag"
checks=$((checks + 1)); [ ! -s "$work/body" ] || fail "S3 a 304 has no body"
fetch -H "If-None-Match: \"other\", W/$etag" "$(url main "/staticmap?$london")"
expect_code 304 "S3 If-None-Match with a list holding the weak tag"
reordered='selected=london&markers=id:london%7Csnippet:Population:%208,174,100%7Ctitle:London%7C51.50,-0.1270&markers=id:greenwich%7Ctitle:Royal%20Observatory%20Greenwich%7Ccolor:0x2f7d4f%7C51.4769,-0.0005&markers=icon:house.png%7C51.52,-0.3&zoom=10.0&center=51.5,-0.127&scale=1'
fetch -H "If-None-Match: $etag" "$(url main "/staticmap?$reordered")"
expect_code 304 "S3 the same map asked in other words has the same ETag"
fetch -H "If-None-Match: $etag" "$(url main "/staticmap?$london&zoom=11")"
expect_code 400 "a repeated parameter"
fetch -H "If-None-Match: $etag" "$(url main "/staticmap?${london/zoom=10/zoom=11}")"
expect_code 200 "S3 another map is drawn, whatever If-None-Match says"
checks=$((checks + 2))
[ "$(metric main infowindow_cache_hits_total)" == "3" ] || fail "S14 three 304s, cache hits $(metric main infowindow_cache_hits_total)"
checks=$((checks + 1))
[ $(( $(metric main 'infowindow_worker_renders_total{worker="0"}') + $(metric main 'infowindow_worker_renders_total{worker="1"}') )) -eq $((drawn_before + 1)) ] \
  || fail "S2 the 304s and the refused request reached no worker (only the one other map was drawn)"
[ "$(metric main 'infowindow_http_requests_total{endpoint="/staticmap",code="200"}')" == "$((before + 1))" ] || fail "S14 the 200 counter moved by one"

# --- D210: a query without If-None-Match is read by the worker that draws it --------------------------
# The picture's ETag came from a worker (above, and conditional requests are read by the front); a
# mistake found by a worker is the front's answer, byte for byte, and reaches that worker.
fetch -H "If-None-Match: $etag" "$(url main "/staticmap?$london&zoom=11")"
cp "$work/body" "$work/front-400.json"
drawn_before=$(( $(metric main 'infowindow_worker_renders_total{worker="0"}') + $(metric main 'infowindow_worker_renders_total{worker="1"}') ))
fetch "$(url main "/staticmap?$london&zoom=11")"
expect_code 400 "D210 a repeated parameter, read by a worker"
checks=$((checks + 2))
cmp -s "$work/body" "$work/front-400.json" || fail "D210 the worker's 400 is not the front's: $(cat "$work/body") against $(cat "$work/front-400.json")"
[ $(( $(metric main 'infowindow_worker_renders_total{worker="0"}') + $(metric main 'infowindow_worker_renders_total{worker="1"}') )) -eq $((drawn_before + 1)) ] \
  || fail "D210 the request without If-None-Match was answered by a worker"

# --- Limits and mistakes: 4xx with a JSON body naming the parameter and the limit -------------------
refused "size" 400 size 2048x2048 "$(url main '/staticmap?center=0,0&zoom=2&size=2049x10')"
refused "scale" 400 scale 4 "$(url main '/staticmap?center=0,0&zoom=2&scale=5')"
refused "D62 scale by size" 400 scale "6144 pixels" "$(url main '/staticmap?center=0,0&zoom=2&size=2048x10&scale=4')"
refused "D62 webp" 400 format - "$(url main '/staticmap?center=0,0&zoom=2&format=webp')"
fetch "$(url main '/staticmap?center=0,0&zoom=2&size=64x64&format=gif')"
expect_code 200 "D62 gif"
expect_header Content-Type image/gif "D62 gif"
refused "D60 a style rule with a bad colour" 400 style - "$(url main '/staticmap?center=0,0&zoom=2&style=feature:road%7Ccolor:0xGG0000')"
fetch "$(url main '/staticmap?center=60.17,24.94&zoom=5&size=64x64&style=feature:water%7Ccolor:0x000000')"
expect_code 200 "D60 a style rule is drawn"
refused "D65 a path of one point" 400 path - "$(url main '/staticmap?center=0,0&zoom=2&path=1,2')"
markers=$(python3 -c 'print("&markers=" + "%7C".join(["1,2"] * 1001))')
refused "markers" 400 markers 1000 "$(url main "/staticmap?center=0,0&zoom=2$markers")"
title=$(python3 -c 'print("x" * 4097)')
refused "S7 title" 400 markers "4096 characters" "$(url main "/staticmap?center=0,0&zoom=2&markers=title:$title%7C1,2")"
refused "S7 selected" 400 selected "256 characters" "$(url main "/staticmap?center=0,0&zoom=2&selected=$(python3 -c 'print("x" * 257)')")"
long=$(python3 -c 'print("x" * 40000)')
refused "D68 URL length" 414 url "16384 characters" "$(url main "/staticmap?center=0,0&zoom=2&markers=title:$long%7C1,2")"
status_line=$(python3 - "$main_port" <<'PY'
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"GET /staticmap?center=0,0&zoom=2&markers=title:" + b"x" * 200000 + b"%7C1,2 HTTP/1.1\r\nHost: x\r\n\r\n")
s.settimeout(10)
print(s.recv(4096).split(b"\r\n")[0].decode())
PY
)
checks=$((checks + 1))
[[ "$status_line" == "HTTP/1.1 414 "* ]] || fail "S6 a request line longer than libmicrohttpd's buffer is refused by libmicrohttpd itself: [$status_line]"
refused "unknown parameter" 400 zom - "$(url main '/staticmap?center=0,0&zom=2')"
checks=$((checks + 1)); [[ "$(json error)" == *'did you mean "zoom"'* ]] || fail "unknown parameter: $(json error)"
refused "bad value" 400 center - "$(url main '/staticmap?center=100,0&zoom=2')"
refused "missing" 400 zoom - "$(url main '/staticmap?center=0,0')"
refused "not UTF-8" 400 query - "$(url main '/staticmap?center=0,0&zoom=2&markers=title:%FF%7C1,2')"
for icon in '../etc/passwd' '..%2Fimages%2Fhouse' '%2e%2e%2fsecret' '%252e%252e%252fsecret' '%2Fetc%2Fpasswd' '..%5Csecret' 'house%00.png'; do
  refused "S9 icon $icon" 400 markers - "$(url main "/staticmap?center=0,0&zoom=2&markers=icon:$icon%7C1,2")"
done
fetch "$(url main '/staticmap?center=0,0&zoom=2&markers=icon:http:%2F%2Fexample.com%2Fx.png%7C1,2')"
expect_code 200 "D69 an icon URL draws the default pin"
expect_header X-Staticmap-Notice "markers[0]: icon URL not drawn: this server fetches icons only from the hosts it lists with --icon-hosts, and lists none; the default pin is drawn" "D69 the notice says why"
refused "S9 an icon not in --images" 400 markers - "$(url main '/staticmap?center=0,0&zoom=2&markers=icon:nothere%7C1,2')"
refused "F3 selected names no marker" 400 selected - "$(url main '/staticmap?center=0,0&zoom=2&markers=id:a%7Ctitle:A%7C1,2&selected=b')"
head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' >"$work/big.json"
refused "body (Content-Length)" 413 body "1 MiB" -X POST --data-binary "@$work/big.json" "$(url main /render)"
refused "body (chunked)" 413 body "1 MiB" -X POST -H "Transfer-Encoding: chunked" --data-binary "@$work/big.json" "$(url main /render)"
refused "S13 a scene with a mistake" 400 body - -X POST --data-binary '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zom": 2}}' "$(url main /render)"
checks=$((checks + 1)); [[ "$(json error)" == 'body: camera: unknown field "zom"; did you mean "zoom"?' ]] || fail "S13 scene error: $(json error)"
refused "S9 a scene naming a file by path" 400 body - -X POST --data-binary '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 2}, "markers": [{"position": {"latitude": 0, "longitude": 0}, "icon": "/etc/passwd"}]}' "$(url main /render)"
refused "S9 a scene naming GeoJSON" 400 body - -X POST --data-binary '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 2}, "geojson": "london.json"}' "$(url main /render)"
refused "S9 a scene's size" 400 body 2048x2048 -X POST --data-binary '{"version": 1, "size": [4000, 10], "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 2}}' "$(url main /render)"
refused "S13 an empty body" 400 body - -X POST "$(url main /render)"
refused "D178 a scene clustering a points file the server does not serve" 400 body - -X POST --data-binary '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 2}, "clusters": {"points": "../london.json"}}' "$(url main /render)"
refused "S13 a query parameter on POST /render" 400 zoom - -X POST --data-binary "@$work/images/london.json" "$(url main '/render?zoom=3')"
refused "404" 404 path - "$(url main /nothing)"
refused "405" 405 method - -X DELETE "$(url main /staticmap)"
expect_header Allow "GET, HEAD" "405 says what is allowed"
checks=$((checks + 1)); kill -0 "$main_pid" || fail "the server survived every refusal"

# --- Every core renders: two workers each draw --------------------------------------------------------
seq 1 24 | xargs -P 12 -I{} curl -s -o /dev/null "$(url main "/staticmap?center=51.5,-0.127&zoom=10&size=400x300&markers=title:Request%20{}%7C51.5,-0.127")"
for worker in 0 1; do
  checks=$((checks + 1))
  [ "$(metric main "infowindow_worker_renders_total{worker=\"$worker\"}")" -gt 0 ] || fail "S1 worker $worker drew nothing of 24 requests at once"
done

# --- A worker killed between requests is replaced; the next requests are drawn -----------------------
worker_pid=$(pgrep -P "$main_pid" | head -n 1)
kill -KILL "$worker_pid"
sleep 0.2
for i in 1 2 3 4; do
  fetch "$(url main "/staticmap?center=1,$i&zoom=3&size=100x100")"
  expect_code 200 "S1 after a worker was killed, request $i"
done
checks=$((checks + 1)); [ "$(metric main infowindow_worker_restarts_total)" -ge 1 ] || fail "S14 the restart was counted"

stop_server main
checks=$((checks + 1)); [ "$stopped_status" -eq 0 ] || fail "S10 SIGTERM: exit status $stopped_status"

# --- --tiles: the basemap chosen as infowindow render --mbtiles chooses it ------------------------------
convert -size 256x256 xc:'#9cc3e0' -fill '#f2efe9' -draw "circle 128,128 128,40" "$work/tile.png"
sqlite3 "$work/tiles.mbtiles" "CREATE TABLE metadata (name TEXT, value TEXT);
  CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
  INSERT INTO metadata VALUES ('format', 'png'), ('attribution', 'e2e test tiles');
  INSERT INTO tiles VALUES (0, 0, 0, readfile('$work/tile.png'));"
start_server tiled --workers 1 --tiles "$work/tiles.mbtiles"
sed 's/"icon": "house.png"/"pin_color": "#3b6fd1"/' "$work/images/london.json" >"$work/tiled.json"
fetch "$(url tiled "/staticmap?${london/icon:house/color:0x3b6fd1}")"
expect_code 200 "--tiles"
cp "$work/body" "$work/tiled-pin.png"
"$bin" render "$work/tiled.json" --mbtiles "$work/tiles.mbtiles" -o "$work/tiled-rendered.png" >/dev/null
"$bin" render "$work/tiled.json" -o "$work/untiled-rendered.png" >/dev/null
same_pixels "$work/tiled-pin.png" "$work/tiled-rendered.png" "--tiles draws the tiles infowindow render --mbtiles draws"
checks=$((checks + 1)); ! cmp -s "$work/tiled-rendered.png" "$work/untiled-rendered.png" || fail "--tiles changed nothing"
stop_server tiled

# --- S16 --tiles with vector tiles and --style: the street map infowindow render --tiles --style draws --
start_server streets --workers 1 --tiles helsinki --style "$root/Sources/InfoWindowTiles/Data/styles/openmaptiles-night.json"
helsinki_query='/staticmap?center=60.1699,24.9384&zoom=16&size=400x300&markers=id:station|title:Central%20station|60.1719,24.9414&selected=station'
fetch "$(url streets "$helsinki_query")"
expect_code 200 "S16 --tiles helsinki --style"
cp "$work/body" "$work/streets.png"
cat >"$work/streets.json" <<JSON
{ "version": 1, "size": [400, 300],
  "camera": { "target": { "latitude": 60.1699, "longitude": 24.9384 }, "zoom": 16 },
  "markers": [ { "id": "station", "title": "Central station", "position": { "latitude": 60.1719, "longitude": 24.9414 } } ],
  "selected": "station" }
JSON
"$bin" render "$work/streets.json" --tiles helsinki --style "$root/Sources/InfoWindowTiles/Data/styles/openmaptiles-night.json" \
  -o "$work/streets-rendered.png" >/dev/null
same_pixels "$work/streets.png" "$work/streets-rendered.png" "S16 serve draws the vector tiles and style render --tiles --style draws"
stop_server streets

# --- D80, D81, D83 one scene format, any door: every bundled scene posted gives what render gives ------
# Started as a newcomer would: --images Scenes/images (the scenes name images/NAME.png), and
# --tiles helsinki for the scene whose basemap is "helsinki". JPEG and PNG answers are compared byte
# for byte with render's -o NAME.jpg and -o NAME.png (a posted scene's PNG is written as render writes
# it; /staticmap's is compressed faster, S12).
# Scenes/clusters.json clusters Scenes/helsinki-points.geojson: the servers serve that file (--points, D178).
start_server scenes --workers 1 --images "$root/Scenes/images" --points "$root/Scenes/helsinki-points.geojson"
start_server helsinki --workers 1 --images "$root/Scenes/images" --tiles helsinki --points "$root/Scenes/helsinki-points.geojson"
posted=0
for scene in "$root"/Scenes/*.json; do
  base=$(basename "$scene" .json)
  server=scenes
  grep -q '"basemap": *"helsinki"' "$scene" && server=helsinki
  "$bin" render "$scene" -o "$work/$base-rendered.jpg" >/dev/null 2>"$work/$base-render.err"
  "$bin" render "$scene" -o "$work/$base-rendered.png" >/dev/null 2>"$work/$base-render.err"
  fetch -X POST --data-binary "@$scene" "$(url "$server" '/render?format=jpeg')"
  expect_code 200 "D83 POST /render?format=jpeg of Scenes/$base.json"
  checks=$((checks + 1))
  cmp -s "$work/body" "$work/$base-rendered.jpg" ||
    fail "D83 POST /render?format=jpeg of Scenes/$base.json: not the bytes of infowindow render -o $base.jpg ($(stat -c %s "$work/body") and $(stat -c %s "$work/$base-rendered.jpg") bytes)"
  fetch -X POST --data-binary "@$scene" "$(url "$server" /render)"
  expect_code 200 "D83 POST /render of Scenes/$base.json"
  cp "$work/body" "$work/$base-posted.png"
  checks=$((checks + 1))
  cmp -s "$work/$base-posted.png" "$work/$base-rendered.png" ||
    fail "D83 POST /render of Scenes/$base.json: not the bytes of infowindow render -o $base.png ($(stat -c %s "$work/$base-posted.png") and $(stat -c %s "$work/$base-rendered.png") bytes)"
  posted=$((posted + 1))
done
checks=$((checks + 1)); [ "$posted" -ge 5 ] || fail "D83 posted $posted bundled scenes; Scenes/ has at least 5"
fetch -X POST --data-binary "@$root/Scenes/helsinki.json" "$(url scenes /render)"
expect_code 400 "D81 a scene whose basemap the server does not serve"
checks=$((checks + 1))
[ "$(json error)" == 'body: basemap: "helsinki" (the bundled Helsinki tiles) is not served here (this server draws the world map); a server started with --tiles helsinki draws it, or write "default" for this server'"'"'s basemap' ] ||
  fail "D81: the refusal says [$(json error)]"
sed 's#images/sydney.png#../images/sydney.png#' "$root/Scenes/australia.json" >"$work/escape.json"
fetch -X POST --data-binary "@$work/escape.json" "$(url scenes /render)"
expect_code 400 "D80 an image name with .. is refused"
checks=$((checks + 1))
[ "$(json error)" == 'body: markers[0].info_window.items[0].image: "../images/sydney.png" has a ".." component; name the file inside the folder, by its name alone' ] ||
  fail "D80: the refusal says [$(json error)]"
stop_server scenes
stop_server helsinki

# --- The time limit: a render past it is 422 and the worker is replaced --------------------------------
start_server slow --workers 1 --timeout 0.4
many=$(python3 -c 'print("%7C".join("%d.%d,%d.%d" % (i % 40, i % 10, i % 80, i % 7) for i in range(1000)))')
refused "S5 a picture taking longer than the time limit" 422 request "0.4 s" \
  "$(url slow "/staticmap?center=20,40&zoom=3&size=2048x2048&scale=3&tilt=60&bearing=30&markers=title:A%20marker$many")"
# The replacement worker starts at once; a request sent while it is still starting may meet the
# short limit too, so the check is that the server recovers, not how fast.
for attempt in $(seq 20); do
  fetch "$(url slow '/staticmap?center=0,0&zoom=3&size=64x64')"
  [ "$code" == "200" ] && break
  sleep 0.5
done
expect_code 200 "S5 after a worker was killed at the time limit, the server draws again"
checks=$((checks + 1)); [ "$(metric slow infowindow_worker_restarts_total)" -ge 1 ] || fail "S5 the killed worker was counted"
stop_server slow

# --- The bounded queue: past it, 503 with Retry-After ---------------------------------------------------
start_server busy --workers 1 --queue 1
big='/staticmap?center=0,0&zoom=3&size=2048x2048&scale=2'
for i in 1 2 3 4 5 6; do
  curl -s -o "$work/busy-$i.body" -D "$work/busy-$i.headers" -w '%{http_code}' "$(url busy "$big&bearing=$i")" >"$work/busy-$i.code" &
done
wait_for_curls() { while pgrep -f "curl -s -o $work/busy-" >/dev/null; do sleep 0.1; done; }
wait_for_curls
rejected=0
for i in 1 2 3 4 5 6; do
  if [ "$(cat "$work/busy-$i.code")" == "503" ]; then
    rejected=$((rejected + 1))
    cp "$work/busy-$i.body" "$work/body"
    cp "$work/busy-$i.headers" "$work/headers"
  fi
done
checks=$((checks + 4))
[ "$rejected" -ge 1 ] || fail "S4 six pictures at once for one worker and a queue of one: none was refused ($(cat "$work"/busy-*.code))"
[ "$(header Retry-After)" == "1" ] || fail "S4 the 503 has Retry-After: 1"
[ "$(json parameter)" == "request" ] && [ "$(json limit)" == "1 waiting" ] || fail "S4 the 503's body: $(cat "$work/body")"
[ "$(metric busy infowindow_render_queue_rejected_total)" == "$rejected" ] || fail "S14 refusals counted"
stop_server busy

# --- Slow clients hold no worker; a slow body meets the time limit ---------------------------------------
start_server lazy --workers 1 --timeout 2
python3 - "$lazy_port" >"$work/lazy.txt" 2>&1 <<'PY' &
import socket, sys, time
port = int(sys.argv[1])
request = b"GET /staticmap?center=0,0&zoom=2&size=64x64 HTTP/1.1\r\nHost: x\r\n\r\n"
clients = []
for _ in range(3):
    s = socket.create_connection(("127.0.0.1", port))
    clients.append(s)
for i in range(6):                      # one byte a second, for six seconds, on each connection
    for s in clients:
        s.send(request[i:i + 1])
    time.sleep(1)
print("still sending")
PY
slow_clients=$!
sleep 1.5
for i in 1 2 3; do
  fetch "$(url lazy "/staticmap?center=$i,0&zoom=2&size=64x64")"
  expect_code 200 "S11 a request while three clients send a byte a second"
done
checks=$((checks + 1)); kill -0 "$slow_clients" 2>/dev/null || fail "S11 the slow clients were still sending"
python3 - "$lazy_port" >"$work/dribble.txt" 2>&1 <<'PY'
import socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
body = b'{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 2}}'
s.send(b"POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(body))
start = time.monotonic()
sent = 0
try:
    for i in range(len(body)):          # ten bytes a second: 8 s for the body, past the 2 s limit
        s.send(body[i:i + 1])
        sent += 1
        time.sleep(0.1)
    s.settimeout(10)
    print("answered" if s.recv(4096) else "closed", "after", sent, "of", len(body), "bytes")
except OSError:
    print("closed after", sent, "of", len(body), "bytes")
PY
checks=$((checks + 1)); [[ "$(cat "$work/dribble.txt")" =~ ^closed\ after\ [0-9]+\ of\ [0-9]+\ bytes$ ]] && [ "$(cut -d' ' -f3 "$work/dribble.txt")" -lt 60 ] \
  || fail "S5 a body still arriving at the time limit closes the connection: [$(cat "$work/dribble.txt")]"
fetch "$(url lazy "/staticmap?center=9,0&zoom=2&size=64x64")"
expect_code 200 "S5 the server answers after closing a slow body's connection"
wait "$slow_clients" || true
stop_server lazy

# --- SIGTERM drains: the request in flight is answered whole, then exit 0 --------------------------------
start_server drain --workers 1
# A kept-alive connection that sends its second request while the server drains.
python3 - "$drain_port" "$work/draining" >"$work/keepalive.txt" 2>&1 <<'PY' &
import os, socket, sys, time
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
s.settimeout(10)
first = s.recv(4096)
open(sys.argv[2] + ".connected", "w").close()
while not os.path.exists(sys.argv[2]):  # the script writes the file once SIGTERM is sent
    time.sleep(0.01)
time.sleep(0.1)
s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
answer = b""
while True:
    part = s.recv(4096)
    if not part:
        break
    answer += part
print(first.split(b"\r\n")[0].decode(), "|", answer.split(b"\r\n")[0].decode(), "|", b"connection: close" in answer.lower())
PY
keepalive=$!
tries=0
until [ -e "$work/draining.connected" ] || [ "$tries" -gt 500 ]; do sleep 0.02; tries=$((tries + 1)); done
curl -s -o "$work/drained.png" -w '%{http_code}' \
  "$(url drain "/staticmap?center=20,40&zoom=3&size=2048x2048&scale=2&tilt=60&bearing=30&markers=title:A%20marker$many")" >"$work/drained.code" &
drained=$!
tries=0
until [ "$(metric drain infowindow_http_requests_in_flight)" -ge 2 ] || [ "$tries" -gt 200 ]; do sleep 0.01; tries=$((tries + 1)); done
in_flight=$(metric drain infowindow_http_requests_in_flight)
kill -TERM "$drain_pid"
touch "$work/draining"
stop_server drain
checks=$((checks + 1)); [ "$in_flight" -ge 2 ] || fail "S10 the picture was in flight when SIGTERM was sent (in flight: $in_flight)"
wait "$drained" || true
checks=$((checks + 3))
[ "$stopped_status" -eq 0 ] || fail "S10 SIGTERM with a request in flight: exit status $stopped_status"
[ "$(cat "$work/drained.code")" == "200" ] || fail "S10 the request in flight was answered $(cat "$work/drained.code")"
[ "$(identify -format '%wx%h' "$work/drained.png" 2>/dev/null)" == "4096x4096" ] || fail "S10 the drained picture is whole"
checks=$((checks + 1)); ! curl -s -o /dev/null "$(url drain /healthz)" || fail "S10 nothing listens after the drain"
wait "$keepalive" || true
checks=$((checks + 1))
[ "$(cat "$work/keepalive.txt")" == "HTTP/1.1 200 OK | HTTP/1.1 503 Service Unavailable | True" ] \
  || fail "S10 a request on a kept-alive connection during the drain: [$(cat "$work/keepalive.txt")]"

# --- D67 URL signing and API keys ---------------------------------------------------------------------
# Google's published example secret; the signature is computed here by Python's hmac, not by the server.
echo "vNIXE0xscrmjlyV-12Nj_BvUPaw=" >"$work/secret.txt"
printf 'YOUR_API_KEY\n# a comment\n' >"$work/keys.txt"
start_server signed --workers 1 --signing-secret "$work/secret.txt" --keys "$work/keys.txt"
portion='/staticmap?center=40.714%2c%20-73.998&zoom=12&size=400x400&key=YOUR_API_KEY&maptype=terrain'
signature=$(python3 -c 'import base64, hashlib, hmac, sys
key = base64.urlsafe_b64decode("vNIXE0xscrmjlyV-12Nj_BvUPaw=")
print(base64.urlsafe_b64encode(hmac.new(key, sys.argv[1].encode(), hashlib.sha1).digest()).decode())' "$portion")
fetch "$(url signed "$portion&signature=$signature")"
expect_code 200 "D67 a URL signed as Google signs it"
expect_header X-Staticmap-Notice "maptype=terrain is drawn as roadmap: this server has no aerial imagery or relief" "D61 the notice"
refused "D67 unsigned" 403 signature - "$(url signed "$portion")"
refused "D67 signed for another URL" 403 signature - "$(url signed "${portion/zoom=12/zoom=13}&signature=$signature")"
refused "D67 a signature of the wrong length" 403 signature - "$(url signed "$portion&signature=${signature:0:20}")"
refused "D67 an unknown key" 403 key - "$(url signed "${portion/YOUR_API_KEY/OTHER}&signature=$signature")"
checks=$((checks + 3))
[ "$(metric signed 'infowindow_staticmap_refusals_total{reason="signature_missing"}')" == "1" ] || fail "D67 the refusals metric counts the unsigned URL"
[ "$(metric signed 'infowindow_staticmap_refusals_total{reason="signature_mismatch"}')" == "1" ] || fail "D67 the refusals metric counts the mismatch"
[ "$(metric signed 'infowindow_staticmap_refusals_total{reason="key_unknown"}')" == "1" ] || fail "D67 the refusals metric counts the unknown key"
stop_server signed

echo "serve.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
