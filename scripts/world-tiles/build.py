#!/usr/bin/env python3
"""Builds world.mbtiles: the Natural Earth world map as vector tiles in the OpenMapTiles schema.

    python3 -m venv /tmp/world-venv
    /tmp/world-venv/bin/pip install shapely==2.1.2 pyshp==2.3.1 numpy==2.2.6
    /tmp/world-venv/bin/python scripts/world-tiles/build.py -o world.mbtiles [--maxzoom 8]

(Python 3.11. `check.py` beside this file also wants mapbox-vector-tile==2.2.0, which it uses only
to decode the tiles with a reader other than ours.)

Reads only scripts/world-tiles/sources/ (gzip-compressed copies of the inputs; where each came from is
in sources/SOURCES.md) and writes one MBTiles 1.3 file of gzip-compressed Mapbox Vector Tiles, zoom 0
to --maxzoom, 512-pixel tiles of extent 4096 with a 64-unit buffer. Layers:

    water      polygons  class=ocean (the complement of the land in each tile), class=lake
    waterway   lines     class=river, name, name:latin (Latin-script names)
    boundary   lines     admin_level=2, maritime=0 (country borders on land)
    coastline  lines     the edge of the land, without the antimeridian cut (not OpenMapTiles)
    place      points    class=city|town, name, name:latin (Latin-script names), rank 1…5, iso_a2

Deep tiles that are entirely land or entirely sea with nothing else in them are left out on purpose:
a reader draws a missing tile from the nearest lower zoom that has one (over-zoom). The same input
gives byte-identical tiles.
"""
import argparse
import gzip
import json
import os
import sqlite3
import sys
import time

from tiler import ZoomTiler
from world_data import LAKE_MIN_PX2, LAND_MIN_PX2, RIVER_MIN_PX, RIVER_SIMPLIFY_PX, SIMPLIFY_PX, WorldData
from zoom_layers import COASTLINE_MIN_ZOOM, layers_for_zoom

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_LAT = 85.05113
# Units per tile side. The simplified zooms need no finer grid than their tolerance (a quarter pixel
# of a 512-px tile is 1 unit of 2048); the deepest zoom keeps every vertex
# distinct (a unit is 38 m at the equator at zoom 8; 0.1 % of Natural Earth's 1:10m segments are shorter).
SIMPLIFIED_EXTENT = 2048
DEEPEST_EXTENT = 4096
PAGE_SIZE = 65536  # SQLite pages: tiles of a few KB waste a third of 4 KB pages, a few % of 64 KB ones


def vector_layers(max_zoom, river_min_zoom):
    def layer(name, description, fields, minzoom=0):
        return {"id": name, "description": description, "minzoom": minzoom, "maxzoom": max_zoom,
                "fields": fields}
    return [
        layer("water", "Ocean (the complement of Natural Earth 1:10m land in each tile) and lakes (1:10m)",
              {"class": "ocean or lake"}),
        layer("waterway", "Rivers (Natural Earth 1:10m rivers; lake centre lines where no lake is drawn), "
              "most important first",
              {"class": "river", "name": "String", "name:latin": "String (Latin-script names)"}, river_min_zoom),
        layer("boundary", "Country borders on land (Natural Earth 1:10m)",
              {"admin_level": "Number: 2", "maritime": "Number: 0"}),
        layer("coastline", "The coast: the edge of Natural Earth 1:10m land (not OpenMapTiles)", {},
              min(COASTLINE_MIN_ZOOM, max_zoom)),
        layer("place", "Populated places (Natural Earth 1:10m), most important first",
              {"class": "city or town", "name": "String", "name:latin": "String (Latin-script names)",
               "rank": "Number: 1 (the 1:110m cities) to 5", "iso_a2": "String"}),
    ]


