import Foundation
import GoogleMapsCompat

/// Where the tests' pictures are, and the one place that puts them on `UIImage(named:)`'s search path.
@MainActor
enum TestResources {
    /// This target's `Resources` folder (holding `house.png`), as copied into the test bundle.
    static var folder: String {
        Bundle.module.path(forResource: "Resources", ofType: nil) ?? Bundle.module.bundlePath + "/Resources"
    }

    /// The folder of this test target's sources (for reading the sources themselves).
    nonisolated static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The package's root folder.
    nonisolated static let packageRoot = sourceFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Adds this target's pictures and any `extra` folders to `UIImage.searchPaths`, once each. The
    /// setting is process-wide, so folders are appended, never replacing what other tests set.
    static func install(_ extra: String?...) {
        for path in [folder] + extra.compactMap({ $0 }) where !UIImage.searchPaths.contains(path) {
            UIImage.searchPaths.append(path)
        }
    }
}
