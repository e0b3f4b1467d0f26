import Foundation
import InfoWindowKit
import TestSupport

/// This target's golden images: `Tests/OverlayTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)
