import Foundation
import InfoWindowKit
import Testing

/// How two images are compared: decoded pixels, never PNG bytes. A pixel differs when any premultiplied
/// channel (0…255) differs by more than ``channelTolerance``; the images match when at most
/// ``allowedDifferingPixels`` differ.
public struct GoldenTolerance: Sendable {
    /// Largest accepted difference of one channel. Default 24.
    public var channelTolerance: Int
    /// How many pixels may differ by more. Default 16.
    public var allowedDifferingPixels: Int

    /// A tolerance; the defaults absorb antialiasing noise, not a moved window.
    public init(channelTolerance: Int = 24, allowedDifferingPixels: Int = 16) {
        self.channelTolerance = channelTolerance
        self.allowedDifferingPixels = allowedDifferingPixels
    }

    /// Every pixel identical.
    public static let exact = GoldenTolerance(channelTolerance: 0, allowedDifferingPixels: 0)
}

/// Golden-image assertions for one test target; every target of the project uses this one.
/// References are `REFERENCES/NAME.png`.
/// - `RECORD_SNAPSHOTS=1` rewrites references (the test passes).
/// - A missing reference is written and the test fails, so a new golden is always looked at.
/// - A mismatch writes `NAME.actual.png` and `NAME.diff.png` (differing pixels red) under
///   `.test-output/snapshots/TARGET/` of the checkout and names them in the failure.
public struct GoldenImages: Sendable {
    /// Where the references are.
    public let references: URL
    /// Where mismatches are written.
    public let failures: URL

    /// The goldens of the test target whose source file is `filePath` (pass `#filePath` from a file in
    /// the target's folder or its `Support/` folder): `Tests/TARGET/__Snapshots__/`.
    public init(target filePath: String) {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        if folder.lastPathComponent == "Support" { folder.deleteLastPathComponent() }
        references = folder.appendingPathComponent("__Snapshots__")
        failures = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".test-output/snapshots/" + folder.lastPathComponent)
    }

    /// Goldens kept in `references` (for instance a documentation catalogue's pictures), mismatches
    /// written to `failures`.
    public init(references: URL, failures: URL) {
        self.references = references
        self.failures = failures
    }

    /// True when `RECORD_SNAPSHOTS=1`.
    public static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Records an issue unless `image` matches the reference `name` within `tolerance`.
    @MainActor
    public func assert(_ image: Image, named name: String, tolerance: GoldenTolerance = GoldenTolerance(),
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = references.appendingPathComponent(name + ".png").path
        let exists = FileManager.default.fileExists(atPath: reference)
        if Self.recording || !exists {
            do {
                try image.write(toPNG: reference)
            } catch {
                Issue.record("could not write \(reference): \(error)", sourceLocation: sourceLocation)
                return
            }
            if !exists && !Self.recording {
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
        let comparison = ImageComparison(image, expected, tolerance: tolerance)
        guard !comparison.matches else { return }
        let paths = save(image, diff: comparison.diff, name: name)
        let what = comparison.sizesDiffer
            ? "size \(image.pixelWidth)×\(image.pixelHeight) differs from the reference's \(expected.pixelWidth)×\(expected.pixelHeight)"
            : "\(comparison.differingPixels) pixels differ (largest channel difference \(comparison.largestDifference))"
        print("snapshot mismatch — \(name): \(paths)")
        Issue.record(Comment(rawValue: "\(name): \(what); \(paths)"), sourceLocation: sourceLocation)
    }

    @MainActor
    private func save(_ actual: Image, diff: Image?, name: String) -> String {
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualPath = failures.appendingPathComponent(name + ".actual.png").path
        try? actual.write(toPNG: actualPath)
        guard let diff else { return "actual: \(actualPath)" }
        let diffPath = failures.appendingPathComponent(name + ".diff.png").path
        try? diff.write(toPNG: diffPath)
        return "actual: \(actualPath), diff: \(diffPath)"
    }
}

/// Two images compared pixel by pixel.
public struct ImageComparison {
    /// True when the images have the same size and at most the allowed number of pixels differ.
    public let matches: Bool
    /// True when the sizes differ (nothing else was compared).
    public let sizesDiffer: Bool
    /// Pixels differing by more than the tolerance.
    public let differingPixels: Int
    /// The largest channel difference seen.
    public let largestDifference: Int
    /// The actual image faded to grey with the differing pixels in red; nil when the sizes differ.
    public let diff: Image?

    /// Compares `actual` with `expected` under `tolerance`.
    @MainActor
    public init(_ actual: Image, _ expected: Image, tolerance: GoldenTolerance) {
        guard actual.pixelWidth == expected.pixelWidth, actual.pixelHeight == expected.pixelHeight else {
            matches = false
            sizesDiffer = true
            differingPixels = 0
            largestDifference = 0
            diff = nil
            return
        }
        let width = actual.pixelWidth, height = actual.pixelHeight
        var differing = 0, worst = 0
        var out = [UInt32](repeating: 0, count: width * height)
        actual.withUnsafePixelBytes { a, aStride in
            expected.withUnsafePixelBytes { e, eStride in
                for y in 0..<height {
                    for x in 0..<width {
                        let pa = a.load(fromByteOffset: y * aStride + x * 4, as: UInt32.self)
                        let pe = e.load(fromByteOffset: y * eStride + x * 4, as: UInt32.self)
                        var delta = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            delta = max(delta, abs(Int((pa >> shift) & 0xff) - Int((pe >> shift) & 0xff)))
                        }
                        worst = max(worst, delta)
                        if delta > tolerance.channelTolerance {
                            differing += 1
                            out[y * width + x] = 0xFFFF_0000
                        } else {
                            let grey = ((pa >> 8) & 0xff) / 4 + 180
                            out[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                        }
                    }
                }
            }
        }
        matches = differing <= tolerance.allowedDifferingPixels
        sizesDiffer = false
        differingPixels = differing
        largestDifference = worst
        diff = out.withUnsafeBytes { Image(premultipliedARGB: $0, width: width, height: height, bytesPerRow: width * 4) }
    }
}
