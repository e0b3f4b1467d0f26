"""The features of one zoom: selected by size or rank, simplified, the coast traced, the edges wrapped.

Every layer is a list of shapely geometries in world units (see world_data.py). The deepest zoom keeps
every feature and every vertex; shallower zooms drop what is smaller than a few pixels and simplify
(Douglas–Peucker) at a quarter pixel of a 512-px tile.
"""
import numpy as np
import shapely

from world_data import (EDGE_EPS, LAKE_MIN_PX2, LAND_MIN_PX2, RIVER_MIN_PX, SIMPLIFY_PX, pixel)

BUFFER = 64 / 4096  # the tile buffer, as a fraction of the tile
# The coast is stroked from camera zoom 6 (style zoom 5); below, the edge of the land fill shows it.
COASTLINE_MIN_ZOOM = 5


def _drop_small_holes(polygon, min_area):
    holes = [r for r in polygon.interiors if shapely.area(shapely.Polygon(r)) >= min_area]
    if len(holes) == len(polygon.interiors):
        return polygon
    return shapely.Polygon(polygon.exterior, holes)


def _polygon_parts(geometries):
    out = []
    for g in geometries:
        for p in shapely.get_parts(g):
            if p.geom_type == "Polygon" and not p.is_empty and p.area > 0:
                out.append(p)
    return out


def _simplified(geometries, tolerance, polygons):
    if tolerance <= 0 or not geometries:
        return list(geometries)
    arr = shapely.simplify(np.array(geometries, dtype=object), tolerance, preserve_topology=polygons)
    if polygons:
        return _polygon_parts(arr)
    return [g for g in shapely.get_parts(arr) if g.geom_type == "LineString" and len(g.coords) >= 2]


def _on_edge(xy):
    """Per vertex: 1 on the west edge, 2 east, 4 at the Mercator limit (south or north), else 0."""
    flags = np.zeros(len(xy), dtype=np.int8)
    flags[xy[:, 0] <= EDGE_EPS] |= 1
    flags[xy[:, 0] >= 1 - EDGE_EPS] |= 2
    flags[(xy[:, 1] >= 1 - EDGE_EPS) | (xy[:, 1] <= EDGE_EPS)] |= 4
    return flags


def coast_of(land):
    """The coastline: the rings of the land polygons without the artificial edges (the antimeridian
    cut and the Mercator limit), so the stroked coast is exactly the edge of the filled land."""
    lines = []
    for polygon in land:
        for ring in [polygon.exterior, *polygon.interiors]:
            xy = np.asarray(ring.coords)
            if len(xy) < 2:
                continue
            flags = _on_edge(xy)
            artificial = (flags[:-1] & flags[1:]) != 0  # both ends on the same edge
            if not artificial.any():
                lines.append(shapely.LineString(xy))
                continue
            # start at an artificial segment so no run is split at the ring's first point
            n = len(artificial)
            start = int(np.argmax(artificial))
            order = [(start + k) % n for k in range(n)]
            run = []
            for i in order:
                if artificial[i]:
                    if len(run) >= 2:
                        lines.append(shapely.LineString(run))
                    run = []
                    continue
                if not run:
                    run.append(xy[i])
                run.append(xy[i + 1])
            if len(run) >= 2:
                lines.append(shapely.LineString(run))
    return lines


def _wrapped(geometries):
    """Adds copies shifted a world east or west of what lies within a tile buffer of the edges, so a
    tile on the antimeridian sees its neighbours across it."""
    if not geometries:
        return []
    arr = np.array(geometries, dtype=object)
    bounds = shapely.bounds(arr)
    out = list(geometries)
    for g, (x0, _, x1, _) in zip(arr, bounds):
        if x0 < BUFFER:
            out.append(shapely.transform(g, lambda c: c + (1.0, 0.0)))
        if x1 > 1 - BUFFER:
            out.append(shapely.transform(g, lambda c: c - (1.0, 0.0)))
    return out


def layers_for_zoom(data, zoom, max_zoom):
    """dict of layer name -> list of geometries (and 'places' -> list of place dicts) for `zoom`."""
    deepest = zoom >= max_zoom
    px = pixel(zoom)
    tolerance = 0.0 if deepest else SIMPLIFY_PX * px

    land = data.land
    if not deepest:
        keep = data.land_area >= LAND_MIN_PX2 * px * px
        land = [_drop_small_holes(p, LAND_MIN_PX2 * px * px) for p, k in zip(land, keep) if k]
    land = _simplified(land, tolerance, polygons=True)
    coast = coast_of(land) if zoom >= min(COASTLINE_MIN_ZOOM, max_zoom) else []

    lakes = data.lakes if deepest else [p for p, a in zip(data.lakes, data.lake_area) if a >= LAKE_MIN_PX2 * px * px]
    if not deepest:
        lakes = [_drop_small_holes(p, LAND_MIN_PX2 * px * px) for p in lakes]
    lakes = _simplified(lakes, tolerance, polygons=True)

    rivers = data.rivers if deepest else [r for r, l in zip(data.rivers, data.river_length) if l >= RIVER_MIN_PX * px]
    rivers = _simplified(rivers, tolerance, polygons=False)
    boundaries = _simplified(data.boundaries, tolerance, polygons=False)

    places = [p for p in data.places if p["min_zoom"] <= zoom]
    return {
        "land": _wrapped(land),
        "coastline": _wrapped(coast),
        "lakes": _wrapped(lakes),
        "rivers": _wrapped(rivers),
        "boundaries": _wrapped(boundaries),
        "places": places,
    }
