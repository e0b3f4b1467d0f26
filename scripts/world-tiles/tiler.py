"""Cuts one zoom's layers into tiles and encodes them as MVT.

The world is cut recursively (a quadtree from zoom 0 down to the target zoom), each node clipping only
what its parent kept, so the large polygons (Afro-Eurasia has over 100,000 vertices) are clipped once
per level rather than once per tile. Each tile keeps what lies inside its square grown by the buffer
(64 of 4096 units a side). A subtree that is entirely land or entirely sea with nothing else in it is
not visited: its tiles are omitted, and a reader draws them from the nearest lower zoom (over-zoom).
"""
import numpy as np
import shapely

import mvt
from zoom_layers import BUFFER

LINE_LAYERS = ("coastline", "rivers", "boundaries")


class _Layer:
    """Geometries of one layer as a node sees them, with their bounds for fast rejection and, for a
    layer whose features differ in attributes, each one's tag (an index into its property list)."""
    __slots__ = ("geoms", "bounds", "tags")

    def __init__(self, geoms, tags=None):
        self.geoms = np.asarray(geoms, dtype=object) if len(geoms) else np.empty(0, dtype=object)
        self.bounds = shapely.bounds(self.geoms) if len(self.geoms) else np.empty((0, 4))
        self.tags = np.asarray(tags if tags is not None else np.zeros(len(self.geoms)), dtype=np.int64)

    def clipped(self, box, box_geom, polygons):
        if not len(self.geoms):
            return self
        x0, y0, x1, y1 = box
        b = self.bounds
        hit = (b[:, 0] <= x1) & (b[:, 2] >= x0) & (b[:, 1] <= y1) & (b[:, 3] >= y0)
        if not hit.any():
            return _Layer([])
        geoms, bounds, tags = self.geoms[hit], b[hit], self.tags[hit]
        inside = (bounds[:, 0] >= x0) & (bounds[:, 2] <= x1) & (bounds[:, 1] >= y0) & (bounds[:, 3] <= y1)
        out, out_tags = list(geoms[inside]), list(tags[inside])
        cut, cut_tags = geoms[~inside], tags[~inside]
        if len(cut):
            pieces = shapely.intersection(cut, box_geom) if polygons else shapely.clip_by_rect(cut, x0, y0, x1, y1)
            parts, source = shapely.get_parts(pieces, return_index=True)
            for g, i in zip(parts, source):
                if g.is_empty:
                    continue
                if (polygons and g.geom_type == "Polygon" and g.area > 0) or (
                        not polygons and g.geom_type == "LineString" and len(g.coords) >= 2):
                    out.append(g)
                    out_tags.append(cut_tags[i])
        return _Layer(out, out_tags)


def _buffered_box(z, x, y):
    size = 1.0 / (1 << z)
    pad = size * BUFFER
    return (x * size - pad, y * size - pad, (x + 1) * size + pad, (y + 1) * size + pad)


def _covers_box(layer, box):
    area = (box[2] - box[0]) * (box[3] - box[1])
    return any(g.geom_type == "Polygon" and not g.interiors and g.area >= area * (1 - 1e-9) for g in layer.geoms)


