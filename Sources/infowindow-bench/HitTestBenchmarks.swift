@_spi(Benchmarks) import InfoWindowKit
import Foundation

/// One tap resolved to a marker or the map (`MapView.hitTest`), through the spatial index and by a
/// linear scan over every marker, at 10³ … 10⁶ markers with the same density on screen.
@MainActor
enum HitTestBenchmarks {
    static let counts = [1_000, 10_000, 100_000, 1_000_000]
    /// Markers in the view at every count.
    static let visible = 1_000
    static let taps = 1_000
    static let repetitions = 9

    struct Result {
        var figures: [Figure] = []
        var details: [(String, Double)] = []
    }

    static func run() -> Result {
        var result = Result()
        for n in counts {
            let map = Scenes.uniform(markers: n, visible: visible, seed: UInt64(n))
            var random = SplitMix(state: 99)
            let points = (0..<taps).map { _ in
                CGPoint(x: Double.random(in: 0..<1280, using: &random), y: Double.random(in: 0..<800, using: &random))
            }
            let projection = map.projection
            let inView = map.markers.filter { Scenes.frame.contains(projection.point(for: $0.position)) }.count
            var hits = 0
            for p in points { if case .marker = map.mapHitTest(p) { hits += 1 } }

            // Indexed: every tap, per repetition; the figure is the time per tap.
            var sink = 0
            let indexed = (0..<(repetitions + 1)).map { _ in
                seconds { for p in points { if case .marker = map.mapHitTest(p) { sink += 1 } } } / Double(taps) * 1e6
            }.dropFirst()
            // Linear: the first taps of the same list (a scan of a million markers takes milliseconds).
            let linearTaps = max(5, min(taps, 200_000 / n))
            for p in points.prefix(linearTaps) {
                check(map.mapHitTest(p) == map.hitTestLinear(p), "index and linear scan disagree at \(p) with \(n) markers")
            }
            let linear = (0..<(min(repetitions, n >= 100_000 ? 5 : repetitions) + 1)).map { _ in
                seconds { for p in points.prefix(linearTaps) { if case .marker = map.hitTestLinear(p) { sink += 1 } } }
                    / Double(linearTaps) * 1e6
            }.dropFirst()
            check(sink > 0, "no tap hit a marker")
            result.figures.append(Figure("hit_test_us_\(n)", Array(indexed), target: n == 1_000_000 ? 20 : nil,
                                         label: "one tap → marker or map, spatial index, \(n) markers", decimals: 2))
            result.figures.append(Figure("hit_test_linear_us_\(n)", Array(linear),
                                         label: "the same taps by linear scan, \(n) markers", decimals: 1))
            result.details.append(("hit_test_visible_markers_\(n)", Double(inView)))
            result.details.append(("hit_test_hit_fraction_\(n)", Double(hits) / Double(taps)))
            result.details.append(("hit_test_zoom_\(n)", map.camera.zoom))
        }
        for n in counts {
            let i = result.figures.firstIndex { $0.key == "hit_test_us_\(n)" }!
            let ratio = result.figures[i + 1].stats.median / result.figures[i].stats.median
            result.details.append(("hit_test_linear_ratio_\(n)", ratio))
        }
        return result
    }
}
