"""Reads the inputs in sources/ and prepares each layer for one zoom: projection, selection, simplification.

Coordinates are normalized Web Mercator "world units": x east from -180° (0…1), y south from
85.0511° (0…1). A 512-pixel tile of zoom z is 2^-z world units wide, so one of its pixels is
1 / (512 · 2^z).
"""
import gzip
import io
import json
import math
import unicodedata

import numpy as np
import shapefile  # pyshp
import shapely
from shapely.geometry import shape

MAX_LAT = 85.05112877980659
TILE_PIXELS = 512
SIMPLIFY_PX = 0.25       # Douglas-Peucker tolerance, pixels of a 512-px tile (0 at the deepest zoom)
LAND_MIN_PX2 = 1.0       # land parts and holes smaller than this many square pixels are left out
LAKE_MIN_PX2 = 6.0       # lakes appear once this many square pixels (as the old world map)
RIVER_MIN_PX = 90.0      # rivers appear once this many pixels long (as the old world map)
# Rivers below the deepest zoom are simplified at 0.75 px (0.75 to 1.5 points on screen, a tile being
# drawn at one to two times its size): at 0.25 px, like the rest, the 1:10m rivers put the file at
# 15.14 MB, over its 15 MB budget (0.5 px: 15.01 MB; 0.6 px: 14.94 MB). The deepest zoom keeps every vertex.
RIVER_SIMPLIFY_PX = 0.75
RIVER_SOURCE = "ne_10m_rivers_lake_centerlines.geojson.gz"
EDGE_EPS = 1e-9          # how close to the world's edge a vertex counts as on it

# Place tiers: (tier = OpenMapTiles rank, first tile zoom, class). The 1:110m list, then the others
# by importance (Natural Earth lists places from the least to the most important).
PLACE_TIERS = [(1, 0, "city"), (2, 3, "city"), (3, 4, "city"), (4, 5, "town"), (5, 6, "town")]
MINOR_TIER_LIMITS = [400, 1500, 3500]  # the most important 400 minor places are tier 2, and so on


def pixel(zoom):
    """One pixel of a 512-px tile of `zoom`, in world units."""
    return 1.0 / (TILE_PIXELS * 2.0 ** zoom)


def _project_coords(coords):
    lon = np.clip(coords[:, 0], -180.0, 180.0)
    lat = np.clip(coords[:, 1], -MAX_LAT, MAX_LAT)
    x = (lon + 180.0) / 360.0
    y = 0.5 - np.log(np.tan(np.pi / 4 + np.radians(lat) / 2)) / (2 * np.pi)
    return np.column_stack([x, y])


def project(geometries):
    """Web Mercator world units of lon/lat geometries (latitudes beyond ±85.0511° clamped)."""
    return shapely.transform(geometries, _project_coords)


def _read_shapes(path):
    with gzip.open(path, "rb") as f:
        data = f.read()
    reader = shapefile.Reader(shp=io.BytesIO(data))
    return [shape(s.__geo_interface__) for s in reader.shapes() if s.points]


def _read_geojson(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)["features"]


def _polygons(geometries):
    parts = shapely.get_parts(np.asarray(geometries, dtype=object))
    parts = [p for p in parts if p.geom_type == "Polygon" and not p.is_empty]
    return [p if p.is_valid else shapely.make_valid(p) for p in parts]


def _flatten_polygons(geometries):
    out = []
    for g in geometries:
        for p in shapely.get_parts(g):
            if p.geom_type == "Polygon" and not p.is_empty:
                out.append(p)
    return out


def _lines(geometries):
    parts = shapely.get_parts(np.asarray(geometries, dtype=object))
    return [p for p in parts if p.geom_type == "LineString" and len(p.coords) >= 2]


def _is_latin(name):
    for ch in name:
        if ch.isalpha() and "LATIN" not in unicodedata.name(ch, ""):
            return False
    return True