class ZoomTiler:
    """Yields (x, y, tile bytes) for every tile of `zoom` that is kept, and counts the omitted ones."""

    def __init__(self, layers, zoom, extent=4096):
        self.zoom = zoom
        self.extent = extent
        self.root = {name: _Layer(layers[name]) for name in ("land", "lakes", *LINE_LAYERS)}
        self.root["rivers"] = _Layer(layers["rivers"], layers["river_tags"])
        self.river_properties = layers["river_properties"]
        self.places = {}
        n = 1 << zoom
        for p in layers["places"]:
            key = (min(int(p["x"] * n), n - 1), min(int(p["y"] * n), n - 1))
            self.places.setdefault(key, []).append(p)
        self.place_keys = np.array(list(self.places.keys()), dtype=np.int64).reshape(-1, 2)
        self.omitted = 0

    def tiles(self):
        box = _buffered_box(0, 0, 0)
        box_geom = shapely.box(*box)
        root = {name: layer.clipped(box, box_geom, name in ("land", "lakes")) for name, layer in self.root.items()}
        yield from self._visit(0, 0, 0, root)

    def _has_places(self, z, x, y):
        if not len(self.place_keys):
            return False
        shift = self.zoom - z
        return bool(np.any(((self.place_keys[:, 0] >> shift) == x) & ((self.place_keys[:, 1] >> shift) == y)))

    def _visit(self, z, x, y, content):
        if z == self.zoom:
            data = self._encode(x, y, content)
            if data is None:
                self.omitted += 1
            else:
                yield x, y, data
            return
        for cy in (2 * y, 2 * y + 1):
            for cx in (2 * x, 2 * x + 1):
                box = _buffered_box(z + 1, cx, cy)
                box_geom = shapely.box(*box)
                child = {name: layer.clipped(box, box_geom, name in ("land", "lakes"))
                         for name, layer in content.items()}
                if self._prunable(z + 1, cx, cy, child, box):
                    self.omitted += 1 << (2 * (self.zoom - z - 1))
                    continue
                yield from self._visit(z + 1, cx, cy, child)

    def _prunable(self, z, x, y, child, box):
        if any(len(child[name].geoms) for name in ("lakes", *LINE_LAYERS)):
            return False
        land = child["land"]
        if len(land.geoms) and not _covers_box(land, box):
            return False
        return not self._has_places(z, x, y)

    def _to_tile(self, geoms, x, y):
        scale = float(1 << self.zoom) * self.extent
        offset = np.array([x * self.extent, y * self.extent], dtype=float)
        return shapely.transform(np.asarray(geoms, dtype=object), lambda c: c * scale - offset)

    def _encode(self, x, y, content):
        extent = self.extent
        lo, hi = -int(round(BUFFER * extent)), extent + int(round(BUFFER * extent))
        tile_box = shapely.box(lo, lo, hi, hi)
        land = content["land"].geoms
        if len(land):
            land_t = shapely.union_all(self._to_tile(land, x, y))
            ocean = shapely.difference(tile_box, land_t)
        else:
            ocean = tile_box
        ocean_rings = _polygon_rings(ocean)
        lakes = content["lakes"].geoms
        lake_rings = _polygon_rings(shapely.union_all(self._to_tile(lakes, x, y))) if len(lakes) else []
        lines = {name: _line_runs(self._to_tile(content[name].geoms, x, y)) if len(content[name].geoms) else []
                 for name in LINE_LAYERS if name != "rivers"}
        # one feature per river property set, the most important first (tags are in that order)
        river_layer = content["rivers"]
        lines["rivers"] = [(tag, runs) for tag in np.unique(river_layer.tags)
                           if (runs := _line_runs(self._to_tile(river_layer.geoms[river_layer.tags == tag], x, y)))]
        places = sorted(self.places.get((x, y), []), key=lambda p: p["importance"])

        has_other = lake_rings or places or any(lines.values())
        full_tile = [(lo, lo), (hi, lo), (hi, hi), (lo, hi)]
        all_ocean = len(ocean_rings) == 1 and sorted(ocean_rings[0]) == sorted(full_tile)
        if self.zoom > 0 and not has_other and (all_ocean or not ocean_rings):
            return None

        water = mvt.Layer("water", extent)
        water.add(mvt.POLYGON, ocean_rings, {"class": "ocean"})
        water.add(mvt.POLYGON, lake_rings, {"class": "lake"})
        waterway = mvt.Layer("waterway", extent)
        for tag, runs in lines["rivers"]:
            waterway.add(mvt.LINESTRING, runs, self.river_properties[tag])
        boundary = mvt.Layer("boundary", extent)
        boundary.add(mvt.LINESTRING, lines["boundaries"], {"admin_level": 2, "maritime": 0})
        coastline = mvt.Layer("coastline", extent)
        coastline.add(mvt.LINESTRING, lines["coastline"], {})
        place = mvt.Layer("place", extent)
        n = float(1 << self.zoom)
        for p in places:
            px = min(int(round((p["x"] * n - x) * extent)), extent - 1)
            py = min(int(round((p["y"] * n - y) * extent)), extent - 1)
            place.add(mvt.POINT, [(px, py)], p["properties"])
        return mvt.encode_tile([water, waterway, boundary, coastline, place])


def _polygon_rings(geometry):
    """Integer rings of a polygonal geometry, snapped to the unit grid (kept valid), exterior rings
    with a positive surveyor's area in y-down tile coordinates, each followed by its holes."""
    if geometry is None or geometry.is_empty:
        return []
    snapped = shapely.set_precision(geometry, 1.0)
    if not snapped.is_valid:
        snapped = shapely.set_precision(shapely.make_valid(snapped), 1.0)
    rings = []
    for polygon in shapely.get_parts(snapped):
        if polygon.geom_type != "Polygon" or polygon.is_empty or polygon.area <= 0:
            continue
        polygon = shapely.orient_polygons(polygon, exterior_cw=False)
        for ring in [polygon.exterior, *polygon.interiors]:
            pts = [(int(px), int(py)) for px, py in np.asarray(ring.coords)[:-1]]
            if len(pts) >= 3:
                rings.append(pts)
    return rings


def _line_runs(geoms):
    runs = []
    for g in shapely.get_parts(geoms):
        if g.geom_type != "LineString":
            continue
        xy = np.rint(np.asarray(g.coords)).astype(np.int64)
        keep = np.ones(len(xy), dtype=bool)
        keep[1:] = np.any(xy[1:] != xy[:-1], axis=1)
        xy = xy[keep]
        if len(xy) >= 2:
            runs.append([(int(a), int(b)) for a, b in xy])
    return runs
