// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InfoWindowKit",
    products: [
        .library(name: "InfoWindowKit", targets: ["InfoWindowKit"]),
        .library(name: "InfoWindowSDL", targets: ["InfoWindowSDL"]),
        .library(name: "GoogleMapsCompat", targets: ["GoogleMapsCompat"]),
        .executable(name: "infowindow", targets: ["infowindow"]),
        .executable(name: "infowindow-bench", targets: ["infowindow-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CMVT", exclude: ["vector_tile.proto"]),
        .target(name: "InfoWindowKit", dependencies: ["CCairo", "CSQLite", "CTurboJPEG", "CZlib", "CMVT"],
                resources: [.copy("Basemap/Data")]),
        .target(name: "InfoWindowSDL", dependencies: ["InfoWindowKit", "CSDL2"]),
        .target(name: "GoogleMapsCompat", dependencies: ["InfoWindowKit"]),
        .executableTarget(name: "InfoWindowSample", dependencies: ["GoogleMapsCompat", "InfoWindowSDL"],
                          path: "Examples/InfoWindowSample", resources: [.copy("Images")]),
        .executableTarget(name: "infowindow", dependencies: ["InfoWindowKit", "InfoWindowSDL"]),
        .executableTarget(name: "infowindow-bench", dependencies: ["InfoWindowKit"]),
        .target(name: "TestSupport", dependencies: ["InfoWindowKit"], path: "Tests/TestSupport"),
        .testTarget(name: "InfoWindowKitTests", dependencies: ["InfoWindowKit", "TestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "RenderingTests", dependencies: ["InfoWindowKit", "TestSupport"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
        .testTarget(name: "BasemapTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ViewerTests", dependencies: ["infowindow"]),
        .testTarget(name: "GoogleMapsCompatTests", dependencies: ["GoogleMapsCompat", "InfoWindowSample", "TestSupport"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
        .testTarget(name: "VectorTileTests", dependencies: ["InfoWindowKit", "TestSupport", "CZlib"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ModelTests", dependencies: ["InfoWindowKit", "TestSupport"]),
        .testTarget(name: "LeakTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "HostileInputTests", dependencies: ["InfoWindowKit", "TestSupport"], exclude: ["__Snapshots__", "Fuzz"]),
    ],
    swiftLanguageModes: [.v6]
)
