import Foundation
import Testing
@_spi(Benchmarks) @testable import InfoWindowKit
@testable import InfoWindowMap
import TestSupport

/// Taps on shapes (R32): after the window and the markers, the topmost tappable shape under the finger,
/// then the map; what the delegate hears and what happens to an open window (D44); the index (D45).
@MainActor
@Suite("Overlays: taps (R32, D44, D45)")
struct OverlayTapTests {
    final class Recorder: MapViewDelegate {
        var events: [String] = []
        func mapView(_ mapView: MapView, didTap overlay: any Overlay) {
            events.append("didTapOverlay(\(overlay.title ?? "?")) selected=\(mapView.selectedMarker?.title ?? "nil")")
        }
        func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) { events.append("didTapAt") }
        func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
            events.append("didTapMarker(\(marker.title ?? "?"))")
            return false
        }
        func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {
            events.append("close(\(marker.title ?? "?"), \(reason))")
        }
        func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) { events.append("didLongPressAt") }
        func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) { events.append("didTapInfoWindow") }
    }

    private func scene() -> (MapView, Recorder) {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 4))
        let recorder = Recorder()
        map.delegate = recorder
        return (map, recorder)
    }

    /// A horizontal line through view y = 150 from x = 50 to 350, `width` points wide.
    private func line(on map: MapView, width: CGFloat, title: String = "line") -> Polyline {
        let p = map.projection
        let line = Polyline(path: CoordinatePath(coordinates: [p.coordinate(for: CGPoint(x: 50, y: 150)),
                                                               p.coordinate(for: CGPoint(x: 350, y: 150))]))
        line.strokeWidth = width
        line.title = title
        line.isTappable = true
        line.map = map
        return line
    }

    @Test("D44 a line is hit within half its width plus 10 points of its centre line, not beyond")
    func lineReach() {
        let (map, _) = scene()
        let thin = line(on: map, width: 1)
        #expect(map.mapHitTest(CGPoint(x: 200, y: 160.4)) == .overlay(thin))
        #expect(map.mapHitTest(CGPoint(x: 200, y: 139.6)) == .overlay(thin))
        #expect(map.mapHitTest(CGPoint(x: 200, y: 160.6)) != .overlay(thin))
        #expect(map.mapHitTest(CGPoint(x: 359, y: 150)) == .overlay(thin), "round caps: past the end within reach")
        #expect(map.mapHitTest(CGPoint(x: 361, y: 150)) != .overlay(thin))
        thin.strokeWidth = 20
        #expect(map.mapHitTest(CGPoint(x: 200, y: 169.9)) == .overlay(thin))
        #expect(map.mapHitTest(CGPoint(x: 200, y: 170.1)) != .overlay(thin))
        thin.isTappable = false
        #expect(map.mapHitTest(CGPoint(x: 200, y: 150)) != .overlay(thin), "an untappable shape lets taps through")
    }

    @Test("R32 D44 a tap on a shape calls didTap(overlay), not didTapAt, and then closes the open window")
    func tapClosesWindow() {
        let (map, recorder) = scene()
        _ = line(on: map, width: 4)
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 300, y: 280)))
        marker.title = "M"
        marker.map = map
        map.selectedMarker = marker
        map.tap(at: CGPoint(x: 100, y: 152))
        #expect(recorder.events == ["didTapOverlay(line) selected=M", "close(M, overlayTapped)"], "\(recorder.events)")
        #expect(map.selectedMarker == nil)
        recorder.events = []
        map.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.events == ["didTapAt"])
    }

    @Test("R32 the open window and markers are above every shape; the topmost tappable shape wins")
    func order() {
        let (map, recorder) = scene()
        let low = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "low")
        let high = OverlayFixtures.square(on: map, CGRect(x: 150, y: 120, width: 50, height: 50), title: "high")
        high.zIndex = -1
        #expect(map.mapHitTest(CGPoint(x: 170, y: 140)) == .overlay(low), "zIndex decides, not the order added")
        high.zIndex = 1
        #expect(map.mapHitTest(CGPoint(x: 170, y: 140)) == .overlay(high))
        high.isTappable = false
        #expect(map.mapHitTest(CGPoint(x: 170, y: 140)) == .overlay(low), "an untappable shape above lets the tap through")
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 250, y: 180)))
        marker.title = "M"
        marker.map = map
        map.tap(at: CGPoint(x: 250, y: 170))
        #expect(recorder.events.first == "didTapMarker(M)", "\(recorder.events)")
        #expect(map.selectedMarker === marker)
        let frame = map.infoWindowFrame ?? .zero
        #expect(frame.intersects(CGRect(x: 100, y: 100, width: 200, height: 100)))
        recorder.events = []
        map.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(recorder.events == ["didTapInfoWindow"], "the window is above the shapes: \(recorder.events)")
    }

    @Test("R32 a polygon is hit by containment, its holes being outside; a long press on a shape is a map long press")
    func polygonHoles() {
        let (map, recorder) = scene()
        let polygon = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "P")
        let p = map.projection
        polygon.holes = [CoordinatePath(coordinates: [CGPoint(x: 150, y: 120), CGPoint(x: 200, y: 120), CGPoint(x: 175, y: 170)]
            .map { p.coordinate(for: $0) })]
        polygon.fillColor = nil
        #expect(map.mapHitTest(CGPoint(x: 120, y: 180)) == .overlay(polygon), "a polygon without fill is still hit inside")
        #expect(map.mapHitTest(CGPoint(x: 175, y: 135)) != .overlay(polygon), "inside the hole")
        #expect(map.mapHitTest(CGPoint(x: 310, y: 150)) != .overlay(polygon))
        map.longPress(at: CGPoint(x: 120, y: 180))
        #expect(recorder.events == ["didLongPressAt"])
    }

    @Test("R32 a circle is hit by distance on the Earth, also across the antimeridian")
    func circleDistance() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 60, longitude: 180, zoom: 4))
        let circle = Circle(position: Coordinate(latitude: 60, longitude: 179.5), radius: 300_000)
        circle.isTappable = true
        circle.map = map
        let p = map.projection
        for heading in stride(from: 0.0, to: 360, by: 30) {
            let inside = SphericalGeometry.offset(from: circle.position, distance: 290_000, heading: heading)
            let outside = SphericalGeometry.offset(from: circle.position, distance: 310_000, heading: heading)
            #expect(map.mapHitTest(p.point(for: inside)) == .overlay(circle), "inside at heading \(heading)")
            #expect(map.mapHitTest(p.point(for: outside)) != .overlay(circle), "outside at heading \(heading)")
        }
    }

    @Test("R32 a ground overlay is hit on its picture as drawn, turned by its bearing")
    func groundOverlay() {
        let (map, _) = scene()
        let p = map.projection
        let ground = GroundOverlay(bounds: CoordinateBounds(coordinate: p.coordinate(for: CGPoint(x: 100, y: 140)),
                                                            coordinate: p.coordinate(for: CGPoint(x: 300, y: 160))),
                                   icon: OverlayFixtures.checker)
        ground.isTappable = true
        ground.map = map
        #expect(map.mapHitTest(CGPoint(x: 120, y: 150)) == .overlay(ground))
        #expect(map.mapHitTest(CGPoint(x: 200, y: 100)) != .overlay(ground))
        ground.bearing = 90
        #expect(map.mapHitTest(CGPoint(x: 120, y: 150)) != .overlay(ground), "turned upright, the bar no longer reaches x 120")
        #expect(map.mapHitTest(CGPoint(x: 200, y: 80)) == .overlay(ground))
    }

    @Test("D45 the index answers as asking every shape does, and follows changes")
    func indexMatchesLinear() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 10, longitude: 170, zoom: 3), size: CGSize(width: 500, height: 400))
        var random = SplitMix64(seed: 3)
        var shapes: [any Overlay] = []
        for i in 0..<300 {
            let c = Coordinate(latitude: Double.random(in: -30...50, using: &random), longitude: Double.random(in: 130...210, using: &random))
            let shape: any Overlay
            switch i % 3 {
            case 0:
                let line = Polyline(path: CoordinatePath(coordinates: [c, Coordinate(latitude: c.latitude + 3, longitude: c.longitude + 4)]))
                line.geodesic = i % 2 == 0
                shape = line
            case 1:
                shape = Polygon(path: CoordinatePath(coordinates: [c, Coordinate(latitude: c.latitude + 4, longitude: c.longitude + 2),
                                                                   Coordinate(latitude: c.latitude, longitude: c.longitude + 5)]))
            default:
                shape = Circle(position: c, radius: 200_000)
            }
            shape.isTappable = i % 7 != 0
            shape.zIndex = Int32(i % 5)
            shape.map = map
            shapes.append(shape)
        }
        func compare(_ note: String) {
            for _ in 0..<300 {
                let point = CGPoint(x: Double.random(in: 0..<500, using: &random), y: Double.random(in: 0..<400, using: &random))
                #expect(map.mapHitTest(point) == map.overlayHitTestLinear(point), "\(note) at \(point)")
            }
        }
        compare("as added")
        for (i, shape) in shapes.enumerated() where i % 4 == 0 {
            if let circle = shape as? Circle { circle.position = Coordinate(latitude: 0, longitude: -175) }
            if let line = shape as? Polyline { line.path = OverlayFixtures.path([(0, 178), (5, -178)]) }
            if let polygon = shape as? Polygon { polygon.isTappable.toggle() }
        }
        compare("after changes")
        for shape in shapes.prefix(100) { shape.map = nil }
        compare("after removals")
        map.camera = CameraPosition(latitude: 20, longitude: 180, zoom: 3.5, bearing: 40, viewingAngle: 50)
        compare("tilted")
    }

    @Test("D44 the selection machine: a shape's tap is heard, then the window closes")
    func machine() {
        var machine = SelectionMachine()
        let a = Marker(), line = Polyline()
        _ = machine.handle(.selectRequested(a, onMap: true))
        _ = machine.handle(.built(a, shown: true, origin: .program, removed: false))
        let first = machine.handle(.overlayTapped(line, window: nil))
        guard case .notifyOverlayTap(let o, nil)? = first.first, o === line, first.count == 1 else {
            Issue.record("expected one notifyOverlayTap, got \(first)")
            return
        }
        let second = machine.handle(.overlayTapDelivered(window: nil))
        guard case .close(let m, .overlayTapped)? = second.first, m === a else {
            Issue.record("expected close(A, overlayTapped), got \(second)")
            return
        }
        #expect(machine.handle(.overlayTapDelivered(window: nil)).isEmpty, "no window, nothing to close")
    }
}
