import Foundation
import Testing
@_spi(Benchmarks) @testable import InfoWindowKit
@testable import InfoWindowMap
import TestSupport

/// How shapes are drawn (R31, D39–D42): golden images of each kind, and the geometry checked pixel by
/// pixel — the short way across the antimeridian, world copies, great circles, the same pixels after
/// simplification.
@MainActor
@Suite("Overlays: drawing (R31, D39, D40, D41, D42)")
struct OverlayDrawingTests {
    /// The demo route of the SDK's polyline sample (Sydney, Fiji, Hawaii, Mountain View, Peru, Sydney).
    private let route = OverlayFixtures.path([(-33.866901, 151.195988), (-18, 179), (21.291982, -157.821856),
                                              (37.423802, -122.091859), (-12, -77), (-33.866901, 151.195988)])

    private func isInk(_ color: Color?) -> Bool {
        guard let c = color else { return false }
        let background = MapView.defaultBackgroundColor
        return abs(c.red - background.red) + abs(c.green - background.green) + abs(c.blue - background.blue) > 0.3
    }

    @Test("D39 D43 golden: spans, a translucent run, and a gradient per segment")
    func spansGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: -160, zoom: 1.6), size: CGSize(width: 480, height: 320))
        let line = Polyline(path: route)
        line.strokeWidth = 6
        line.spans = [StyleSpan(color: .red, segments: 1.5), StyleSpan(style: .gradient(from: .yellow, to: .blue), segments: 2),
                      StyleSpan(color: Color(red: 0, green: 0.5, blue: 0, alpha: 0.5))]
        line.map = map
        let track = Polyline(path: route.pathOffset(byLatitude: 12, longitude: 0))
        track.strokeWidth = 4
        let hues: [Color] = [.red, .orange, .yellow, .green, .cyan, .magenta]
        track.spans = (0..<5).map { StyleSpan(style: .gradient(from: hues[$0], to: hues[$0 + 1])) }
        track.map = map
        goldens.assert(map.snapshot(), named: "polyline-spans-gradient")
    }

    @Test("D39 golden: a geodesic line beside the straight one between the same points")
    func geodesicGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 45, longitude: -150, zoom: 1), size: CGSize(width: 480, height: 320))
        let ends = OverlayFixtures.path([(40.64, -73.78), (35.55, 139.78)])   // New York to Tokyo, westwards
        let straight = Polyline(path: ends)
        straight.strokeColor = .red
        straight.strokeWidth = 3
        straight.map = map
        let curved = Polyline(path: ends)
        curved.geodesic = true
        curved.strokeWidth = 3
        curved.map = map
        let paris = OverlayFixtures.path([(40.64, -73.78), (49.01, 2.55)])
        let short = Polyline(path: paris)
        short.geodesic = true
        short.strokeColor = .black
        short.map = map
        goldens.assert(map.snapshot(), named: "geodesic-vs-straight")
    }

    @Test("D41 golden: a polygon with two holes, outlined; a geodesic polygon")
    func polygonGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 45, longitude: -62, zoom: 2), size: CGSize(width: 480, height: 320))
        let polygon = Polygon(path: OverlayFixtures.path([(50, -125), (50, -95), (30, -80), (25, -105), (32, -120)]))
        polygon.holes = [OverlayFixtures.path([(45, -115), (45, -105), (38, -110)]),
                         OverlayFixtures.path([(35, -100), (40, -92), (32, -90)])]
        polygon.fillColor = Color(red: 0.25, green: 0, blue: 0, alpha: 0.3)
        polygon.strokeColor = .black
        polygon.strokeWidth = 2
        polygon.map = map
        let wide = Polygon(path: OverlayFixtures.path([(60, -60), (60, 10), (50, 10), (50, -60)]))
        wide.geodesic = true
        wide.fillColor = Color(red: 0, green: 0.3, blue: 0.8, alpha: 0.4)
        wide.strokeColor = .blue
        wide.map = map
        goldens.assert(map.snapshot(), named: "polygon-holes")
    }

    @Test("D41 golden: a circle around the North Pole, one across the antimeridian, one at the equator")
    func circlesGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 45, longitude: 180, zoom: 1.2), size: CGSize(width: 480, height: 320))
        let polar = Circle(position: Coordinate(latitude: 82, longitude: 30), radius: 1_500_000)
        polar.fillColor = Color(red: 0, green: 0, blue: 1, alpha: 0.3)
        polar.strokeColor = .blue
        polar.strokeWidth = 2
        polar.map = map
        let dateline = Circle(position: Coordinate(latitude: 40, longitude: 178), radius: 1_200_000)
        dateline.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 0.3)
        dateline.strokeWidth = 2
        dateline.map = map
        let equator = Circle(position: Coordinate(latitude: 5, longitude: -150), radius: 1_200_000)
        equator.fillColor = Color(red: 0, green: 0.6, blue: 0, alpha: 0.4)
        equator.map = map
        goldens.assert(map.snapshot(), named: "circles-pole-antimeridian")
    }

    @Test("D42 golden: a ground overlay turned by its bearing about its anchor, translucent")
    func groundGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 40.74, longitude: -74.18, zoom: 11), size: CGSize(width: 400, height: 300))
        let bounds = CoordinateBounds(coordinate: Coordinate(latitude: 40.712216, longitude: -74.22655),
                                      coordinate: Coordinate(latitude: 40.773941, longitude: -74.12544))
        let plain = GroundOverlay(bounds: bounds, icon: OverlayFixtures.checker)
        plain.opacity = 0.35
        plain.map = map
        let turned = GroundOverlay(bounds: bounds, icon: OverlayFixtures.checker)
        turned.bearing = 30
        turned.anchor = CGPoint(x: 0, y: 1)
        turned.opacity = 0.8
        turned.map = map
        goldens.assert(map.snapshot(), named: "ground-overlay-bearing")
    }

    @Test("R31 D39 golden: every kind of shape under a tilted, turned camera, markers above them")
    func tiltedGolden() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 10, longitude: -175, zoom: 2, bearing: 30, viewingAngle: 55),
                                      size: CGSize(width: 480, height: 320))
        let line = Polyline(path: route)
        line.geodesic = true
        line.strokeWidth = 5
        line.spans = [StyleSpan(style: .gradient(from: .red, to: .blue), segments: 5)]
        line.map = map
        let polygon = Polygon(path: OverlayFixtures.path([(40, 150), (50, 175), (30, -170), (15, 160)]))
        polygon.holes = [OverlayFixtures.path([(38, 165), (40, 172), (30, 170)])]
        polygon.fillColor = Color(red: 0.2, green: 0.6, blue: 0.2, alpha: 0.5)
        polygon.strokeColor = .black
        polygon.map = map
        let circle = Circle(position: Coordinate(latitude: -5, longitude: 180), radius: 1_000_000)
        circle.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 0.3)
        circle.map = map
        let ground = GroundOverlay(bounds: CoordinateBounds(coordinate: Coordinate(latitude: -30, longitude: -160),
                                                            coordinate: Coordinate(latitude: -10, longitude: -140)),
                                   icon: OverlayFixtures.checker)
        ground.bearing = 20
        ground.map = map
        let marker = Marker(position: Coordinate(latitude: -5, longitude: 180))
        marker.map = map
        goldens.assert(map.snapshot(), named: "tilted-all")
    }

    @Test("D39 a path from 179° to −179° is 2° long: drawn across the antimeridian, not around the world")
    func antimeridian() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 180, zoom: 5))
        let line = Polyline(path: OverlayFixtures.path([(0, 179), (0, -179)]))
        line.strokeWidth = 4
        line.map = map
        let image = map.snapshot()
        let p = map.projection
        let west = p.point(for: Coordinate(latitude: 0, longitude: 179.5)), east = p.point(for: Coordinate(latitude: 0, longitude: -179.5))
        #expect(isInk(image.color(atPixelX: 200, y: 150)), "the dateline is crossed")
        #expect(isInk(image.color(atPixelX: Int(west.x), y: Int(west.y))) && isInk(image.color(atPixelX: Int(east.x), y: Int(east.y))))
        let beyond = p.point(for: Coordinate(latitude: 0, longitude: 177))
        #expect(!isInk(image.color(atPixelX: Int(beyond.x), y: Int(beyond.y))), "nothing west of 179°")
    }

    @Test("D39 every world copy the view shows is drawn")
    func worldCopies() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 0), size: CGSize(width: 800, height: 300))
        let line = Polyline(path: OverlayFixtures.path([(0, -20), (0, 20)]))
        line.strokeWidth = 6
        line.map = map
        let image = map.snapshot()
        // The world is 256 points wide at zoom 0: copies at x = 400 − 256, 400, 400 + 256.
        for x in [144, 400, 656] { #expect(isInk(image.color(atPixelX: x, y: 150)), "copy at \(x)") }
        #expect(!isInk(image.color(atPixelX: 272, y: 150)))
    }

    @Test("D39 a geodesic line follows the great circle within a fraction of a point")
    func greatCircle() {
        for camera in [CameraPosition(latitude: 50, longitude: -30, zoom: 2.5),
                       CameraPosition(latitude: 52, longitude: -40, zoom: 5.3, bearing: 20, viewingAngle: 45)] {
            let map = OverlayFixtures.map(camera, size: CGSize(width: 600, height: 400))
            let from = Coordinate(latitude: 40.64, longitude: -73.78), to = Coordinate(latitude: 51.47, longitude: -0.45)
            let line = Polyline(path: CoordinatePath(coordinates: [from, to]))
            line.geodesic = true
            line.strokeWidth = 1
            line.strokeColor = .black
            line.map = map
            let image = map.snapshot()
            let p = map.projection
            var checked = 0
            for i in 1..<40 {
                let c = SphericalGeometry.interpolate(from: from, to: to, fraction: Double(i) / 40)
                let q = p.point(for: c)
                guard q.x > 2, q.x < 598, q.y > 2, q.y < 398 else { continue }
                // A 1-point line through the true point darkens the pixel holding it.
                let pixel = image.color(atPixelX: Int(q.x), y: Int(q.y))
                #expect((pixel?.red ?? 1) < 0.75, "great circle at \(c) → \(q): \(String(describing: pixel))")
                checked += 1
            }
            #expect(checked > 10)
        }
    }

    @Test("D40 simplification draws the same pixels as every vertex, within the documented tolerance")
    func samePixels() {
        for (camera, scale) in [(CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 11), CGFloat(1)),
                                (CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 12.4, bearing: 25, viewingAngle: 50), 2)] {
            let map = OverlayFixtures.map(camera, size: CGSize(width: 500, height: 360))
            map.scale = scale
            var random = SplitMix64(seed: 9)
            var x = 250.0, y = 180.0, heading = 0.0
            let p = map.projection
            let coordinates = (0..<40_000).map { _ -> Coordinate in
                heading += Double.random(in: -0.1...0.1, using: &random)
                x = min(max(x + cos(heading) * 0.7, 20), 480)
                y = min(max(y + sin(heading) * 0.7, 20), 340)
                return p.coordinate(for: CGPoint(x: x + Double.random(in: -0.25...0.25, using: &random),
                                                 y: y + Double.random(in: -0.25...0.25, using: &random)))
            }
            let line = Polyline(path: CoordinatePath(coordinates: coordinates))
            line.strokeWidth = 3
            line.strokeColor = Color(red: 0.1, green: 0.2, blue: 0.8)
            line.map = map
            let simplified = map.snapshot()
            map.simplifiesShapes = false
            let full = map.snapshot()
            // D40: a vertex is dropped only when it lies within 1/8 pixel of the chord that replaces it, so
            // the stroke's edge moves by at most 1/8 pixel, and Cairo flattens each picture's round joins
            // to within 0.1 pixel of the circle. Shapes are antialiased with 4 × 4 samples a pixel: a band
            // of 1/8 + 2 × 0.1 pixel across a pixel holds at most 6 of its 16 samples, so no pixel's
            // coverage changes by more than 6/16 — 96 of 255 per channel. And those changes stay at the
            // stroke's edge: at most 1 % of the pixels differ by more than 24.
            let comparison = ImageComparison(simplified, full, tolerance: GoldenTolerance(channelTolerance: 96, allowedDifferingPixels: 0))
            #expect(comparison.matches, "\(comparison.differingPixels) pixels differ, largest \(comparison.largestDifference)")
            let pixels = simplified.pixelWidth * simplified.pixelHeight
            let strict = ImageComparison(simplified, full, tolerance: GoldenTolerance(channelTolerance: 24, allowedDifferingPixels: pixels / 100))
            #expect(strict.matches, "\(strict.differingPixels) of \(pixels) pixels differ by more than 24")
            print("D40 simplified vs full at scale \(scale): largest channel difference \(comparison.largestDifference), \(strict.differingPixels) of \(pixels) pixels beyond 24")
        }
    }

    @Test("D40 the simplification is Douglas–Peucker exactly, at every tolerance")
    func douglasPeucker() {
        var random = SplitMix64(seed: 4)
        var coordinates: [Coordinate] = []
        var lat = 0.0, lon = 0.0
        for _ in 0..<200 {
            lat += Double.random(in: -0.01...0.01, using: &random)
            lon += Double.random(in: 0...0.01, using: &random)
            coordinates.append(Coordinate(latitude: lat, longitude: lon))
        }
        for geodesic in [false, true] {
            let path = ShapePath(coordinates, geodesic: geodesic)
            let simplifier = Simplifier(path: path, geodesic: geodesic)
            for (level, tolerance) in [1e-7, 1e-6, 5e-6, 2e-5, 1e-4].enumerated() {
                var kept = Set<Int>([0, path.count - 1])
                func reference(_ lo: Int, _ hi: Int) {
                    guard hi > lo + 1 else { return }
                    var best = lo + 1, bestDistance = -1.0
                    for i in (lo + 1)..<hi {
                        let d = geodesic ? Simplifier.sphereDistance(path, i, lo, hi) : Simplifier.planeDistance(path, i, lo, hi)
                        if d > bestDistance { bestDistance = d; best = i }
                    }
                    guard bestDistance > tolerance else { return }
                    kept.insert(best)
                    reference(lo, best)
                    reference(best, hi)
                }
                reference(0, path.count - 1)
                let fast = Set(simplifier.kept(level: level, tolerance: tolerance).map(Int.init))
                #expect(fast == kept, "geodesic \(geodesic), tolerance \(tolerance): \(fast.count) vs \(kept.count)")
            }
        }
    }

    @Test("D39 the shapes' projector agrees with the map's projection")
    func projectorMatchesProjection() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<20 {
            let camera = CameraPosition(latitude: Double.random(in: -70...70, using: &random), longitude: Double.random(in: -180..<180, using: &random),
                                        zoom: Double.random(in: 0...18, using: &random), bearing: Double.random(in: 0..<360, using: &random),
                                        viewingAngle: Double.random(in: 0...60, using: &random))
            let projection = Projection(camera: camera, size: CGSize(width: 640, height: 480),
                                        padding: EdgeInsets(top: 10, left: 30, bottom: 50, right: 0))
            let projector = OverlayProjector(projection: projection, margin: 64)
            for _ in 0..<20 {
                let view = CGPoint(x: Double.random(in: 0...640, using: &random), y: Double.random(in: 0...480, using: &random))
                let world = projection.world(for: view)
                guard let q = projector.point(world.x, world.y) else {
                    Issue.record("a point of the view is behind the camera")
                    continue
                }
                #expect(abs(q.x - view.x) < 1e-6 && abs(q.y - view.y) < 1e-6, "\(camera): \(view) → \(q)")
                let (rx, ry) = projector.ground(world.x, world.y)
                #expect(projector.isDrawn(rx, ry), "a point of the view is in the drawn area")
            }
        }
    }
}
