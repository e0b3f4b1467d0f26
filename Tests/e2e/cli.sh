#!/usr/bin/env bash
# End-to-end test of the `infowindow` command, run as a user types it: good runs compare the PNGs
# they write with goldens in Tests/e2e/golden/ (decoded pixels, ImageMagick `compare -fuzz 10%`), and
# every error checks its exit status and its exact message on standard error.
#
#   Tests/e2e/cli.sh                     # run (builds the debug infowindow first)
#   RECORD_GOLDENS=1 Tests/e2e/cli.sh    # rewrite the goldens, then look at each one
#
# A missing golden is written and the test fails, so a new golden is always looked at.
set -euo pipefail

name=cli.sh
source "$(dirname "$0")/support/harness.bash"
golden="$here/golden"
# Pixels allowed to differ by more than 10% in a channel (antialiasing noise between machines).
allowed_pixels=40

source "$here/support/golden.bash"

# no_leftovers DIR — no temporary file of an atomic write is left in DIR.
no_leftovers() {
  checks=$((checks + 1))
  local left
  left=$(find "$1" -name '.*.tmp' | head -n 1)
  [ -z "$left" ] || fail "a temporary file was left behind: $left"
}

echo "e2e cli: good runs"

run demo --out "$work/demo"
expect_status 0
expect_stderr ""
expect_stdout "$(printf '%s\n' "$work"/demo/{london,australia-sydney,australia-melbourne,australia-brisbane,taipei,tilted,helsinki}.png)"
for name in london australia-sydney australia-melbourne australia-brisbane taipei tilted helsinki; do
  same_picture "$work/demo/$name.png" "demo-$name"
done
no_leftovers "$work/demo"

run render "$root/Scenes/london.json" -o london.png --size 400x300 --scale 2
expect_status 0
expect_stdout "london.png"
same_picture "$work/cwd/london.png" "render-london-400x300@2x"
checks=$((checks + 1))
[ "$(identify -format '%wx%h' "$work/cwd/london.png")" == "800x600" ] || fail "--size 400x300 --scale 2 is 800x600 pixels"

# R34: --location draws the device's blue dot and its accuracy circle, between the shapes and the markers.
run render "$root/Scenes/helsinki.json" --location 60.1712,24.9414 -o located.png
expect_status 0
expect_stdout "located.png"
same_picture "$work/cwd/located.png" "render-helsinki-location"

run render "$root/Scenes/london.json" "$root/Scenes/taipei.json" -o batch/
expect_status 0
expect_stdout "$(printf 'batch/london.png\nbatch/taipei.png')"
# D99: London at zoom 10 and Taipei at 13 have the world map alone, and say so once each.
expect_stderr "$(world_note 10)
$(world_note 13)"
same_picture "$work/cwd/batch/taipei.png" "demo-taipei"
no_leftovers "$work/cwd/batch"

run render --geojson "$root/Scenes/cities.geojson" --center 48,4 --zoom 4 --select paris -o cities.png
expect_status 0
expect_stdout "cities.png"
same_picture "$work/cwd/cities.png" "render-cities-paris"

run render --geojson "$root/Scenes/cities.geojson" --center 48,4 --zoom 4 --select Berlin -o berlin.png
expect_status 0
same_picture "$work/cwd/berlin.png" "render-cities-berlin"

# D79: no camera given — the view is fitted to every city and Paris's window, and nothing is left out.
run render --geojson "$root/Scenes/cities.geojson" --select paris -o fitted.png
expect_status 0
expect_stdout "fitted.png"
expect_stderr ""
same_picture "$work/cwd/fitted.png" "render-cities-fitted"
run render --geojson "$root/Scenes/cities.geojson" --select paris --strict -o fitted-strict.png
expect_status 0

# --mbtiles: a real MBTiles file (one PNG tile) becomes the basemap; an SQLite file without tiles is refused.
convert -size 256x256 xc:'#9cc3e0' -fill '#f2efe9' -draw "circle 128,128 128,40" "$work/cwd/tile.png"
sqlite3 "$work/cwd/tiles.mbtiles" "CREATE TABLE metadata (name TEXT, value TEXT);
  CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
  INSERT INTO metadata VALUES ('format', 'png'), ('attribution', 'e2e test tiles');
  INSERT INTO tiles VALUES (0, 0, 0, readfile('$work/cwd/tile.png'));"
run render "$root/Scenes/london.json" --mbtiles tiles.mbtiles -o tiles.png
expect_status 0
expect_stdout "tiles.png"
same_picture "$work/cwd/tiles.png" "render-london-mbtiles"
sqlite3 "$work/cwd/notes.mbtiles" "CREATE TABLE notes (text TEXT);"
error 2 "$root/Scenes/london.json: basemap: notes.mbtiles: is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (no such table: tiles); give the path of an .mbtiles file of raster tiles (for example one made by gdal_translate -of MBTILES or mb-util)." \
  render "$root/Scenes/london.json" --mbtiles notes.mbtiles -o notes.png

