#!/usr/bin/env python3
"""Makes an OpenStreetMap extract whole, for tilemaker (which stops at the first way node it lacks).

    clean-osm-extract.py IN.osm.pbf OUT.osm.pbf

A cut-out such as data/osm/Helsinki.osm.pbf (in this repository) lists, in some ways and relations,
nodes and members that lie outside it. This keeps what it can instead of dropping whole objects:
- a way whose nodes are all present is kept as it is;
- an open way (a street running out of the extract) keeps its longest run of present nodes, if that
  run has at least two, so streets reach the edge of the extract;
- a closed way (an area) that lacks nodes is dropped: a partial ring would draw a wrong shape;
- a relation keeps the members that are present and is dropped only when none are left, except a
  multipolygon that lost a member way, which is dropped (its rings could not be closed).
Prints how many objects were kept, trimmed and dropped. Needs pyosmium (Debian: python3-pyosmium).
scripts/osm-to-tiles (and so `infowindow tiles`) imports `clean` from here.
"""
import sys

import osmium


class Present(osmium.SimpleHandler):
    """First pass: the ids of the nodes, and of the ways as they will be written."""

    def __init__(self):
        super().__init__()
        self.nodes = set()
        self.ways = {}  # way id -> list of node refs to write
        self.box = None  # [west, south, east, north] of the nodes, for an extract without a bbox header

    def node(self, n):
        self.nodes.add(n.id)
        if n.location.valid():
            x, y = n.location.lon, n.location.lat
            b = self.box
            if b is None:
                self.box = [x, y, x, y]
            else:
                b[0], b[1], b[2], b[3] = min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)

    def way(self, w):
        refs = [n.ref for n in w.nodes]
        present = [r in self.nodes for r in refs]
        if all(present):
            self.ways[w.id] = refs
            return
        if len(refs) >= 2 and refs[0] == refs[-1]:
            return
        best, run = [], []
        for ref, ok in zip(refs, present):
            run = run + [ref] if ok else []
            if len(run) > len(best):
                best = run
        if len(best) >= 2:
            self.ways[w.id] = best


class Writer(osmium.SimpleHandler):
    """Second pass: writes the kept objects."""

    def __init__(self, present, writer):
        super().__init__()
        self.present = present
        self.writer = writer
        self.counts = {"nodes": 0, "ways": 0, "ways trimmed": 0, "ways dropped": 0,
                       "relations": 0, "relations trimmed": 0, "relations dropped": 0}

    def node(self, n):
        self.writer.add_node(n)
        self.counts["nodes"] += 1

    def way(self, w):
        refs = self.present.ways.get(w.id)
        if refs is None:
            self.counts["ways dropped"] += 1
            return
        if len(refs) != len(w.nodes):
            self.counts["ways trimmed"] += 1
            self.writer.add_way(w.replace(nodes=refs))
        else:
            self.writer.add_way(w)
        self.counts["ways"] += 1

    def relation(self, r):
        members, lost_way = [], False
        for m in r.members:
            if m.type == "n" and m.ref not in self.present.nodes:
                continue
            if m.type == "w":
                if m.ref not in self.present.ways:
                    lost_way = True
                    continue
                if len(self.present.ways[m.ref]) != self.way_length(m.ref):
                    lost_way = True  # trimmed: still a member, but no longer a whole ring
            if m.type == "r":
                continue  # nested relations are not drawn by the OpenMapTiles profile
            members.append((m.type, m.ref, m.role))
        multipolygon = r.tags.get("type") in ("multipolygon", "boundary")
        if not members or (lost_way and multipolygon):
            self.counts["relations dropped"] += 1
            return
        if len(members) != len(r.members):
            self.counts["relations trimmed"] += 1
            self.writer.add_relation(r.replace(members=members))
        else:
            self.writer.add_relation(r)
        self.counts["relations"] += 1

    def way_length(self, way_id):
        return self.present.full_lengths.get(way_id, -1)


class Lengths(osmium.SimpleHandler):
    """The node count of every way as the extract lists it (to tell trimmed ways)."""

    def __init__(self):
        super().__init__()
        self.lengths = {}

    def way(self, w):
        self.lengths[w.id] = len(w.nodes)


def clean(source, target):
    """Writes the whole copy of `source` to `target`; returns (counts, box of the nodes or None)."""
    present = Present()
    present.apply_file(source)
    lengths = Lengths()
    lengths.apply_file(source)
    present.full_lengths = lengths.lengths
    writer = osmium.SimpleWriter(target)
    try:
        handler = Writer(present, writer)
        handler.apply_file(source)
    finally:
        writer.close()
    return handler.counts, present.box


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: clean-osm-extract.py IN.osm.pbf OUT.osm.pbf")
    counts, _ = clean(sys.argv[1], sys.argv[2])
    print("clean-osm-extract: " + ", ".join(f"{v} {k}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
