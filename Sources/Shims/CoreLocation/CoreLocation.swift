// `import CoreLocation` in an iOS file, unchanged, on Linux: this module stands for Core Location
// (`CLLocationCoordinate2D`, `CLLocation`, …) and gives GoogleMapsCompat's names for it (docs/porting.md,
// D125). It is declared only on Linux; on Apple platforms the system's own framework answers the import.
@_exported import GoogleMapsCompat
