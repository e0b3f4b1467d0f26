#!/usr/bin/env bash
# A newcomer's first hour (issue 25): first the story of the issue's done-when, end to end with the
# installed program (D84); then, with the checkout's build: what the picture leaves out is said, with
# the fix, and --strict makes it an error (D72, D73); a view outside the street tiles gets one plain note
# about their coverage and no word about a broken file (D71); --style names bundled styles and never
# changes the tiles, --mbtiles on vector tiles says --tiles (D74); -o NAME.jpg writes JPEG (D75); a
# scene's "tilt" is answered with "viewing_angle" (D76); GeoJSON's simplestyle problems are warned
# about (D77).
set -euo pipefail

name=first-hour.sh
source "$(dirname "$0")/support/harness.bash"
scenes="$root/Scenes"

expect_stderr_contains() {
  checks=$((checks + 1))
  grep -qF -- "$1" "$work/stderr" || fail "$last: stderr does not contain [$1]: $(head -c 600 "$work/stderr")"
}
expect_stderr_lacks() {
  checks=$((checks + 1))
  ! grep -qF -- "$1" "$work/stderr" || fail "$last: stderr contains [$1]"
}
expect_magic() {  # expect_magic FILE HEX — the file starts with these bytes
  checks=$((checks + 1))
  local got
  got=$(head -c $((${#2} / 2)) "$work/cwd/$1" | od -An -tx1 | tr -d ' \n')
  [ "$got" == "$2" ] || fail "$last: $1 starts with $got, expected $2"
}

# --- The story, as the issue's done-when tells it (D84) -----------------------------------------------
# `make install` into a scratch PREFIX (the debug build the harness made: CONFIGURATION=debug), then
# `infowindow` from that PATH, in a folder outside the repository: the world map at Times Square and in
# the README's London example, the same with --tiles helsinki (one coverage note, nothing about the
# file), `infowindow tiles` on the bundled extract, GeoJSON fitted without a camera, every bundled scene
# posted to `infowindow serve`, the repository standing alone, LICENSE and NOTICE.
water_pixels() {  # water_pixels FILE WxH+X+Y — pixels of the world map's water colour in that region
  convert "$work/cwd/$1" -crop "$2" +repage -fuzz 3% -fill black +opaque "srgb(169,211,224)" \
    -fill white -opaque "srgb(169,211,224)" -format "%[fx:round(mean*w*h)]" info:
}
expect_water() {  # expect_water FILE REGION MIN MAX WHAT
  checks=$((checks + 1))
  local n
  n=$(water_pixels "$1" "$2")
  [ "$n" -ge "$3" ] && [ "$n" -le "$4" ] || fail "$5: $1 has $n water pixels in $2, expected $3 to $4"
}
prefix="$work/prefix"
checks=$((checks + 1))
make -s -C "$root" install PREFIX="$prefix" CONFIGURATION=debug >"$work/install.out" 2>&1 ||
  fail "make install PREFIX=$prefix failed: $(tail -n 5 "$work/install.out")"
checks=$((checks + 1))
grep -qF "install: $prefix/bin/infowindow -> $prefix/libexec/infowindow/infowindow" "$work/install.out" ||
  fail "make install did not say where infowindow went: $(cat "$work/install.out")"
repository_bin=$bin
bin=infowindow
PATH="$prefix/bin:$PATH"
checks=$((checks + 1))
[ "$(command -v infowindow)" == "$prefix/bin/infowindow" ] || fail "infowindow on the PATH is $(command -v infowindow), not the installed one"

# Times Square at zoom 15, on the world map: the Hudson at the top-left corner, land in the middle; no
# file is blamed, and one coverage note says the world map alone shows no streets and how to get them
# (D99).
cat >"$work/cwd/times-square.json" <<'JSON'
{ "version": 1, "size": [640, 480],
  "camera": { "target": { "latitude": 40.758, "longitude": -73.9855 }, "zoom": 15 } }
JSON
run render times-square.json -o times-square.png
expect_status 0
expect_stdout "times-square.png"
expect_stderr "$(world_note 15)"
expect_water times-square.png 40x40+0+0 1500 1600 "the Hudson at Times Square"
expect_water times-square.png 300x200+170+280 0 0 "Midtown is land"
# The README's London example: the Thames through the London pin, at scale 2.
run render "$scenes/london.json" -o london.png --scale 2
expect_status 0
expect_stderr "$(world_note 10)"
expect_water london.png 100x160+660+400 20 4000 "the Thames beside the London pin"
expect_water london.png 100x160+660+100 0 0 "north London is land"
# The same with --tiles helsinki: the world map drawn alike (only the attribution differs), and one line,
# the coverage note, never a word about the file.
run render times-square.json --tiles helsinki -o times-square-helsinki.png
expect_status 0
expect_stderr "infowindow: note: the bundled Helsinki tiles: the view lies outside the tiles' coverage (latitude 60.1642 to 60.1791, longitude 24.9352 to 24.9534, from the file's metadata), so the world map is drawn there; to see the tiles' streets, centre the camera inside, e.g. at 60.1716,24.9443"
checks=$((checks + 1))
differing=$(compare -metric AE "$work/cwd/times-square.png[640x456+0+0]" "$work/cwd/times-square-helsinki.png[640x456+0+0]" null: 2>&1 || true)
[ "$differing" == "0" ] || fail "--tiles helsinki at Times Square does not draw the world map alike ($differing pixels differ above the attribution)"
run render "$scenes/london.json" -o london-helsinki.png --tiles helsinki
expect_status 0
checks=$((checks + 1))
[ "$(wc -l <"$work/stderr")" -eq 1 ] && grep -q "^infowindow: note: the bundled Helsinki tiles: the view lies outside the tiles' coverage" "$work/stderr" ||
  fail "London with --tiles helsinki: stderr is not the one coverage note: $(cat "$work/stderr")"
expect_stderr_lacks "make the tiles again"
expect_water london-helsinki.png 50x80+330+200 10 2000 "the Thames under --tiles helsinki"

# `infowindow tiles` on the bundled extract (the pipeline installed beside the program): the streets
# the bundled tiles draw (labels left out: tilemaker's threads may order them otherwise).
run tiles "$root/data/osm/Helsinki.osm.pbf" -o city.pmtiles
expect_status 0
expect_stdout "city.pmtiles"
python3 - "$root/Sources/InfoWindowTiles/Data/styles/openmaptiles.json" "$work/cwd/unlabelled.json" <<'PY'
import json, sys
style = json.load(open(sys.argv[1]))
style["layers"] = [layer for layer in style["layers"] if layer.get("type") != "symbol"]
json.dump(style, open(sys.argv[2], "w"))
PY
run render "$scenes/helsinki.json" --tiles city.pmtiles --style unlabelled.json -o city.png
expect_status 0
run render "$scenes/helsinki.json" --tiles helsinki --style unlabelled.json -o bundled.png
expect_status 0
checks=$((checks + 1))
differing=$(compare -metric AE -fuzz 10% "$work/cwd/city.png" "$work/cwd/bundled.png" null: 2>&1 || true)
differing=${differing%% *}
[[ "$differing" =~ ^[0-9]+$ ]] && [ $((differing * 200)) -le 400000 ] ||
  fail "the tiles made by infowindow tiles draw $differing of 400000 pixels unlike the bundled ones"

# GeoJSON with no camera: fitted, every city in the picture (else D72 would say which are not).
run render --geojson "$scenes/cities.geojson" -o cities.png
expect_status 0
expect_stderr ""
checks=$((checks + 1))
[ "$(identify -format '%wx%h' "$work/cwd/cities.png")" == "640x480" ] || fail "cities.png is $(identify -format '%wx%h' "$work/cwd/cities.png")"

# Every bundled scene posted to the installed server gives the bytes render gives (JPEG, D83).
source "$here/support/serve.bash"
# The clustered scene draws the servers' --points file (D178).
start_server story --workers 1 --images "$scenes/images" --points "$scenes/helsinki-points.geojson"
start_server storystreets --workers 1 --images "$scenes/images" --tiles helsinki --points "$scenes/helsinki-points.geojson"
posted=0
for scene in "$scenes"/*.json; do
  base=$(basename "$scene" .json)
  server=story
  grep -q '"basemap": *"helsinki"' "$scene" && server=storystreets
  run render "$scene" -o "posted-$base-rendered.jpg"
  expect_status 0
  checks=$((checks + 1))
  port_var="${server}_port"
  code=$(curl -s -o "$work/cwd/posted-$base.jpg" -w '%{http_code}' -X POST --data-binary "@$scene" "http://127.0.0.1:${!port_var}/render?format=jpeg" || true)
  [ "$code" == "200" ] && cmp -s "$work/cwd/posted-$base.jpg" "$work/cwd/posted-$base-rendered.jpg" ||
    fail "POST /render of Scenes/$base.json: status $code, not the bytes infowindow render gives"
  posted=$((posted + 1))
done
checks=$((checks + 1)); [ "$posted" -ge 5 ] || fail "posted $posted bundled scenes, expected every one of Scenes/*.json (5)"
stop_server story
stop_server storystreets

# The repository stands alone; LICENSE (Apache 2.0) and NOTICE (the data's terms) are there.
checks=$((checks + 1))
"$root/scripts/check-standalone" >"$work/standalone.out" 2>&1 || fail "scripts/check-standalone: $(cat "$work/standalone.out")"
checks=$((checks + 1))
grep -q "Apache License" "$root/LICENSE" && grep -q "Version 2.0" "$root/LICENSE" || fail "LICENSE is not the Apache License 2.0"
checks=$((checks + 1))
grep -q "© OpenStreetMap contributors" "$root/NOTICE" && grep -q "ODbL" "$root/NOTICE" && grep -q "Natural Earth" "$root/NOTICE" ||
  fail "NOTICE does not name OpenStreetMap (ODbL) and Natural Earth"
bin=$repository_bin

# D72 the selected marker off the picture: said, with where it is; --strict: an error, nothing written.
run render "$scenes/london.json" --zoom 14 --select heathrow -o heathrow.png
expect_status 0
expect_stdout "heathrow.png"
expect_stderr_contains "infowindow: warning: $scenes/london.json: the selected marker \"heathrow\" (51.47,-0.4543) is outside the picture, and so is its window; centre the camera on it or zoom out"
expect_stderr_contains "infowindow: warning: $scenes/london.json: 3 of 4 markers are outside the picture"
run render "$scenes/london.json" --zoom 14 --select heathrow -o strict.png --strict
expect_status 2
expect_stdout ""
expect_stderr_contains "infowindow render: $scenes/london.json: not drawn: --strict makes these an error"
checks=$((checks + 1)); [ ! -e "$work/cwd/strict.png" ] || fail "--strict wrote strict.png"
run render "$scenes/london.json" -o whole.png --strict
expect_status 0
# A note, not a warning: --strict lets it pass (D99).
expect_stderr "$(world_note 10)"

# D72 a centre written longitude first.
run render --geojson "$scenes/cities.geojson" --center 4,48 --zoom 4 -o swapped.png
expect_status 0
expect_stderr_contains "it looks written longitude first: did you mean 48,4 (latitude, longitude)?"

# D71 the bundled street tiles far from London: one note on coverage, nothing about the file, for a batch too.
cp "$scenes/london.json" "$work/cwd/a.json"; cp "$scenes/london.json" "$work/cwd/b.json"
run render a.json b.json --tiles helsinki -o out/
expect_status 0
expect_stderr "infowindow: note: the bundled Helsinki tiles: the view lies outside the tiles' coverage (latitude 60.1642 to 60.1791, longitude 24.9352 to 24.9534, from the file's metadata), so the world map is drawn there; to see the tiles' streets, centre the camera inside, e.g. at 60.1716,24.9443"
expect_stderr_lacks "make the tiles again"
run render "$scenes/helsinki.json" -o helsinki.png
expect_status 0
expect_stderr ""

# D74 bundled styles by name; --style alone keeps the scene's tiles; --mbtiles on vector tiles.
run render "$scenes/london.json" --style night -o night.png
expect_status 0
expect_stderr "$(world_note 10)"
run render "$scenes/helsinki.json" --tiles helsinki --style night -o helsinki-night.png
expect_status 0
expect_stderr ""
error 2 "infowindow render: --style: nightly: no such file; check the path (--style takes a style file or a bundled style: default, night)" \
  render "$scenes/london.json" --style nightly -o x.png
error 2 "infowindow render: --mbtiles: $root/Sources/InfoWindowTiles/Data/osm/helsinki.mbtiles holds vector tiles; draw them with --tiles $root/Sources/InfoWindowTiles/Data/osm/helsinki.mbtiles (--mbtiles takes raster PNG or JPEG tiles)" \
  render "$scenes/london.json" --mbtiles "$root/Sources/InfoWindowTiles/Data/osm/helsinki.mbtiles" -o x.png
printf '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3}, "basemap": "none", "markers": []}' >"$work/cwd/bare.json"
error 2 "infowindow render: --style: bare.json draws no basemap; give the tiles to style with --tiles, or leave --style out" \
  render bare.json --style night -o x.png

# D75 the format by the file's name, or --format; a picture format we do not write is refused.
run render "$scenes/london.json" -o london.jpg
expect_status 0
expect_magic london.jpg ffd8ff
run render "$scenes/london.json" -o london.jpeg
expect_magic london.jpeg ffd8ff
run render "$scenes/london.json" -o london.png
expect_magic london.png 89504e47
run render "$scenes/london.json" a.json --format jpeg -o jpegs/
expect_stdout "$(printf 'jpegs/london.jpg\njpegs/a.jpg')"
expect_magic jpegs/a.jpg ffd8ff
error 2 "infowindow render: -o london.webp: infowindow writes PNG or JPEG, not WEBP; name the file .png, .jpg or .jpeg" \
  render "$scenes/london.json" -o london.webp
error 2 "infowindow render: -o london.png names a PNG file but --format asks for JPEG; make them agree (or leave --format out)" \
  render "$scenes/london.json" -o london.png --format jpeg
error 2 "infowindow render: --format: expected png or jpeg, got \"gif\"" render "$scenes/london.json" -o x --format gif

# D76 the URL grammar's name in a scene.
printf '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3, "tilt": 30}, "markers": []}' >"$work/cwd/tilt.json"
error 2 "tilt.json: camera: unknown field \"tilt\"; did you mean \"viewing_angle\"? (what others call \"tilt\" is \"viewing_angle\" here)" \
  render tilt.json -o x.png

# D77 GeoJSON as people write it: a colour that is not one, a typo — warnings; --strict: errors.
printf '{"type": "FeatureCollection", "features": [{"type": "Feature", "id": "a", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"titel": "A", "marker-color": "reddish", "description": "d"}}]}' >"$work/cwd/style.geojson"
run render --geojson style.geojson --center 0,0 --zoom 5 -o style.png
expect_status 0
expect_stderr "$(printf '%s\n%s' \
  'infowindow: warning: style.geojson: features[0] ("a"): "marker-color" "reddish" is not a colour (#rgb or #rrggbb, e.g. "#3bb2d0"); the default pin is drawn' \
  'infowindow: warning: style.geojson: features[0] ("a"): unknown property "titel"; did you mean "title"? (it is left out)')"
run render --geojson style.geojson --center 0,0 --zoom 5 -o style2.png --strict
expect_status 2

echo "e2e first-hour: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
