#!/usr/bin/env bash
# `infowindow tiles` (issue 25, D78, D82): the bundled Helsinki extract made into tiles (MBTiles and
# PMTiles) draws the same streets as the bundled tiles; the output rules hold (an existing file replaced whole, a link kept, a FIFO
# written in place, a folder and the input refused); a file that is not a pbf, an empty one and a
# truncated one each get a clear error. Needs tilemaker and python3-pyosmium (scripts/bootstrap).
set -euo pipefail

name=tiles.sh
source "$(dirname "$0")/support/harness.bash"
pbf="$root/data/osm/Helsinki.osm.pbf"

expect_stderr_contains() {
  checks=$((checks + 1))
  grep -qF -- "$1" "$work/stderr" || fail "$last: stderr does not contain [$1]: $(head -c 600 "$work/stderr")"
}
tile_count() { sqlite3 "$1" "SELECT COUNT(*) FROM tiles" 2>/dev/null || echo 0; }

# The bundled extract, made again: the stages shown, the tiles written, the streets the same.
run tiles "$pbf" -o helsinki.mbtiles
expect_status 0
expect_stdout "helsinki.mbtiles"
expect_stderr_contains "infowindow tiles: stage 1/3: making the extract whole"
expect_stderr_contains "infowindow tiles: stage 3/3: crediting OpenStreetMap in the metadata"
checks=$((checks + 1))
[ "$(tile_count "$work/cwd/helsinki.mbtiles")" -eq "$(tile_count "$root/Sources/InfoWindowTiles/Data/osm/helsinki.mbtiles")" ] ||
  fail "made $(tile_count "$work/cwd/helsinki.mbtiles") tiles, the bundled file has $(tile_count "$root/Sources/InfoWindowTiles/Data/osm/helsinki.mbtiles")"
checks=$((checks + 1))
[ "$(sqlite3 "$work/cwd/helsinki.mbtiles" "SELECT value FROM metadata WHERE name = 'attribution'")" == "&copy; OpenStreetMap contributors" ] ||
  fail "the made tiles do not credit OpenStreetMap"
# Compared without labels: which POI name wins a crowded spot depends on the order of features in a
# tile, which tilemaker's threads do not keep; the streets, buildings, water and parks must agree.
python3 - "$root/Sources/InfoWindowTiles/Data/styles/openmaptiles.json" "$work/cwd/unlabelled.json" <<'PY'
import json, sys
style = json.load(open(sys.argv[1]))
style["layers"] = [layer for layer in style["layers"] if layer.get("type") != "symbol"]
json.dump(style, open(sys.argv[2], "w"))
PY
run render "$root/Scenes/helsinki.json" --tiles helsinki.mbtiles --style unlabelled.json -o made.png
expect_status 0
run render "$root/Scenes/helsinki.json" --tiles helsinki --style unlabelled.json -o bundled.png
expect_status 0
checks=$((checks + 1))
differing=$(compare -metric AE -fuzz 10% "$work/cwd/made.png" "$work/cwd/bundled.png" null: 2>&1 || true)
differing=${differing%% *}
total=$(( $(identify -format '%w*%h' "$work/cwd/bundled.png") ))
# The same streets: at most 0.5 % of the pixels differ.
if ! [[ "$differing" =~ ^[0-9]+$ ]] || [ $((differing * 200)) -gt "$total" ]; then
  mkdir -p "$root/.test-output/e2e"
  write_output "$root/.test-output/e2e/tiles-made.png" <"$work/cwd/made.png"
  fail "the made tiles draw $differing of $total pixels unlike the bundled ones; see .test-output/e2e/tiles-made.png"
fi

# D82 the same extract as PMTiles: a v3 archive that draws the same streets as the bundled tiles, and
# without labels the very pixels of the MBTiles made above (labels: see above).
run tiles "$pbf" -o helsinki.pmtiles
expect_status 0
expect_stdout "helsinki.pmtiles"
expect_stderr_contains "infowindow tiles: writing PMTiles"
checks=$((checks + 1))
[ "$(head -c 8 "$work/cwd/helsinki.pmtiles" | od -An -c | tr -d ' ')" == 'PMTiles003' ] || fail "helsinki.pmtiles does not start with the PMTiles v3 magic"
run render "$root/Scenes/helsinki.json" --tiles helsinki.pmtiles --style unlabelled.json -o made-pm.png
expect_status 0
checks=$((checks + 1))
differing=$(compare -metric AE -fuzz 10% "$work/cwd/made-pm.png" "$work/cwd/bundled.png" null: 2>&1 || true)
differing=${differing%% *}
if ! [[ "$differing" =~ ^[0-9]+$ ]] || [ $((differing * 200)) -gt "$total" ]; then
  mkdir -p "$root/.test-output/e2e"
  write_output "$root/.test-output/e2e/tiles-made-pmtiles.png" <"$work/cwd/made-pm.png"
  fail "the made PMTiles draw $differing of $total pixels unlike the bundled tiles; see .test-output/e2e/tiles-made-pmtiles.png"
fi
checks=$((checks + 1))
differing=$(compare -metric AE "$work/cwd/made-pm.png" "$work/cwd/made.png" null: 2>&1 || true)
[ "$differing" == "0" ] || fail "the PMTiles and the MBTiles made from one extract draw $differing pixels apart (unlabelled)"

