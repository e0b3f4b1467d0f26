"""The features of one zoom: selected by size or rank, simplified, the coast traced, the edges wrapped.

Every layer is a list of shapely geometries in world units (see world_data.py). The deepest zoom keeps
every feature and every vertex; shallower zooms drop what is smaller than a few pixels and simplify
(Douglas–Peucker) at a quarter pixel of a 512-px tile (rivers at 0.75 px, see world_data.py).
"""
import numpy as np
import shapely

from world_data import (EDGE_EPS, LAKE_MIN_PX2, LAND_MIN_PX2, RIVER_MIN_PX, RIVER_SIMPLIFY_PX, SIMPLIFY_PX,
                        pixel)

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
    return _wrapped_indexed(geometries)[0]


def _wrapped_indexed(geometries):
    """_wrapped, and for each geometry returned the index of the one it was made from."""
    if not len(geometries):
        return [], []
    arr = np.array(geometries, dtype=object)
    bounds = shapely.bounds(arr)
    out, index = list(geometries), list(range(len(arr)))
    for i, (g, (x0, _, x1, _)) in enumerate(zip(arr, bounds)):
        if x0 < BUFFER:
            out.append(shapely.transform(g, lambda c: c + (1.0, 0.0)))
            index.append(i)
        if x1 > 1 - BUFFER:
            out.append(shapely.transform(g, lambda c: c - (1.0, 0.0)))
            index.append(i)
    return out, index


def _rivers(rivers, zoom, deepest, lakes):
    """The river lines of `zoom` and their property tags: those Natural Earth shows from this zoom on
    and (below the deepest zoom) whose river is at least RIVER_MIN_PX long. A lake centre line is kept
    only outside the lakes this zoom draws: across a drawn lake it would paint a river over the water;
    where the lake is too small to draw, it fills the gap the lake would leave in the river."""
    px = pixel(zoom)
    tolerance = 0.0 if deepest else RIVER_SIMPLIFY_PX * px
    keep = rivers.min_zoom <= zoom
    if not deepest:
        keep &= rivers.length >= RIVER_MIN_PX * px
    lines, tags, lake = rivers.lines[keep], rivers.tag[keep], rivers.lake[keep]
    if lake.any() and lakes:
        tree = shapely.STRtree(lakes)
        cut = []
        for line in lines[lake]:
            hits = tree.query(line, predicate="intersects")
            cut.append(shapely.difference(line, shapely.union_all([lakes[i] for i in hits])) if len(hits) else line)
        lines = lines.copy()
        lines[lake] = cut
    if tolerance > 0 and len(lines):
        lines = shapely.simplify(lines, tolerance, preserve_topology=False)
    parts, source = shapely.get_parts(lines, return_index=True)
    # what is left of a lake centre line beside a lake's shore is a sliver, not a river
    short = lake[source] & (shapely.length(parts) < px)
    keep = (shapely.get_num_coordinates(parts) >= 2) & ~short & ~shapely.is_empty(parts)
    keep &= shapely.get_type_id(parts) == 1  # LineString
    return list(parts[keep]), tags[source[keep]]


def layers_for_zoom(data, zoom, max_zoom):
    """dict of layer name -> list of geometries for `zoom`; also 'places' (a list of place dicts),
    'river_tags' (per river line, its index into 'river_properties', the attributes to write)."""
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
    rivers, river_tags = _rivers(data.rivers, zoom, deepest, lakes)
    if not deepest:
        lakes = [_drop_small_holes(p, LAND_MIN_PX2 * px * px) for p in lakes]
    lakes = _simplified(lakes, tolerance, polygons=True)

    rivers, wrap_index = _wrapped_indexed(rivers)
    boundaries = _simplified(data.boundaries, tolerance, polygons=False)

    places = [p for p in data.places if p["min_zoom"] <= zoom]
    return {
        "land": _wrapped(land),
        "coastline": _wrapped(coast),
        "lakes": _wrapped(lakes),
        "rivers": rivers,
        "river_tags": [int(river_tags[i]) for i in wrap_index],
        "river_properties": data.rivers.properties,
        "boundaries": _wrapped(boundaries),
        "places": places,
    }
