import Foundation
import Testing
@testable import InfoWindowKit

/// How two images are compared: decoded pixels, never PNG bytes. A pixel differs when any channel
/// (premultiplied, 0…255) differs by more than `channelTolerance`; the images match when at most
/// `allowedDifferingPixels` differ.
struct SnapshotTolerance {
    var channelTolerance: Int = 24
    var allowedDifferingPixels: Int = 16
}

/// Golden-image assertions (the same approach as RenderingTests'). References live in
/// `Tests/BasemapTests/__Snapshots__/NAME.png`.
/// - `RECORD_SNAPSHOTS=1` rewrites references (the test passes).
/// - A missing reference is written and the test fails, so a new golden is always looked at.
/// - A mismatch writes `NAME.actual.png` and `NAME.diff.png` under `.test-output/basemap-snapshots/` and prints
///   their paths.
@MainActor
enum Snapshot {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let references = root.appendingPathComponent("__Snapshots__")
    static let failures = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".test-output/basemap-snapshots")

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func assert(_ image: Image, named name: String, tolerance: SnapshotTolerance = SnapshotTolerance(),
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = references.appendingPathComponent(name + ".png")
        if recording || !FileManager.default.fileExists(atPath: reference.path) {
            let existed = FileManager.default.fileExists(atPath: reference.path)
            do {
                try image.write(toPNG: reference.path)
            } catch {
                Issue.record("could not write \(reference.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if !existed && !recording {
                Issue.record("no reference for \(name): wrote \(reference.path); look at it and run again",
                             sourceLocation: sourceLocation)
            }
            return
        }
        let expected: Image
        do {
            expected = try Image.load(contentsOfFile: reference.path)
        } catch {
            Issue.record("cannot read reference \(reference.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard case .bitmap(let actualBitmap) = image.content, case .bitmap(let expectedBitmap) = expected.content else {
            Issue.record("snapshots must be bitmaps", sourceLocation: sourceLocation)
            return
        }
        if let problem = compare(actualBitmap, expectedBitmap, tolerance: tolerance, name: name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Nil when the bitmaps match; otherwise a description, after writing the actual and the diff.
    static func compare(_ actual: Bitmap, _ expected: Bitmap, tolerance: SnapshotTolerance, name: String) -> String? {
        guard actual.width == expected.width, actual.height == expected.height else {
            let paths = writeFailure(actual, diff: nil, name: name)
            return "\(name): size \(actual.width)×\(actual.height) differs from the reference's \(expected.width)×\(expected.height); actual: \(paths)"
        }
        actual.flush()
        expected.flush()
        let diff = Bitmap(width: actual.width, height: actual.height)!
        diff.flush()
        var differing = 0
        var worst = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixelWord(x: x, y: y), e = expected.pixelWord(x: x, y: y)
                var delta = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xff) - Int((e >> UInt32(shift)) & 0xff)))
                }
                worst = max(worst, delta)
                let row = UnsafeMutableRawPointer(diff.baseAddress + y * diff.stride)
                if delta > tolerance.channelTolerance {
                    differing += 1
                    row.storeBytes(of: 0xFFFF_0000, toByteOffset: x * 4, as: UInt32.self)
                } else {
                    let grey = UInt32(((a >> 8) & 0xff) / 4 + 180)
                    row.storeBytes(of: 0xFF00_0000 | grey << 16 | grey << 8 | grey, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        diff.markDirty()
        guard differing > tolerance.allowedDifferingPixels else { return nil }
        let paths = writeFailure(actual, diff: diff, name: name)
        return "\(name): \(differing) pixels differ (largest channel difference \(worst)); \(paths)"
    }

    private static func writeFailure(_ actual: Bitmap, diff: Bitmap?, name: String) -> String {
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualPath = failures.appendingPathComponent(name + ".actual.png").path
        let diffPath = failures.appendingPathComponent(name + ".diff.png").path
        try? Image(bitmap: actual, scale: 1).write(toPNG: actualPath)
        var text = "actual: \(actualPath)"
        if let diff {
            try? Image(bitmap: diff, scale: 1).write(toPNG: diffPath)
            text += ", diff: \(diffPath)"
        }
        print("snapshot mismatch — \(text)")
        return text
    }
}
