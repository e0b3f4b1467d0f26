#!/usr/bin/env python3
"""Writes the offline gazetteer's world places (Sources/InfoWindowTiles/Data/world/places.tsv) from the
world map's own input, sources/places.geojson.gz (Natural Earth's populated places, public domain).

    python3 scripts/world-tiles/gazetteer.py [-o Sources/InfoWindowTiles/Data/world/places.tsv]

One place a line, the most important first (the 1:110m cities, then the rest, each group in the reverse
of the file's order, as build.py ranks them for the map's labels): NAME, ISO_A2 (empty when Natural Earth
has none), LATITUDE, LONGITUDE, tab-separated, UTF-8. Only the standard library; the same input gives the
same bytes. `infowindow serve` looks addresses up in it (docs/decisions.md, D95).
"""
import argparse
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", default=os.path.join(ROOT, "Sources/InfoWindowTiles/Data/world/places.tsv"))
    args = parser.parse_args()
    with gzip.open(os.path.join(HERE, "sources", "places.geojson.gz"), "rt", encoding="utf-8") as f:
        features = json.load(f)["features"]
    major, minor = [], []
    for index, feature in enumerate(features):
        props = feature["properties"]
        name = " ".join((props.get("name") or "").split())
        if not name or feature["geometry"]["type"] != "Point" or "\t" in name:
            continue
        lon, lat = feature["geometry"]["coordinates"]
        iso = props.get("iso_a2") or ""
        if iso == "-99":
            iso = ""
        (major if props.get("ne110m") else minor).append((index, name, iso, lat, lon))
    rows = sorted(major, key=lambda p: -p[0]) + sorted(minor, key=lambda p: -p[0])
    tmp = args.output + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as out:
        for _, name, iso, lat, lon in rows:
            out.write(f"{name}\t{iso}\t{lat:.5f}\t{lon:.5f}\n")
    os.replace(tmp, args.output)
    print(f"{args.output}: {len(rows)} places")


if __name__ == "__main__":
    main()
