// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InfoWindowKit",
    products: [
        .library(name: "InfoWindowKit", targets: ["InfoWindowKit"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "InfoWindowKit", dependencies: ["CCairo", "CSQLite", "CTurboJPEG"]),
        .testTarget(name: "InfoWindowKitTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "RenderingTests", dependencies: ["InfoWindowKit"],
                    exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
        .testTarget(name: "ModelTests", dependencies: ["InfoWindowKit"]),
        .testTarget(name: "LeakTests", dependencies: ["InfoWindowKit"]),
    ],
    swiftLanguageModes: [.v6]
)
