// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InfoWindowKit",
    products: [
        .library(name: "InfoWindowKit", targets: ["InfoWindowKit"]),
        .library(name: "InfoWindowSDL", targets: ["InfoWindowSDL"]),
        .library(name: "GoogleMapsCompat", targets: ["GoogleMapsCompat"]),
        .library(name: "GoogleMapsUtilsCompat", targets: ["GoogleMapsUtilsCompat"]),
        .library(name: "InfoWindowLocation", targets: ["InfoWindowLocation"]),
        .executable(name: "infowindow", targets: ["infowindow"]),
        .executable(name: "infowindow-bench", targets: ["infowindow-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),
        // No pkgConfig: gdlib.pc adds -DAVIF_DLL, which SwiftPM refuses with a warning; gd.h is in /usr/include.
        .systemLibrary(name: "CGD", providers: [.apt(["libgd-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CGPS", pkgConfig: "libgps", providers: [.apt(["libgps-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "CMVT", exclude: ["vector_tile.proto"]),
        // The library in layers, each depending only on those below it (docs/architecture.md):
        // values and geometry; drawing; tiles and styles; views, animation and windows; the map; scenes.
        .target(name: "InfoWindowCore"),
        .target(name: "InfoWindowGraphics", dependencies: ["InfoWindowCore", "CCairo", "CTurboJPEG", "CDeflate"]),
        .target(name: "InfoWindowTiles", dependencies: ["InfoWindowCore", "InfoWindowGraphics", "CSQLite", "CZlib", "CMVT"],
                resources: [.copy("Data")]),
        .target(name: "InfoWindowViews", dependencies: ["InfoWindowCore", "InfoWindowGraphics", "ConstraintSolver"]),
        .target(name: "InfoWindowMap", dependencies: ["InfoWindowCore", "InfoWindowGraphics", "InfoWindowTiles", "InfoWindowViews"]),
        .target(name: "InfoWindowScene", dependencies: ["InfoWindowCore", "InfoWindowGraphics", "InfoWindowTiles", "InfoWindowViews",
                                                        "InfoWindowMap", "PointClustering"]),
        // Cassowary, for Auto Layout: no dependencies (docs/architecture.md says why it is our own).
        .target(name: "ConstraintSolver"),
        // Clusters of points for every zoom, built once (supercluster's idea, our own grid sweep): only Web Mercator.
        .target(name: "PointClustering", dependencies: ["InfoWindowCore"]),
        // Location and geodata files and feeds: GPX, KML, NMEA (libxml2's SAX reader), gpsd (libgps).
        .target(name: "InfoWindowFormats", dependencies: ["CLibXML2", "CGPS"]),
        // The host's location sources (SPEC R34): a fixed coordinate, a GPX replay, gpsd, into DeviceLocation.
        .target(name: "InfoWindowLocation", dependencies: ["InfoWindowKit", "InfoWindowFormats"]),
        // What users import: every layer above, re-exported.
        .target(name: "InfoWindowKit", dependencies: ["InfoWindowCore", "InfoWindowGraphics", "InfoWindowTiles", "InfoWindowViews",
                                                      "InfoWindowMap", "InfoWindowScene"]),
        .target(name: "InfoWindowSDL", dependencies: ["InfoWindowKit", "CSDL2"]),
        .target(name: "GoogleMapsCompat", dependencies: ["InfoWindowKit"]),
        // The Maps SDK Utility Library's names (clustering, heatmaps, GeoJSON and KML) over GoogleMapsCompat, PointClustering and InfoWindowFormats.
        .target(name: "GoogleMapsUtilsCompat", dependencies: ["GoogleMapsCompat", "InfoWindowKit", "PointClustering", "InfoWindowFormats"]),
        .executableTarget(name: "InfoWindowSample", dependencies: ["GoogleMapsCompat", "InfoWindowSDL"],
                          path: "Examples/InfoWindowSample", resources: [.copy("Images")]),
        .target(name: "InfoWindowServe", dependencies: ["InfoWindowKit", "CMicroHTTPD", "CNettle", "CGD", "CCurl"]),
        .executableTarget(name: "infowindow", dependencies: ["InfoWindowKit", "InfoWindowSDL", "InfoWindowServe", "InfoWindowLocation"]),
        .executableTarget(name: "infowindow-bench", dependencies: ["InfoWindowKit", "InfoWindowServe", "ConstraintSolver",
                                                                  "PointClustering", "GoogleMapsUtilsCompat",
                                                                  "InfoWindowLocation", "InfoWindowFormats", "GoogleMapsCompat"]),
        // The scripts' way to write a picture by the output rules (docs/reliability.md, O10).
        .executableTarget(name: "write-output", dependencies: ["InfoWindowKit"], path: "Tests/e2e/support/WriteOutput"),
        .target(name: "TestSupport", dependencies: ["InfoWindowKit"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "PointClusteringTests", dependencies: ["PointClustering", "InfoWindowCore"]),
        .testTarget(name: "InfoWindowFormatsTests", dependencies: ["InfoWindowFormats"], exclude: ["Fixtures"]),
        .testTarget(name: "InfoWindowKitTests", dependencies: ["InfoWindowKit", "TestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "RenderingTests", dependencies: ["InfoWindowKit", "TestSupport"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
        .testTarget(name: "BasemapTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ViewerTests", dependencies: ["infowindow", "InfoWindowKit", "InfoWindowLocation"]),
        .testTarget(name: "GoogleMapsCompatTests", dependencies: ["GoogleMapsCompat", "InfoWindowSample", "TestSupport",
                                                                 "InfoWindowLocation", "InfoWindowFormats"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
        .testTarget(name: "GoogleMapsUtilsTests", dependencies: ["GoogleMapsUtilsCompat", "TestSupport"],
                    exclude: ["__Snapshots__", "Fuzz"]),
        .testTarget(name: "HostTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "VectorTileTests", dependencies: ["InfoWindowKit", "TestSupport", "CZlib"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ModelTests", dependencies: ["InfoWindowKit", "TestSupport"]),
        .testTarget(name: "LeakTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "ServeTests", dependencies: ["InfoWindowServe", "InfoWindowKit", "CMicroHTTPD"], exclude: ["Fuzz"]),
        // The articles' code (Sources/*/*.docc), compiled and run; the articles' pictures are its goldens.
        .testTarget(name: "DocumentationTests", dependencies: ["InfoWindowKit", "GoogleMapsCompat", "InfoWindowSDL", "TestSupport"]),
        .testTarget(name: "HostileInputTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__", "Fuzz"]),
        .testTarget(name: "OverlayTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

// On Linux an iOS file keeps its imports: `import GoogleMaps`, `import UIKit` and `import CoreLocation`
// name these modules, which give GoogleMapsCompat's names (docs/porting.md, D125). Apple platforms have
// the real frameworks, so the modules are declared on Linux only.
#if os(Linux)
package.targets += ["GoogleMaps", "UIKit", "CoreLocation"].map { name in
    .target(name: name, dependencies: ["GoogleMapsCompat"], path: "Sources/Shims/\(name)")
}
// swift-testing's cross-import overlay for UIKit, empty: a test file may import Testing and UIKit.
package.targets.append(.target(name: "_Testing_UIKit", path: "Sources/Shims/_Testing_UIKit"))
package.products.append(.library(name: "GoogleMaps", targets: ["GoogleMaps", "UIKit", "CoreLocation", "_Testing_UIKit"]))
// `import GoogleMapsUtils` names the utility library's clustering over GoogleMapsUtilsCompat (docs/clustering.md).
package.targets.append(.target(name: "GoogleMapsUtils", dependencies: ["GoogleMapsUtilsCompat"], path: "Sources/Shims/GoogleMapsUtils"))
package.products.append(.library(name: "GoogleMapsUtils", targets: ["GoogleMapsUtils"]))
// A test file imports them as an iOS file does (ImportsUnchangedTests, D125).
package.targets.first { $0.name == "GoogleMapsCompatTests" }?.dependencies += ["GoogleMaps", "UIKit", "CoreLocation", "_Testing_UIKit"]
#endif
