import TestSupport

/// This target's golden images: `Tests/HostileInputTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)