def write_metadata(db, max_zoom, river_min_zoom, counts):
    description = (
        "Natural Earth world map, OpenMapTiles-schema layers water, waterway, boundary, place and a "
        "coastline layer. Tiles that are entirely land or entirely sea with nothing else in them are "
        "omitted on purpose: draw a missing tile from the nearest lower zoom that has one (over-zoom).")
    metadata = {
        "name": "Natural Earth",
        "format": "pbf",
        "type": "baselayer",
        "version": "1",
        "description": description,
        "attribution": "© Natural Earth",
        "bounds": f"-180,{-MAX_LAT},180,{MAX_LAT}",
        "center": "0,20,1",
        "minzoom": "0",
        "maxzoom": str(max_zoom),
        "json": json.dumps({"vector_layers": vector_layers(max_zoom, river_min_zoom)}, ensure_ascii=False,
                           separators=(",", ":")),
        "omitted_tiles": json.dumps({str(z): c["omitted"] for z, c in sorted(counts.items())}),
        "generator": ("scripts/world-tiles/build.py: simplified at %.2f px of a 512-px tile below zoom %d "
                      "(rivers at %.2f px); land parts under %.0f px², lakes under %.0f px², rivers under %.0f px "
                      "left out below it; rivers from Natural Earth's min_zoom (tile zoom = ceil(min_zoom) - 1)"
                      % (SIMPLIFY_PX, max_zoom, RIVER_SIMPLIFY_PX, LAND_MIN_PX2, LAKE_MIN_PX2, RIVER_MIN_PX)),
    }
    db.executemany("INSERT INTO metadata (name, value) VALUES (?, ?)", sorted(metadata.items()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-o", "--output", default="world.mbtiles", help="the MBTiles file to write (replaced)")
    parser.add_argument("--sources", default=os.path.join(HERE, "sources"), help="the folder of inputs")
    parser.add_argument("--maxzoom", type=int, default=8, help="the deepest zoom (full detail); default 8")
    args = parser.parse_args()
    if not 0 <= args.maxzoom <= 14:
        parser.error("--maxzoom must be 0 to 14")

    started = time.time()
    data = WorldData(args.sources)
    print(f"read sources in {time.time() - started:.1f} s: {len(data.land)} land polygons, "
          f"{len(data.lakes)} lakes, {len(data.rivers.lines)} river lines, {len(data.boundaries)} border lines, "
          f"{len(data.places)} places", file=sys.stderr)
    river_min_zoom = data.river_min_zoom(args.maxzoom)

    tmp = args.output + ".partial"
    if os.path.exists(tmp):
        os.remove(tmp)
    db = sqlite3.connect(tmp)
    db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
    db.executescript("""
        CREATE TABLE metadata (name TEXT, value TEXT);
        CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
        CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
        CREATE UNIQUE INDEX name ON metadata (name);
    """)
    counts = {}
    for zoom in range(args.maxzoom + 1):
        t0 = time.time()
        extent = DEEPEST_EXTENT if zoom == args.maxzoom else SIMPLIFIED_EXTENT
        tiler = ZoomTiler(layers_for_zoom(data, zoom, args.maxzoom), zoom, extent)
        n = raw = stored = largest = 0
        for x, y, tile in tiler.tiles():
            blob = gzip.compress(tile, compresslevel=9, mtime=0)
            db.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (zoom, x, (1 << zoom) - 1 - y, blob))
            n += 1
            raw += len(tile)
            stored += len(blob)
            largest = max(largest, len(blob))
        counts[zoom] = {"tiles": n, "omitted": tiler.omitted, "bytes": stored, "largest": largest}
        print(f"zoom {zoom:2d}: {n:6d} tiles, {tiler.omitted:7d} omitted, {stored / 1e6:7.2f} MB gzip "
              f"({raw / 1e6:.2f} MB raw), largest {largest / 1e3:.1f} KB, {time.time() - t0:.1f} s",
              file=sys.stderr)
    write_metadata(db, args.maxzoom, river_min_zoom, counts)
    db.commit()
    db.execute("VACUUM")
    db.close()
    os.replace(tmp, args.output)
    total = sum(c["tiles"] for c in counts.values())
    print(f"wrote {args.output}: {total} tiles, {os.path.getsize(args.output) / 1e6:.2f} MB, "
          f"{time.time() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
