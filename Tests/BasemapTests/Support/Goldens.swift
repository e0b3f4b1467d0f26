import TestSupport

/// This target's golden images: `Tests/BasemapTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)
