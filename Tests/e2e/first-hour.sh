#!/usr/bin/env bash
# A newcomer's first hour with `infowindow render` (issue 25): what the picture leaves out is said, with
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
expect_stderr ""

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
expect_stderr ""
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
