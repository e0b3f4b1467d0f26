import Foundation
import InfoWindowKit
import TestSupport

/// This target's golden images: `Tests/RenderingTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)

/// The test images (a house icon, a photo, a badge), loaded from the test bundle.
enum TestImages {
    static var folder: String { Bundle.module.resourcePath! }
    static func named(_ name: String) -> Image {
        try! Image.load(contentsOfFile: folder + "/" + name + ".png")
    }
}
