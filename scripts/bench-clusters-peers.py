"""Times supercluster's native Python ports building their index of every zoom on the points that
infowindow-bench wrote (--cluster-points), for scripts/bench-clusters.

    python bench-clusters-peers.py POINTS [RUNS]

POINTS: float64 little-endian (longitude, latitude) pairs. Options as PointClustering's defaults: zooms
0…16, radius 60 at extent 256 (the same unit-square radius), min_points 2. Only the call that builds
the index is timed; preparing its input (a numpy array, GeoJSON features) is not.

Both wheels install a module named `pysupercluster` (pysupercluster-problematy's C++ extension file and
pysupercluster-rust's package): the C++ one is loaded from its file, then the package is imported.
"""
import glob
import importlib.util
import os
import statistics
import sys
import time

import numpy


def cpp_module():
    for base in sys.path:
        for path in glob.glob(os.path.join(base, "pysupercluster.cpython-*.so")):
            spec = importlib.util.spec_from_file_location("pysupercluster", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return module
    sys.exit("bench-clusters: pysupercluster-problematy's extension is not installed (pip install pysupercluster-problematy)")


def report(name, n, times):
    print("%s build n=%d: median %.3f s  min %.3f  max %.3f  runs %d"
          % (name, n, statistics.median(times), min(times), max(times), len(times)))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    points = numpy.fromfile(sys.argv[1], dtype="<f8").reshape(-1, 2)
    n = len(points)
    cpp = cpp_module()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        index = cpp.SuperCluster(points, min_zoom=0, max_zoom=16, radius=60, extent=256)
        times.append(time.perf_counter() - start)
        del index
    report("pysupercluster-problematy (C++)", n, times)
    sys.modules.pop("pysupercluster", None)
    import pysupercluster as rust
    features = [{"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [float(x), float(y)]}}
                for x, y in points]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        index = rust.PySupercluster(min_zoom=0, max_zoom=16, min_points=2, radius=60.0, extent=256.0)
        index.load(features)
        times.append(time.perf_counter() - start)
        del index
    report("pysupercluster-rust", n, times)


if __name__ == "__main__":
    main()