# --tiles and --style: vector tiles (a PMTiles copy of the bundled Helsinki) drawn with a style file;
# a style that is not JSON, and a tile file that is not one, are refused with the file and the place.
cp "$root/Sources/InfoWindowTiles/Data/osm/helsinki.pmtiles" "$work/cwd/"
cp "$root/Sources/InfoWindowTiles/Data/styles/openmaptiles-night.json" "$work/cwd/night.json"
run render "$root/Scenes/helsinki.json" --tiles helsinki.pmtiles --style night.json --zoom 15.5 -o night.png
expect_status 0
expect_stdout "night.png"
same_picture "$work/cwd/night.png" "render-helsinki-night"
printf '{"version": 8, "layers": [' >"$work/cwd/broken.json"
# D74: the error names the option at fault.
error 2 "infowindow render: --style: broken.json: is not JSON: 1:27: expected a value, found the end of the file" \
  render "$root/Scenes/helsinki.json" --style broken.json -o broken.png
error 2 "infowindow render: --tiles: notes.mbtiles: is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (no such table: tiles); give an .mbtiles file of vector tiles (for example one made by tilemaker)." \
  render "$root/Scenes/helsinki.json" --tiles notes.mbtiles -o notes.png
error 2 "infowindow render: --tiles: missing.pmtiles: no such file; check the path" render "$root/Scenes/helsinki.json" --tiles missing.pmtiles -o m.png

# A batch on a terminal shows a progress bar (script(1) gives the command a pseudo-terminal).
checks=$((checks + 1))
script -qec "cd '$work/cwd' && '$bin' render '$root/Scenes/london.json' '$root/Scenes/tilted.json' -o tty/" /dev/null >"$work/tty.txt" 2>&1 || true
grep -qF "1/2" "$work/tty.txt" && grep -qF "tty/tilted.png" "$work/tty.txt" || fail "no progress bar on a terminal: $(cat "$work/tty.txt")"

for command in "" demo render help; do
  run $command --help
  expect_status 0
  expect_stdout_contains "Usage:"
  [ -z "$command" ] || expect_stdout_contains "Examples:"
done
run help render
expect_status 0
expect_stdout_contains "infowindow render --geojson POINTS.geojson --center LAT,LNG --zoom Z [--select ID] -o OUT.png"
run
expect_status 0
expect_stdout_contains "Commands:"

echo "e2e cli: errors"
cd "$work/cwd"
printf '{\n  "version": 1,\n  "camera": {"target": {"latitude": 51.5 "longitude": 0}, "zoom": 3}\n}\n' >syntax.json
cat >range.json <<'JSON'
{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3},
 "markers": [
  {"position": {"latitude": 1, "longitude": 2}},
  {"position": {"latitude": 1, "longitude": 2}},
  {"position": {"latitude": 1, "longitude": 2}},
  {"position": {"latitude": 91.2, "longitude": 2}}
 ]}
