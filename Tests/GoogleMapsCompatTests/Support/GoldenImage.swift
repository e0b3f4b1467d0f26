import Foundation
import Testing
@testable import InfoWindowKit

/// Golden-image assertions for this target; references live in `__Snapshots__/NAME.png` beside it.
/// Pixels are compared decoded (premultiplied ARGB, 0…255 per channel), never as PNG bytes: a pixel
/// differs when a channel is off by more than 24, and at most 16 pixels may differ.
/// - `RECORD_SNAPSHOTS=1` rewrites the references (the test passes).
/// - A missing reference is written and the test fails, so every new golden is looked at.
/// - A mismatch writes `NAME.actual.png` and `NAME.diff.png` (differing pixels red) under
///   `.test-output/snapshots/` and names them in the failure.
@MainActor
enum GoldenImage {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    static let failures = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".test-output/snapshots")
    static let channelTolerance = 24
    static let allowedDifferingPixels = 16

    static func assert(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = folder.appendingPathComponent(name + ".png").path
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        guard !recording, FileManager.default.fileExists(atPath: reference) else {
            do {
                try image.write(toPNG: reference)
            } catch {
                Issue.record("could not write \(reference): \(error)", sourceLocation: sourceLocation)
            }
            if !recording {
                Issue.record("no reference for \(name): wrote \(reference); look at it and run again",
                             sourceLocation: sourceLocation)
            }
            return
        }
        let expected: Image
        do {
            expected = try Image.load(contentsOfFile: reference)
        } catch {
            Issue.record("cannot read the reference \(reference): \(error)", sourceLocation: sourceLocation)
            return
        }
        if let problem = difference(image.bitmap(forScale: image.scale), expected.bitmap(forScale: expected.scale),
                                    name: name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Nil when the bitmaps match; otherwise what differs, after writing the actual image and a diff.
    private static func difference(_ actual: Bitmap, _ expected: Bitmap, name: String) -> String? {
        guard actual.width == expected.width, actual.height == expected.height else {
            return "\(name): \(actual.width)×\(actual.height) pixels, the reference has \(expected.width)×\(expected.height); "
                + save(actual, diff: nil, name: name)
        }
        actual.flush()
        expected.flush()
        let diff = Bitmap.orPixel(width: actual.width, height: actual.height)
        diff.flush()
        var differing = 0, worst = 0
        for y in 0..<actual.height {
            let row = UnsafeMutableRawPointer(diff.baseAddress + y * diff.stride)
            for x in 0..<actual.width {
                let a = actual.pixelWord(x: x, y: y), e = expected.pixelWord(x: x, y: y)
                var delta = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    delta = max(delta, abs(Int((a >> shift) & 0xff) - Int((e >> shift) & 0xff)))
                }
                worst = max(worst, delta)
                if delta > channelTolerance { differing += 1 }
                let grey = UInt32(((a >> 8) & 0xff) / 4 + 180)
                let word: UInt32 = delta > channelTolerance ? 0xFFFF_0000 : 0xFF00_0000 | grey << 16 | grey << 8 | grey
                row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        diff.markDirty()
        guard differing > allowedDifferingPixels else { return nil }
        return "\(name): \(differing) pixels differ (largest channel difference \(worst)); "
            + save(actual, diff: diff, name: name)
    }

    private static func save(_ actual: Bitmap, diff: Bitmap?, name: String) -> String {
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualPath = failures.appendingPathComponent(name + ".actual.png").path
        try? Image(bitmap: actual, scale: 1).write(toPNG: actualPath)
        guard let diff else { return "actual: \(actualPath)" }
        let diffPath = failures.appendingPathComponent(name + ".diff.png").path
        try? Image(bitmap: diff, scale: 1).write(toPNG: diffPath)
        return "actual: \(actualPath), diff: \(diffPath)"
    }
}
