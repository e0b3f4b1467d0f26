// `import UIKit` in an iOS file, unchanged, on Linux: this module stands for UIKit (`UIView`,
// `UIViewController`, `UILabel`, Auto Layout, …) and gives GoogleMapsCompat's names for it (docs/porting.md,
// D125). It is declared only on Linux; on Apple platforms the system's own framework answers the import.
@_exported import GoogleMapsCompat
