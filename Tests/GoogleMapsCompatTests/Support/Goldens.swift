import TestSupport

/// This target's golden images: `Tests/GoogleMapsCompatTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)