JSON
echo '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3}, "markers": [{"position": {"latitude": 1, "longitude": 2}, "titel": "x"}]}' >unknown.json
echo '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3}, "markers": [{"position": {"latitude": 1, "longitude": 2}, "icon": "images/hous.png"}]}' >icon.json
echo '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": NaN}, "zoom": 3}}' >nan.json
echo '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3}, "markers": [{"id": "a", "position": {"latitude": 1, "longitude": 2}, "title": "Alpha"}], "selected": "a"}' >ok.json
cat >mixed.geojson <<'JSON'
{"type": "FeatureCollection", "features": [
  {"type": "Feature", "id": 1, "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "One"}},
  {"type": "Feature", "id": 2, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
  {"type": "Feature", "id": 3, "geometry": {"type": "Point", "coordinates": [1, 1]}, "properties": {"z_index": "top"}}
]}
JSON
cd "$root"

error 2 "syntax.json:3:42: expected ',' or '}' after the value, found '\"'" render syntax.json -o out.png
error 2 "range.json: markers[3].position.latitude: expected a number from -90 to 90, got 91.2" render range.json -o out.png
error 2 'unknown.json: markers[0]: unknown field "titel"; did you mean "title"?' render unknown.json -o out.png
error 2 "icon.json: markers[0].icon: no such file: images/hous.png" render icon.json -o out.png
error 2 "nan.json:1:66: NaN is not valid JSON; write a finite number" render nan.json -o out.png
error 2 "missing.json: no such file; check the path" render missing.json -o out.png
error 2 "$root/Scenes/cities.geojson: --select: no marker has the id or title \"pariss\" (did you mean \"paris\"?); the markers are \"london\" (London), \"paris\" (Paris), \"berlin\" (Berlin), \"madrid\" (Madrid), \"rome\" (Rome), \"amsterdam\" (Amsterdam), \"brussels\" (Brussels), \"vienna\" (Vienna) and 4 more" \
  render --geojson "$root/Scenes/cities.geojson" --center 48,4 --zoom 4 --select pariss -o out.png
error 2 'ok.json: --select: no marker has the id or title "b"; the markers are "a" (Alpha)' render ok.json --select b -o out.png
error 2 'mixed.geojson: features[2].properties.z_index: expected a whole number from -2147483648 to 2147483647, got "top"' \
  render --geojson mixed.geojson --center 0,0 --zoom 3 -o out.png
error 1 "nowhere/out.png: cannot be written: the folder $work/cwd/nowhere does not exist; create the folder or choose another output path." \
  render ok.json -o nowhere/out.png
error 1 "/proc/infowindow-e2e.png: cannot be written: no file can be created in the folder /proc (No such file or directory); choose a writable output path." \
  render ok.json -o /proc/infowindow-e2e.png
checks=$((checks + 1))
[ ! -e "$work/cwd/out.png" ] || fail "a failed render wrote out.png"

error 2 "infowindow render: unknown option --sacle (did you mean --scale?); see 'infowindow render --help'" render ok.json --sacle 2 -o out.png
error 2 "infowindow: unknown command 'rendr' (did you mean 'render'?); see 'infowindow help'" rendr ok.json
error 2 "infowindow render: missing -o OUT.png (where to write the picture); see 'infowindow render --help'" render ok.json
error 2 "infowindow render: -o needs a value (PATH); see 'infowindow render --help'" render ok.json -o
error 2 "infowindow render: --scale is given twice; give it once" render ok.json --scale 1 --scale 2 -o out.png
error 2 'infowindow render: --size: expected WIDTHxHEIGHT in points, each from 1 to 4096, e.g. 640x480, got "640"' render ok.json --size 640 -o out.png
error 2 'infowindow render: --scale: expected a number from 0.25 to 8, got "nan"' render ok.json --scale nan -o out.png
error 2 'infowindow render: --center: expected LATITUDE,LONGITUDE in degrees (latitude -90 to 90, longitude -180 to 180), e.g. 51.5,-0.127, got "151.2,-33.9"' \
  render --geojson mixed.geojson --center 151.2,-33.9 --zoom 3 -o out.png
error 2 'infowindow render: --zoom: expected a number from 0 to 22, got "30"' render ok.json --zoom 30 -o out.png
error 2 "infowindow render: --geojson needs both --center LAT,LNG and --zoom Z (e.g. --center 51.5,-0.127 --zoom 10), or neither to fit the view to the markers" render --geojson mixed.geojson --zoom 3 -o out.png
error 2 "infowindow render: give scene files or --geojson FILE, not both" render ok.json --geojson mixed.geojson --center 0,0 --zoom 1 -o out.png
error 2 "infowindow render: give a scene file (SCENE.json) or --geojson FILE; see 'infowindow render --help'" render -o out.png
error 2 'infowindow render: with several scenes, -o must be a folder ending in / (got "out.png")' render ok.json range.json -o out.png
error 2 "infowindow render: -o ok.json would overwrite the input; choose another output path" render ok.json -o ok.json
error 2 "infowindow render: --mbtiles: ok.json: not an MBTiles file (it is not an SQLite database)" render ok.json --mbtiles ok.json -o out.png
error 2 "infowindow render: --size 4096x4096 at scale 8 is larger than a picture may be (16384 pixels a side, 64 Mpx); use a smaller size or scale" \
  render ok.json --size 4096x4096 --scale 8 -o out.png
error 2 "infowindow render: --location: expected LATITUDE,LONGITUDE in degrees (latitude -90 to 90, longitude -180 to 180), e.g. 51.5,-0.127, got \"91,1\"" \
  render ok.json --location 91,1 -o out.png
error 2 "infowindow demo: unexpected argument 'now'; see 'infowindow demo --help'" demo now
error 2 "infowindow demo: --scenes: nowhere holds no demo scenes (there is no london.json); give the Scenes folder of the checkout" demo --scenes nowhere
error 2 "infowindow help: unknown command 'rendr' (did you mean 'render'?); the commands are demo, render, view, serve, tiles, help" help rendr

# F6 a batch with a bad scene draws the others and exits with the worst status.
run render ok.json range.json -o partial/
expect_status 2
expect_stdout "partial/ok.png"
expect_stderr "$(printf 'range.json: markers[3].position.latitude: expected a number from -90 to 90, got 91.2\ninfowindow render: 1 of 2 scenes were not drawn (see above)')"

# Features that are not Points are skipped with one warning.
printf '{"type": "FeatureCollection", "features": [{"type": "Feature", "id": 1, "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "One"}}, {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": []}}]}' >"$work/cwd/skip.geojson"
run render --geojson skip.geojson --center 0,0 --zoom 3 --select 1 -o skip.png
expect_status 0
expect_stdout "skip.png"
expect_stderr "infowindow: warning: skip.geojson: skipped 1 feature that is not a Point, the first is features[1] (a Polygon)"

echo "e2e cli: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
