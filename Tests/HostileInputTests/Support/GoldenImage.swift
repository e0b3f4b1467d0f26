import Foundation
import Testing
@testable import InfoWindowKit

/// Golden images of this suite, compared as RenderingTests' `Snapshot.assert` does: decoded pixels,
/// never PNG bytes; a pixel differs when a premultiplied channel differs by more than 24 of 255, and
/// up to 16 pixels may differ. References are `Tests/HostileInputTests/__Snapshots__/NAME.png`;
/// `RECORD_SNAPSHOTS=1` rewrites them; a missing one is written and fails the test (so it is looked
/// at); a mismatch writes `NAME.actual.png` and `NAME.diff.png` under `.test-output/hostile/`.
@MainActor
enum GoldenImage {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let references = root.appendingPathComponent("__Snapshots__")
    static let failures = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".test-output/hostile")

    static func assert(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = references.appendingPathComponent(name + ".png").path
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let exists = FileManager.default.fileExists(atPath: reference)
        if recording || !exists {
            do {
                try image.write(toPNG: reference)
            } catch {
                Issue.record("could not write \(reference): \(error)", sourceLocation: sourceLocation)
            }
            if !exists && !recording {
                Issue.record("no reference for \(name): wrote \(reference); look at it and run again",
                             sourceLocation: sourceLocation)
            }
            return
        }
        do {
            let expected = try Image.load(contentsOfFile: reference)
            if let problem = difference(image, expected, name: name) {
                Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("cannot read reference \(reference): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Nil when the two images match within `channelTolerance` and `allowedPixels`; otherwise what
    /// differs (and, when `name` is given, the actual and diff images are written).
    static func difference(_ actual: Image, _ expected: Image, name: String? = nil, channelTolerance: Int = 24,
                           allowedPixels: Int = 16) -> String? {
        guard case .bitmap(let a) = actual.content, case .bitmap(let e) = expected.content else {
            return "golden images must be bitmaps"
        }
        guard a.width == e.width, a.height == e.height else {
            if let name { write(a, diff: nil, name: name) }
            return "size \(a.width)×\(a.height) differs from \(e.width)×\(e.height)"
        }
        a.flush()
        e.flush()
        let diff = Bitmap(width: a.width, height: a.height)
        diff?.flush()
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixelWord(x: x, y: y), q = e.pixelWord(x: x, y: y)
                var delta = 0
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    delta = max(delta, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
                if delta > channelTolerance { differing += 1 }
                if let diff {
                    let row = UnsafeMutableRawPointer(diff.baseAddress + y * diff.stride)
                    let grey = UInt32(((p >> 8) & 0xFF) / 4 + 180)
                    row.storeBytes(of: delta > channelTolerance ? 0xFFFF_0000 : 0xFF00_0000 | grey << 16 | grey << 8 | grey,
                                   toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        diff?.markDirty()
        guard differing > allowedPixels else { return nil }
        var text = "\(differing) pixels differ"
        if let name { text += "; " + write(a, diff: diff, name: name) }
        return text
    }

    @discardableResult
    private static func write(_ actual: Bitmap, diff: Bitmap?, name: String) -> String {
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualPath = failures.appendingPathComponent(name + ".actual.png").path
        try? Image(bitmap: actual, scale: 1).write(toPNG: actualPath)
        var text = "actual: \(actualPath)"
        if let diff {
            let diffPath = failures.appendingPathComponent(name + ".diff.png").path
            try? Image(bitmap: diff, scale: 1).write(toPNG: diffPath)
            text += ", diff: \(diffPath)"
        }
        return text
    }
}
