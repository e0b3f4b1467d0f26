import Foundation
import Testing
@testable import InfoWindowGraphics
import TestSupport

/// D215: a thin stroke's pixels are worked out only along each row's chord of a capsule, and a pixel's
/// coverage comes from a table of buckets by squared distance where the bucket holds one value. Neither
/// may change what the stroke is: the largest coverage any capsule gives the pixel.
@Suite("Overlays: thin strokes visit the capsules' chords and look coverage up by distance (D215)")
struct StrokeCoverageTests {
    @Test("D215 a bucket's value is the coverage of every distance in it — at random and at each bucket's edges",
          arguments: [0.5, 0.75, 1, 1.3, 1.5, 2] as [Double])
    func bucketsAreExact(half: Double) {
        let buckets = ThinStrokeRasterizer.coverageTables(half: half).buckets
        let inner2 = ThinStrokeRasterizer.inner2(half: half)
        let reach2 = (half + 0.5) * (half + 0.5)
        #expect(buckets.values.count == ThinStrokeRasterizer.CoverageBuckets.count + 1)
        var random = SplitMix64(seed: 215)
        var samples: [Double] = (0..<40_000).map { _ in Double.random(in: 0..<reach2, using: &random) }
        for k in 1..<ThinStrokeRasterizer.CoverageBuckets.count {
            var edge = Double(k) / buckets.scale
            for _ in 0..<3 { edge = edge.nextDown }
            for _ in 0..<6 {
                samples.append(edge)
                edge = edge.nextUp
            }
        }
        var looked = 0
        for d2 in samples where d2 >= 0 && d2 < reach2 {
            let value = buckets.values[Int(d2 * buckets.scale)]
            guard value != ThinStrokeRasterizer.CoverageBuckets.mixed else { continue }
            looked += 1
            #expect(UInt16(ThinStrokeRasterizer.coverage(d2: d2, half: half, inner2: inner2)) == value,
                    "half \(half), d2 \(d2)")
        }
        // Each of the 255 steps of the coverage makes at most a bucket or two mixed.
        let mixed = buckets.values.dropLast().filter { $0 == ThinStrokeRasterizer.CoverageBuckets.mixed }.count
        #expect(mixed <= 2 * 256)
        #expect(looked > samples.count / 2)
    }

    @Test("D215 strokes under a pixel wide, whose coverage may wobble, always work it out")
    func thinStrokesHaveNoBuckets() {
        let buckets = ThinStrokeRasterizer.coverageTables(half: 0.3).buckets
        #expect(buckets.values == [ThinStrokeRasterizer.CoverageBuckets.mixed])
        #expect(buckets.scale == 0)
    }

    /// A random walk of `count` points inside a `size` square: steps of 0 (a repeated point) to 40
    /// pixels, some exactly level or upright.
    static func walk(count: Int, size: Double, using random: inout SplitMix64) -> [CGPoint] {
        var points = [CGPoint(x: Double.random(in: 8...(size - 8), using: &random), y: Double.random(in: 8...(size - 8), using: &random))]
        while points.count < count {
            let last = points[points.count - 1]
            let length = [0, 0.3, 1.5, 6, 40][Int.random(in: 0..<5, using: &random)] * Double.random(in: 0.5...1, using: &random)
            let angle = [0, Double.pi / 2, Double.pi, Double.random(in: 0..<(2 * .pi), using: &random)][Int.random(in: 0..<4, using: &random)]
            let x = min(max(last.x + cos(angle) * length, 8), size - 8), y = min(max(last.y + sin(angle) * length, 8), size - 8)
            points.append(CGPoint(x: x, y: y))
        }
        return points
    }

    @Test("D215 every pixel gets the largest coverage of any capsule, as found by asking every segment at every pixel",
          arguments: [0.8, 1, 1.5, 2, 2.6, 3, 4] as [Double])
    func matchesEverySegmentAtEveryPixel(width: Double) {
        let size = 112
        var random = SplitMix64(seed: 2150 + UInt64(width * 10))
        let rasterizer = ThinStrokeRasterizer(width: size, height: size)
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: size * size * 4, alignment: 16)
        defer { pixels.deallocate() }
        let half = width / 2, inner2 = ThinStrokeRasterizer.inner2(half: half)
        var inked = 0, differing = 0, largest = 0
        for _ in 0..<12 {
            pixels.initializeMemory(as: UInt8.self, repeating: 0, count: size * size * 4)
            let points = Self.walk(count: 24, size: Double(size), using: &random)
            let target = ThinStrokeRasterizer.Target(pixels: pixels, stride: size * 4, clipMinX: 0, clipMinY: 0, clipMaxX: size,
                                                     clipMaxY: size, scale: 1, offsetX: 0, offsetY: 0)
            points.withUnsafeBufferPointer { buffer in
                [points.count].withUnsafeBufferPointer { ends in
                    // Opaque white over clear: each pixel's alpha is the stroke's coverage byte.
                    rasterizer.stroke(buffer, ends: ends, closing: false, lineWidth: width, color: 0xFFFF_FFFF, into: target)
                }
            }
            for y in 0..<size {
                for x in 0..<size {
                    var expected: UInt8 = 0
                    for i in 0..<(points.count - 1) {
                        let p = points[i], q = points[i + 1]
                        let dx = q.x - p.x, dy = q.y - p.y
                        let length2 = dx * dx + dy * dy
                        let inverse = length2 > 0 ? 1 / length2 : 0
                        let wx = Double(x) + 0.5 - p.x, wy = Double(y) + 0.5 - p.y
                        var t = (wx * dx + wy * dy) * inverse
                        t = t < 0 ? 0 : (t > 1 ? 1 : t)
                        let ex = wx - t * dx, ey = wy - t * dy
                        expected = max(expected, ThinStrokeRasterizer.coverage(d2: ex * ex + ey * ey, half: half, inner2: inner2))
                    }
                    let got = Int(pixels.load(fromByteOffset: (y * size + x) * 4, as: UInt32.self) >> 24)
                    if expected > 0 || got > 0 { inked += 1 }
                    let difference = abs(got - Int(expected))
                    if difference > 0 { differing += 1 }
                    largest = max(largest, difference)
                }
            }
        }
        // The rasterizer steps the distance along a row (a rounding apart from working it out at each
        // pixel), so a byte at a rounding edge may come out one off; a pixel the chord left out would be
        // off by its whole coverage.
        #expect(largest <= 1, "width \(width): a pixel differs by \(largest)")
        #expect(differing * 1000 <= inked, "width \(width): \(differing) of \(inked) inked pixels differ")
        // Twelve walks of 23 segments a few pixels wide: thousands of pixels inked.
        #expect(inked > 2_000)
        print("D215 width \(width): \(inked) inked pixels, \(differing) one off, largest difference \(largest)")
    }
}
