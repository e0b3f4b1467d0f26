import Foundation
import Testing
@testable import InfoWindowKit
import TestSupport

/// Styles along a polyline: `styleSpans` (the SDK's GMSStyleSpans and GMSStyleSpansOffset),
/// `segments(forLength:kind:)`, and how spans are drawn (D43).
@MainActor
@Suite("Overlays: style spans (D43)")
struct StyleSpanTests {
    /// Three points on the equator: segments of 1° and 2°.
    private let path = OverlayFixtures.path([(0, 0), (0, 1), (0, 3)])
    private let degree = SphericalGeometry.distance(from: Coordinate(latitude: 0, longitude: 0), to: Coordinate(latitude: 0, longitude: 1))
    private let red = StrokeStyle.solidColor(.red), blue = StrokeStyle.solidColor(.blue)

    private func close(_ spans: [StyleSpan], _ expected: [(StrokeStyle, Double)]) -> Bool {
        spans.count == expected.count && zip(spans, expected).allSatisfy { $0.style == $1.0 && abs($0.segments - $1.1) < 1e-9 }
    }

    @Test("D43 segments(forLength:kind:) counts fractional segments along the path")
    func segmentsForLength() {
        #expect(abs(path.segments(forLength: 2 * degree, kind: .geodesic) - 1.5) < 1e-9)
        #expect(abs(path.segments(forLength: 0.5 * degree, kind: .rhumb) - 0.5) < 1e-9)
        #expect(path.segments(forLength: 100 * degree, kind: .geodesic) == 2)
        #expect(path.segments(forLength: -1, kind: .geodesic) == 0)
        // Projected units: the world is 2 wide, so 1° of longitude is 2/360.
        #expect(abs(path.segments(forLength: 2.0 / 360, kind: .projected) - 1) < 1e-9)
    }

    @Test("D43 styleSpans repeats styles and lengths along the path")
    func repeats() {
        let spans = styleSpans(path, [red, blue], [1.5 * degree], .geodesic)
        #expect(close(spans, [(red, 1.25), (blue, 0.75)]), "\(spans)")
    }

    @Test("D43 styleSpans with an offset skips that much of the pattern; a negative offset starts before the path")
    func offsets() {
        let ahead = styleSpans(path, [red, blue], [1.5 * degree], .geodesic, offset: 0.5 * degree)
        #expect(close(ahead, [(red, 1), (blue, 0.75), (red, 0.25)]), "\(ahead)")
        let behind = styleSpans(path, [red, blue], [1.5 * degree], .geodesic, offset: -0.5 * degree)
        #expect(close(behind, [(blue, 0.5), (red, 1), (blue, 0.5)]), "\(behind)")
        // Styles and lengths wrap independently: three styles over two lengths.
        let green = StrokeStyle.solidColor(.green)
        let mixed = styleSpans(path, [red, blue, green], [0.5 * degree, 1 * degree], .geodesic)
        #expect(close(mixed, [(red, 0.5), (blue, 0.75), (green, 0.25), (red, 0.5)]), "\(mixed)")
    }

    @Test("D43 spans are drawn: solid runs, a gradient along its segments, the last span over the rest")
    func drawn() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 1.5, zoom: 6), size: CGSize(width: 600, height: 120))
        let line = Polyline(path: path)
        line.strokeWidth = 10
        line.spans = [StyleSpan(color: .red, segments: 0.5), StyleSpan(style: .gradient(from: .blue, to: .green), segments: 1)]
        line.map = map
        let image = map.snapshot()
        let p = map.projection
        func color(at longitude: Double) -> Color? {
            let q = p.point(for: Coordinate(latitude: 0, longitude: longitude))
            return image.color(atPixelX: Int(q.x), y: Int(q.y))
        }
        #expect(color(at: 0.25) == .red)
        // The gradient runs from blue at 0.5° over its one segment (to 1.5°) and, being the last span,
        // is stretched over the rest: it reaches green at the end of the path.
        let early = color(at: 0.6), late = color(at: 2.9)
        #expect((early?.blue ?? 0) > 0.85 && (early?.green ?? 1) < 0.15, "\(String(describing: early))")
        #expect((late?.green ?? 0) > 0.9 && (late?.blue ?? 1) < 0.1, "\(String(describing: late))")
        // Halfway through the stretched span (position 1.25 of 0.5…2, a quarter along the 2° segment).
        let middle = color(at: 1.5)
        #expect(abs((middle?.green ?? 0) - 0.5) < 0.06, "the colour is halfway at halfway: \(String(describing: middle))")
    }
}