# Output rules: an existing file is replaced whole; a link is kept and its file replaced; a FIFO is
# written in place; a folder, the input itself and standard output are refused.
printf 'old' >"$work/cwd/old.mbtiles"
run tiles "$pbf" -o old.mbtiles
expect_status 0
checks=$((checks + 1)); [ "$(tile_count "$work/cwd/old.mbtiles")" -gt 0 ] || fail "old.mbtiles was not replaced by tiles"
printf 'x' >"$work/cwd/target.mbtiles"; ln -s target.mbtiles "$work/cwd/link.mbtiles"
run tiles "$pbf" -o link.mbtiles
expect_status 0
checks=$((checks + 1)); [ -L "$work/cwd/link.mbtiles" ] && [ "$(tile_count "$work/cwd/target.mbtiles")" -gt 0 ] ||
  fail "the link was not kept, or its file not replaced"
mkfifo "$work/cwd/pipe.mbtiles"
cat "$work/cwd/pipe.mbtiles" >"$work/cwd/from-pipe.mbtiles" &
reader=$!
run tiles "$pbf" -o pipe.mbtiles
wait "$reader"
expect_status 0
checks=$((checks + 1)); [ -p "$work/cwd/pipe.mbtiles" ] && [ "$(tile_count "$work/cwd/from-pipe.mbtiles")" -gt 0 ] ||
  fail "the FIFO was not written in place"
mkdir -p "$work/cwd/folder.mbtiles"
error 2 "infowindow tiles: -o folder.mbtiles is a folder; give the path of the .pmtiles or .mbtiles file to write" tiles "$pbf" -o folder.mbtiles
cp "$pbf" "$work/cwd/in.osm.pbf"; ln -s in.osm.pbf "$work/cwd/in.mbtiles"
error 2 "infowindow tiles: -o in.mbtiles would overwrite the input; choose another output path" tiles in.osm.pbf -o in.mbtiles
error 2 "infowindow tiles: -o -: tile readers need the file itself, not a stream; give -o CITY.pmtiles or -o CITY.mbtiles" tiles "$pbf" -o -
error 2 "infowindow tiles: -o city.webp: name the file .pmtiles (a PMTiles archive) or .mbtiles (an MBTiles database)" tiles "$pbf" -o city.webp

# The output rules for .pmtiles alike (O1–O11): replaced whole, a link kept, a FIFO in place, a folder
# and the input refused.
is_pmtiles() { [ "$(head -c 7 "$1" 2>/dev/null)" == "PMTiles" ] && [ "$(stat -L -c %s "$1")" -gt 100000 ]; }
printf 'old' >"$work/cwd/old.pmtiles"
run tiles "$pbf" -o old.pmtiles
expect_status 0
checks=$((checks + 1)); is_pmtiles "$work/cwd/old.pmtiles" || fail "old.pmtiles was not replaced by a PMTiles archive"
printf 'x' >"$work/cwd/target.pmtiles"; ln -s target.pmtiles "$work/cwd/link.pmtiles"
run tiles "$pbf" -o link.pmtiles
expect_status 0
checks=$((checks + 1)); [ -L "$work/cwd/link.pmtiles" ] && is_pmtiles "$work/cwd/target.pmtiles" || fail "the .pmtiles link was not kept, or its file not replaced"
mkfifo "$work/cwd/pipe.pmtiles"
cat "$work/cwd/pipe.pmtiles" >"$work/cwd/from-pipe.pmtiles" &
reader=$!
run tiles "$pbf" -o pipe.pmtiles
wait "$reader"
expect_status 0
checks=$((checks + 1)); [ -p "$work/cwd/pipe.pmtiles" ] && is_pmtiles "$work/cwd/from-pipe.pmtiles" || fail "the .pmtiles FIFO was not written in place"
mkdir -p "$work/cwd/folder.pmtiles"
error 2 "infowindow tiles: -o folder.pmtiles is a folder; give the path of the .pmtiles or .mbtiles file to write" tiles "$pbf" -o folder.pmtiles
ln -s in.osm.pbf "$work/cwd/in.pmtiles"
error 2 "infowindow tiles: -o in.pmtiles would overwrite the input; choose another output path" tiles in.osm.pbf -o in.pmtiles

# Bad extracts: not a pbf, empty, truncated; none leaves a file behind.
printf '<?xml version="1.0"?><osm></osm>' >"$work/cwd/city.osm"
error 2 "infowindow tiles: city.osm: is not an OpenStreetMap PBF extract (it does not start with an OSMHeader block); give an .osm.pbf file, e.g. a city from download.geofabrik.de (an .osm XML file can be converted with osmium cat -o FILE.osm.pbf)" \
  tiles city.osm -o bad.mbtiles
: >"$work/cwd/empty.osm.pbf"
error 2 "infowindow tiles: empty.osm.pbf: is empty (0 bytes); give an OpenStreetMap extract (.osm.pbf)" tiles empty.osm.pbf -o bad.mbtiles
head -c 300000 "$pbf" >"$work/cwd/cut.osm.pbf"
run tiles cut.osm.pbf -o bad.mbtiles
expect_status 2
expect_stderr_contains "infowindow tiles: cut.osm.pbf: cannot be read as an OpenStreetMap extract (PBF error: unexpected EOF)"
checks=$((checks + 1)); [ ! -e "$work/cwd/bad.mbtiles" ] || fail "a failed run left bad.mbtiles"
error 2 "infowindow tiles: nowhere.osm.pbf: no such file; check the path" tiles nowhere.osm.pbf -o bad.mbtiles

echo "e2e tiles: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
