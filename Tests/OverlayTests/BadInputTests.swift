import Foundation
import Testing
@testable import InfoWindowKit
import TestSupport

/// Bad input to shapes: each is refused or drawn as decided, with a clear warning, never a crash or a
/// hang (D37, D38, D41, D42, D43).
@MainActor
@Suite("Overlays: bad input (D37, D38, D41, D42, D43)")
struct BadInputTests {
    private let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 3)

    /// True when the snapshot has no pixel that differs from the same map without shapes.
    private func drawsNothing(_ map: MapView) -> Bool {
        let with = map.snapshot()
        let shapes = map.shapes
        for shape in shapes { shape.map = nil }
        let without = map.snapshot()
        for shape in shapes { shape.map = map }
        return ImageComparison(with, without, tolerance: .exact).matches
    }

    @Test("D38 a path of 0 or 1 coordinate draws nothing and says so once")
    func shortPaths() {
        let map = OverlayFixtures.map(camera)
        let warnings = OverlayFixtures.warnings {
            let empty = Polyline(path: CoordinatePath())
            empty.map = map
            let single = Polyline(path: OverlayFixtures.path([(0, 0)]))
            single.strokeWidth = 10
            single.map = map
            let polygon = Polygon(path: OverlayFixtures.path([(0, 0), (5, 5)]))
            polygon.map = map
            #expect(drawsNothing(map))
            _ = map.snapshot()
            _ = map.snapshot()
        }
        #expect(warnings.filter { $0.contains("Polyline: a path of 0 coordinate") }.count == 1, "\(warnings)")
        #expect(warnings.filter { $0.contains("Polyline: a path of 1 coordinate") }.count == 1, "\(warnings)")
        #expect(warnings.filter { $0.contains("Polygon: a path of 2 coordinate") }.count == 1, "\(warnings)")
    }

    @Test("D38 G3 NaN and out-of-range coordinates never reach a shape: the path leaves them out")
    func invalidCoordinates() {
        let map = OverlayFixtures.map(camera)
        var line: Polyline?
        let warnings = OverlayFixtures.warnings {
            let path = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: -10), Coordinate(latitude: .nan, longitude: 0),
                                                    Coordinate(latitude: 95, longitude: 3), Coordinate(latitude: 0, longitude: 10)])
            line = Polyline(path: path)
            line?.strokeWidth = 4
            line?.map = map
        }
        #expect(warnings.count == 1 && warnings[0].contains("left out 2 invalid coordinate"), "\(warnings)")
        #expect(line?.path?.count() == 2)
        #expect(!drawsNothing(map), "the two valid coordinates are drawn")
    }

    @Test("D38 a polyline of a million points is drawn and hit, without a hang")
    func millionPoints() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 8), size: CGSize(width: 300, height: 200))
        let coordinates = (0..<1_000_000).map { i -> Coordinate in
            let t = Double(i) / 1_000_000
            return Coordinate(latitude: sin(t * 400) * 0.2, longitude: -0.5 + t)
        }
        let line = Polyline(path: CoordinatePath(coordinates: coordinates))
        line.isTappable = true
        line.map = map
        #expect(!drawsNothing(map))
        let onLine = map.projection.point(for: coordinates[500_000])
        #expect(map.mapHitTest(onLine) == .overlay(line))
    }

    @Test("D37 a negative or non-finite stroke width or radius is refused, keeping the old value")
    func badNumbers() {
        let line = Polyline(path: nil), polygon = Polygon(), circle = Circle()
        line.strokeWidth = 3
        circle.radius = 100
        let warnings = OverlayFixtures.warnings {
            line.strokeWidth = -1
            line.strokeWidth = .nan
            polygon.strokeWidth = .infinity
            circle.strokeWidth = -0.5
            circle.radius = -5
            circle.radius = .nan
            circle.position = Coordinate(latitude: .nan, longitude: 0)
        }
        #expect(line.strokeWidth == 3 && polygon.strokeWidth == 1 && circle.strokeWidth == 1)
        #expect(circle.radius == 100 && circle.position == Coordinate(latitude: 0, longitude: 0))
        #expect(warnings.count == 7, "\(warnings)")
        #expect(warnings[0] == "Polyline.strokeWidth -1.0 is not a finite width ≥ 0; kept 3.0")
        #expect(warnings[4] == "Circle.radius -5.0 is not a finite distance ≥ 0 m; kept 100.0")
        let made = OverlayFixtures.warnings { #expect(Circle(position: Coordinate(latitude: 0, longitude: 0), radius: -1).radius == 0) }
        #expect(made.count == 1)
    }

    @Test("D43 a span of no segments counts as one, with a warning; styleSpans refuses bad patterns")
    func badSpans() {
        let warnings = OverlayFixtures.warnings {
            #expect(StyleSpan(color: .red, segments: 0).segments == 1)
            #expect(StyleSpan(color: .red, segments: -.infinity).segments == 1)
            let path = OverlayFixtures.path([(0, 0), (0, 1)])
            #expect(styleSpans(path, [], [1], .geodesic).isEmpty)
            #expect(styleSpans(path, [.solidColor(.red)], [0], .geodesic).isEmpty)
            #expect(styleSpans(path, [.solidColor(.red)], [1], .geodesic, offset: .nan).isEmpty)
        }
        #expect(warnings.count == 5, "\(warnings)")
        // A pattern far too fine for its path stops at 100,000 spans, with a warning, never a hang.
        var spans: [StyleSpan] = []
        let fine = OverlayFixtures.warnings {
            spans = styleSpans(OverlayFixtures.path([(0, 0), (0, 90)]), [.solidColor(.red), .solidColor(.blue)], [1], .geodesic)
        }
        #expect(spans.count == 100_000 && fine.count == 1)
    }

    @Test("D41 a hole outside the polygon cuts nothing; a hole across its edge cuts only the overlap")
    func strayHoles() {
        let map = OverlayFixtures.map(camera)
        let p = map.projection
        func ring(_ points: [(Double, Double)]) -> CoordinatePath {
            CoordinatePath(coordinates: points.map { p.coordinate(for: CGPoint(x: $0.0, y: $0.1)) })
        }
        let polygon = Polygon(path: ring([(100, 100), (200, 100), (200, 200), (100, 200)]))
        polygon.fillColor = .red
        polygon.holes = [ring([(250, 100), (300, 100), (300, 150)]),                 // outside
                         ring([(180, 120), (240, 120), (240, 160), (180, 160)])]     // across the right edge
        polygon.isTappable = true
        let bare = map.snapshot()
        polygon.map = map
        let image = map.snapshot()
        #expect(image.color(atPixelX: 280, y: 110) == bare.color(atPixelX: 280, y: 110),
                "outside the polygon the stray hole draws nothing")
        #expect(image.color(atPixelX: 150, y: 150) == .red, "the polygon's inside is filled")
        #expect(image.color(atPixelX: 190, y: 140) != .red, "the overlap of the crossing hole is cut")
        #expect(image.color(atPixelX: 190, y: 180) == .red, "below the hole the fill goes on")
        #expect(map.mapHitTest(CGPoint(x: 190, y: 140)) != .overlay(polygon), "a tap in the cut part is outside (R32)")
        #expect(map.mapHitTest(CGPoint(x: 190, y: 180)) == .overlay(polygon))
        #expect(map.mapHitTest(CGPoint(x: 280, y: 110)) != .overlay(polygon), "the stray hole is not part of the polygon")
    }

    @Test("D42 a ground overlay with no icon, or bounds that hold no point, draws nothing and says so once")
    func groundWithoutPicture() {
        let map = OverlayFixtures.map(camera)
        let bounds = CoordinateBounds(coordinate: Coordinate(latitude: -10, longitude: -10), coordinate: Coordinate(latitude: 10, longitude: 10))
        let warnings = OverlayFixtures.warnings {
            let noIcon = GroundOverlay(bounds: bounds, icon: nil)
            noIcon.isTappable = true
            noIcon.map = map
            let noBounds = GroundOverlay(bounds: CoordinateBounds(), icon: OverlayFixtures.checker)
            noBounds.map = map
            #expect(drawsNothing(map))
            _ = map.snapshot()
            #expect(map.mapHitTest(CGPoint(x: 200, y: 150)) != .overlay(noIcon))
        }
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.contains("hold no point") })
        #expect(warnings.filter { $0 == "GroundOverlay: no icon; nothing is drawn until one is set" }.count == 1)
    }

    @Test("D42 G7 inverted bounds are swapped with a warning and drawn as the right rectangle")
    func invertedBounds() {
        let map = OverlayFixtures.map(camera)
        var ground: GroundOverlay?
        let warnings = OverlayFixtures.warnings {
            ground = GroundOverlay(bounds: CoordinateBounds(southWest: Coordinate(latitude: 10, longitude: -10),
                                                            northEast: Coordinate(latitude: -10, longitude: 10)),
                                   icon: OverlayFixtures.checker)
        }
        #expect(warnings.count == 1 && warnings[0].contains("swapped"))
        ground?.map = map
        #expect(ground?.bounds?.southWest.latitude ?? 0 < 0)
        #expect(!drawsNothing(map))
        #expect(map.snapshot().color(atPixelX: 200, y: 150)?.alpha == 1)
    }
}

