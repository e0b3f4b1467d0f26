import Foundation
import Testing
@testable import InfoWindowGraphics
import TestSupport

/// D204: a capsule's coverage is worked out only where it may raise the mask's byte. The rule before
/// D204 wrote a pixel when its squared distance lay within the reach and its coverage beat the byte;
/// the limit must keep every such pixel, so the pixels cannot change.
@Suite("Overlays: thin strokes skip pixels an earlier capsule already covers as much (D204)")
struct CoverageLimitsTests {
    /// True when the rule before D204 would raise byte `m` at squared distance `d2`.
    static func raisedBefore(d2: Double, half: Double, m: Int) -> Bool {
        let reach = half + 0.5
        return d2 < reach * reach
            && ThinStrokeRasterizer.coverage(d2: d2, half: half, inner2: ThinStrokeRasterizer.inner2(half: half)) > UInt8(m)
    }

    @Test("D204 below the limit of byte m a capsule gives more than m, at or beyond it never (widths 0.5 to 4 px)",
          arguments: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 0.5 * 2.625] as [Double])
    func limitIsExact(half: Double) {
        let limits = ThinStrokeRasterizer.coverageLimits(half: half)
        #expect(limits.count == 256)
        let reach2 = (half + 0.5) * (half + 0.5)
        var random = SplitMix64(seed: 204)
        var raised = 0
        for m in 0..<256 {
            // Around the limit, ulp by ulp, and at random over the reach.
            var samples: [Double] = (0..<200).map { _ in Double.random(in: 0...reach2, using: &random) }
            var near = limits[m]
            for _ in 0..<8 { near = near.nextDown }
            for _ in 0..<16 {
                samples.append(near)
                near = near.nextUp
            }
            for d2 in samples where d2 >= 0 {
                let before = Self.raisedBefore(d2: d2, half: half, m: m)
                if before { raised += 1 }
                // Every pixel the old rule raised, the limit lets through (then the same comparison decides).
                #expect(!before || d2 < limits[m], "half \(half), byte \(m), d2 \(d2)")
            }
        }
        #expect(raised > 0)
    }

    @Test("D204 for strokes a pixel wide or more the limits are tight: between them, no pixel is computed in vain")
    func limitsAreTight() {
        for half in [0.5, 1, 1.5, 2] as [Double] {
            let limits = ThinStrokeRasterizer.coverageLimits(half: half)
            let inner2 = ThinStrokeRasterizer.inner2(half: half)
            for m in 0..<255 where limits[m] > 0 {
                // Just below the limit the coverage beats m; at it, it does not.
                #expect(ThinStrokeRasterizer.coverage(d2: limits[m].nextDown, half: half, inner2: inner2) > UInt8(m))
                #expect(ThinStrokeRasterizer.coverage(d2: limits[m], half: half, inner2: inner2) <= UInt8(m))
            }
            #expect(limits[255] == 0)
        }
    }
}
