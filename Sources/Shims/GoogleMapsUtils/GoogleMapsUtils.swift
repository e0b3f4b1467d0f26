// `import GoogleMapsUtils` in an iOS file, unchanged, on Linux: this module stands for Google's Maps SDK for
// iOS Utility Library (`GMUClusterManager`, `GMUHeatmapTileLayer`, `GMUKMLParser`, … ) and gives GoogleMapsUtilsCompat's
// names for it (docs/clustering.md). It is declared only on Linux; on Apple platforms the library itself
// answers the import.
@_exported import GoogleMapsUtilsCompat
