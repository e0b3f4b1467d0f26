#!/usr/bin/env python3
"""Checks a world.mbtiles made by build.py, with a vector-tile reader other than ours.

    /tmp/world-venv/bin/pip install shapely==2.1.2 numpy==2.2.6 mapbox-vector-tile==2.2.0
    /tmp/world-venv/bin/python scripts/world-tiles/check.py world.mbtiles

Every tile is decoded with mapbox-vector-tile; the metadata must be MBTiles 1.3 with vector_layers;
every polygon must be valid, wound as MVT 2 wants and inside the tile plus its buffer; every waterway
feature must be class river, its name:latin (if any) its name; each zoom's tile count and size are
printed. Then places the world map is judged by: distances in metres from
reference points to the coast and rivers of the deepest zoom, and whether the points are land or sea.
Exits 1 if any check fails.
"""
import gzip
import json
import math
import sqlite3
import sys

import mapbox_vector_tile
import numpy as np
import shapely
from shapely.geometry import Point, shape

# (name, lat, lon, expectation): "land", "sea", or ("coast", metres at most), or ("river", metres at
# most, the name of the nearest waterway feature). The river points are on the real river; the limits
# are what Natural Earth's 1:10m lines give in the deepest tiles (433, 384, 689, 312 m) plus about
# 15 %, so a shifted grid, a broken decoding or a wrong source fails. The 1:10m lines themselves are
# that far off: the Thames passes ~100 m west of the London Eye, they put it 433 m away.
REFERENCES = [
    ("Manhattan, Times Square", 40.758, -73.9855, "land"),
    ("Manhattan, The Battery (sea wall)", 40.7033, -74.0170, ("coast", 200)),
    ("Tokyo Tower", 35.6586, 139.7454, "land"),
    ("Tokyo Bay, mid-bay", 35.55, 139.90, "sea"),
    ("Odaiba Seaside Park beach", 35.6295, 139.7745, ("coast", 200)),
    ("Yokohama, Osanbashi pier root", 35.4515, 139.6475, ("coast", 200)),
    ("London, Trafalgar Square", 51.508, -0.128, "land"),
    ("London Eye (the Thames is ~100 m west)", 51.5033, -0.1196, ("river", 500, "Thames")),
    ("Paris, Pont Neuf", 48.8571, 2.3413, ("river", 450, "Seine")),
    ("Budapest, Chain Bridge", 47.4990, 19.0436, ("river", 800, "Danube")),
    ("Cairo, Qasr al-Nil Bridge", 30.0433, 31.2296, ("river", 360, "Nile")),
    ("Suva, Fiji", -18.1416, 178.4419, "land"),
]
FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL " + message)


