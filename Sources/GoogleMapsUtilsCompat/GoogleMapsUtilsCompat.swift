// GoogleMapsUtilsCompat: the Maps SDK for iOS Utility Library's names (clustering, heatmaps, GeoJSON and KML) over InfoWindowKit.
//
// An iOS file that starts with `import GoogleMapsUtils` compiles here unchanged (on Linux the shim module
// `GoogleMapsUtils` re-exports this one). Markers are InfoWindowKit's, so an item's info window follows the
// SPEC rules R1–R36; the default algorithm is ours (`HierarchicalClusterAlgorithm`, on PointClustering).
// docs/clustering.md tells how to cluster many markers and what was measured.

@_exported import GoogleMapsCompat