class WorldData:
    """Every layer in world units, full detail, read once."""

    def __init__(self, source_dir):
        world = shapely.box(-180.0, -MAX_LAT, 180.0, MAX_LAT)
        land = _polygons(_read_shapes(f"{source_dir}/ne_10m_land.shp.gz"))
        # Antarctica reaches -90°: cut at the Mercator limit first, so projecting never folds a ring.
        land = _flatten_polygons([shapely.intersection(p, world) for p in land])
        self.land = _flatten_polygons([shapely.make_valid(p) for p in project(np.array(land, dtype=object))])
        self.land_area = shapely.area(np.array(self.land, dtype=object))

        lakes = _polygons(_read_shapes(f"{source_dir}/ne_10m_lakes.shp.gz"))
        self.lakes = _flatten_polygons([shapely.make_valid(p) for p in project(np.array(lakes, dtype=object))])
        self.lake_area = shapely.area(np.array(self.lakes, dtype=object))

        self.boundaries = list(project(np.array(
            _lines(_read_shapes(f"{source_dir}/ne_10m_admin_0_boundary_lines_land.shp.gz")), dtype=object)))

        self.rivers = Rivers(_read_geojson(f"{source_dir}/{RIVER_SOURCE}"))
        self.places = self._read_places(f"{source_dir}/places.geojson.gz")

    @staticmethod
    def _read_places(path):
        major, minor = [], []
        for index, feature in enumerate(_read_geojson(path)):
            props = feature["properties"]
            name = (props.get("name") or "").strip()
            if not name or feature["geometry"]["type"] != "Point":
                continue
            lon, lat = feature["geometry"]["coordinates"]
            if abs(lat) >= MAX_LAT:
                continue
            (major if props.get("ne110m") else minor).append((index, name, props.get("iso_a2"), lon, lat))
        places = []
        order = sorted(major, key=lambda p: -p[0]) + sorted(minor, key=lambda p: -p[0])
        minor_index = 0
        for importance, (_, name, iso, lon, lat) in enumerate(order):
            if importance < len(major):
                tier = 1
            else:
                tier = 2 + sum(1 for limit in MINOR_TIER_LIMITS if minor_index >= limit)
                minor_index += 1
            _, min_zoom, klass = PLACE_TIERS[tier - 1]
            (x, y), = _project_coords(np.array([[lon, lat]]))
            props = {"class": klass, "name": name, "rank": tier}
            if _is_latin(name):
                props["name:latin"] = name
            if iso and iso != "-99":
                props["iso_a2"] = iso
            places.append({"x": float(x), "y": float(y), "min_zoom": min_zoom, "importance": importance,
                           "properties": props})
        return places

    def river_min_zoom(self, max_zoom):
        """The first zoom with a river to show (Natural Earth's min_zoom and long enough; all show at the
        deepest zoom)."""
        for z in range(max_zoom):
            if np.any((self.rivers.min_zoom <= z) & (self.rivers.length >= RIVER_MIN_PX * pixel(z))):
                return z
        return max_zoom


def tile_zoom(ne_min_zoom):
    """The first tile zoom of a feature of Natural Earth `min_zoom`. Natural Earth's zooms are web-map
    zooms of 256-pixel tiles, the map's camera zoom; tile zoom t is drawn for camera zooms t + 1 to
    t + 2 (the renderer's data zoom is the camera zoom − 1, rounded down), so t = ceil(min_zoom) − 1
    never shows a feature before its min_zoom."""
    return max(0, math.ceil(ne_min_zoom - 1e-9) - 1)


def river_properties(props):
    """The OpenMapTiles `waterway` attributes of a Natural Earth river: class, name, name:latin (when
    the name is in Latin script). No name_en: the styles read name:latin and name, and it cost 0.06 MB
    (Natural Earth's English name is the name for 97 % of the named lines)."""
    out = {"class": "river"}
    name = (props.get("name") or "").strip()
    if name:
        out["name"] = name
        if _is_latin(name):
            out["name:latin"] = name
    return out


class Rivers:
    """Natural Earth 1:10m rivers and lake centre lines, one entry per line, in world units.

    `lines` (LineStrings), `tag` (index into `properties`, which are ordered most important first),
    `min_zoom` (first tile zoom, from Natural Earth's `min_zoom`), `length` (the length of the line's
    river: all lines of its Natural Earth `rivernum`, lake centre lines included; an unnumbered feature
    is a river of its own), `lake` (True for a lake centre line)."""

    def __init__(self, features):
        rows = []  # (river key, line, min tile zoom, properties, is lake centre line)
        for index, feature in enumerate(features):
            if not feature.get("geometry"):
                continue
            props = feature["properties"]
            if not isinstance(props.get("min_zoom"), (int, float)):
                raise ValueError(f"{RIVER_SOURCE}: feature {index} has no numeric min_zoom "
                                 f"({props.get('min_zoom')!r}); use Natural Earth 4.0 or later, which has it")
            river = props.get("rivernum") or f"feature {index}"
            for line in project(np.array(_lines([shape(feature["geometry"])]), dtype=object)):
                rows.append((river, line, tile_zoom(props["min_zoom"]), river_properties(props),
                             props.get("featurecla") == "Lake Centerline"))
        river_length = {}
        for river, line, *_ in rows:
            river_length[river] = river_length.get(river, 0.0) + float(shapely.length(line))
        self.lines = np.array([r[1] for r in rows], dtype=object)
        self.min_zoom = np.array([r[2] for r in rows], dtype=np.int64)
        self.length = np.array([river_length[r[0]] for r in rows])
        self.lake = np.array([r[4] for r in rows], dtype=bool)
        # Properties deduplicated (a tile writes one feature per property set), most important first:
        # earliest zoom, then the longest river, so a labeller taking features in order names the
        # major rivers first.
        best = {}
        for (_, _, zoom, props, _), length in zip(rows, self.length):
            key = tuple(sorted(props.items()))
            best[key] = min(best.get(key, (zoom, -length)), (zoom, -length))
        order = sorted(best, key=lambda k: (*best[k], k))
        self.properties = [dict(k) for k in order]
        index = {k: i for i, k in enumerate(order)}
        self.tag = np.array([index[tuple(sorted(r[3].items()))] for r in rows], dtype=np.int64)