def tile_of(lat, lon, zoom):
    n = 1 << zoom
    x = (lon + 180) / 360 * n
    y = (1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n
    return int(x), int(y), x, y


def check_tile(z, x, y, data):
    try:
        tile = mapbox_vector_tile.decode(gzip.decompress(data), default_options={"y_coord_down": True})
    except Exception as error:  # noqa: BLE001 - any decoding error is a failure to report
        fail(f"tile {z}/{x}/{y} does not decode: {error}")
        return None
    for name, layer in tile.items():
        extent = layer.get("extent", 4096)
        lo, hi = -extent / 64 - 1, extent + extent / 64 + 1
        for feature in layer["features"]:
            geometry = shape(feature["geometry"])
            x0, y0, x1, y1 = geometry.bounds
            if x0 < lo or y0 < lo or x1 > hi or y1 > hi:
                fail(f"tile {z}/{x}/{y} layer {name}: geometry beyond the buffer {geometry.bounds}")
            if geometry.geom_type in ("Polygon", "MultiPolygon") and not geometry.is_valid:
                fail(f"tile {z}/{x}/{y} layer {name}: invalid polygon ({shapely.is_valid_reason(geometry)})")
            props = feature["properties"]
            if name == "waterway" and (props.get("class") != "river" or
                                       props.get("name:latin", props.get("name")) != props.get("name")):
                fail(f"tile {z}/{x}/{y} layer waterway: attributes {props}")
    return tile


def world_geometry(tile, layer, z, x, y, klass=None):
    """A layer's geometry of one tile in lon/lat."""
    if layer not in tile:
        return shapely.GeometryCollection()
    extent = tile[layer].get("extent", 4096)
    n = 1 << z

    def to_lonlat(c):
        wx = (x + c[:, 0] / extent) / n
        wy = (y + c[:, 1] / extent) / n
        return np.column_stack([wx * 360 - 180, np.degrees(np.arctan(np.sinh(np.pi * (1 - 2 * wy))))])

    parts = [shapely.transform(shape(f["geometry"]), to_lonlat) for f in tile[layer]["features"]
             if klass is None or f["properties"].get("class") == klass]
    return shapely.union_all(parts) if parts else shapely.GeometryCollection()


def nearest_name(tile, lat, lon, z, x, y):
    """The `name` of the waterway feature of the tile nearest the point ('' for an unnamed one)."""
    best, name = math.inf, None
    for feature in tile.get("waterway", {}).get("features", []):
        single = {"waterway": {"extent": tile["waterway"].get("extent", 4096), "features": [feature]}}
        d = metres(lat, lon, world_geometry(single, "waterway", z, x, y))
        if d < best:
            best, name = d, feature["properties"].get("name", "")
    return name


def metres(lat, lon, geometry):
    """The distance from the point to the geometry in metres (local equirectangular)."""
    if geometry.is_empty:
        return math.inf
    k = math.cos(math.radians(lat))
    local = shapely.transform(geometry, lambda c: (c - (lon, lat)) * (111320 * k, 110574))
    return local.distance(Point(0, 0))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check.py world.mbtiles")
    db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
    metadata = dict(db.execute("SELECT name, value FROM metadata"))
    for key in ("name", "format", "bounds", "minzoom", "maxzoom", "attribution", "json"):
        if key not in metadata:
            fail(f"metadata has no {key}")
    if metadata.get("format") != "pbf":
        fail("metadata format is not pbf")
    layers = {layer["id"] for layer in json.loads(metadata.get("json", "{}")).get("vector_layers", [])}
    if layers != {"water", "waterway", "boundary", "coastline", "place"}:
        fail(f"vector_layers are {sorted(layers)}")
    max_zoom = int(metadata.get("maxzoom", "0"))

    print("zoom  tiles  bytes (gzip)  largest")
    for z in range(max_zoom + 1):
        count = size = largest = 0
        for x, row, data in db.execute("SELECT tile_column, tile_row, tile_data FROM tiles WHERE zoom_level = ?", (z,)):
            count += 1
            size += len(data)
            largest = max(largest, len(data))
            check_tile(z, x, (1 << z) - 1 - row, data)
        print(f"{z:4d} {count:6d} {size:13,d} {largest:8,d}")
    total = db.execute("SELECT count(*), sum(length(tile_data)) FROM tiles").fetchone()
    print(f"all  {total[0]:6d} {total[1]:13,d}")

    print("\nreference points at zoom", max_zoom)
    for name, lat, lon, expect in REFERENCES:
        x, y, _, _ = tile_of(lat, lon, max_zoom)
        z = max_zoom
        row = None
        while z >= 0:  # a missing tile is drawn from the nearest lower zoom
            row = db.execute("SELECT tile_data FROM tiles WHERE zoom_level=? AND tile_column=? AND tile_row=?",
                             (z, x, (1 << z) - 1 - y)).fetchone()
            if row:
                break
            z, x, y = z - 1, x >> 1, y >> 1
        tile = check_tile(z, x, y, row[0]) if row else None
        if tile is None:
            fail(f"{name}: no tile")
            continue
        ocean = world_geometry(tile, "water", z, x, y, "ocean")
        coast = world_geometry(tile, "coastline", z, x, y)
        rivers = world_geometry(tile, "waterway", z, x, y)
        at_sea = ocean.contains(Point(lon, lat))
        d_coast, d_river = metres(lat, lon, coast), metres(lat, lon, rivers)
        river_name = nearest_name(tile, lat, lon, z, x, y)
        line = (f"{name:46s} tile {z}/{x}/{y}: {'sea ' if at_sea else 'land'}, coast {d_coast:8.0f} m, "
                f"river {d_river:8.0f} m ({river_name or 'none'})")
        ok = (expect == "land" and not at_sea) or (expect == "sea" and at_sea) or (
            isinstance(expect, tuple) and (d_coast if expect[0] == "coast" else d_river) <= expect[1])
        if ok and isinstance(expect, tuple) and expect[0] == "river":
            ok = river_name == expect[2]
        print(("ok    " if ok else "FAIL  ") + line)
        if not ok:
            FAILURES.append(name)
    print(f"\n{len(FAILURES)} failed" if FAILURES else "\nall checks passed")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
