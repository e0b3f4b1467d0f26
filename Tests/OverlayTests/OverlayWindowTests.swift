import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowMap
import TestSupport

/// Windows on shapes (SPEC R33, beyond the SDK; D148–D150): off by default; with
/// `opensOverlayInfoWindows` a tap on a tappable shape opens its window at the tap point, through a
/// stand-in marker, under the rules of a marker's window.
@MainActor
@Suite("Overlays: windows on shapes (R33, D148–D150)")
struct OverlayWindowTests {
    final class Recorder: MapViewDelegate {
        var events: [String] = []
        /// What `markerInfoWindow` / `markerInfoContents` hand back.
        var window: View?
        var contents: View?
        /// Runs inside `didTap` for an overlay (R22).
        var onOverlayTap: ((MapView, any Overlay) -> Void)?

        private func name(_ marker: Marker) -> String {
            marker.overlay.map { "~\($0.title ?? "?")" } ?? (marker.title ?? "?")
        }
        func mapView(_ mapView: MapView, didTap overlay: any Overlay) {
            events.append("didTapOverlay(\(overlay.title ?? "?"))")
            onOverlayTap?(mapView, overlay)
        }
        func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
            events.append("didTap(\(name(marker)))")
            return false
        }
        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
            events.append("markerInfoWindow(\(name(marker)))")
            return window
        }
        func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? {
            events.append("markerInfoContents(\(name(marker)))")
            return contents
        }
        func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {
            events.append("close(\(name(marker)), \(reason))")
        }
        func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) { events.append("didTapAt") }
        func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) { events.append("didLongPressAt") }
        func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) { events.append("didTapInfoWindow(\(name(marker)))") }
    }

    private func scene(opens: Bool = true) -> (MapView, Recorder) {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 4))
        map.opensOverlayInfoWindows = opens
        let recorder = Recorder()
        map.delegate = recorder
        return (map, recorder)
    }

    private func marker(on map: MapView, at point: CGPoint, title: String) -> Marker {
        let marker = Marker(position: map.projection.coordinate(for: point))
        marker.title = title
        marker.map = map
        return marker
    }

    /// The window's tip (the bottom centre of `infoWindowFrame`, R20).
    private func tip(_ map: MapView) -> CGPoint? {
        map.infoWindowFrame.map { CGPoint(x: $0.midX, y: $0.maxY) }
    }

    @Test("R33 D148 off by default: a tap on a titled shape calls didTap(overlay) and opens no window, as on iOS")
    func offByDefault() {
        let (map, recorder) = scene(opens: false)
        #expect(MapView().opensOverlayInfoWindows == false)
        _ = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park", snippet: "Open 8–20")
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapOverlay(Park)"])
        #expect(map.selectedMarker == nil && map.infoWindowFrame == nil)
    }

    @Test("R33 R1 R3 D149 a tap on a titled polygon opens its window with its tip on the tap point; the camera stays")
    func opensAtTapPoint() throws {
        let (map, recorder) = scene()
        let park = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park", snippet: "Open 8–20")
        let camera = map.camera
        map.tap(at: CGPoint(x: 160, y: 170))
        #expect(recorder.events == ["didTapOverlay(Park)", "markerInfoWindow(~Park)", "markerInfoContents(~Park)"])
        let standIn = try #require(map.selectedMarker)
        #expect(standIn.overlay === park)
        #expect(standIn.map === map, "the stand-in is on the map while its window is open")
        #expect(map.markers.isEmpty, "the stand-in is not one of the map's markers")
        #expect(map.mapHitTest(CGPoint(x: 160, y: 175)) == .overlay(park), "the stand-in is never hit")
        let at = try #require(tip(map))
        #expect(abs(at.x - 160) < 0.5 && abs(at.y - 170) < 0.5, "tip \(at)")
        #expect(map.infoWindowAccessibilityLabel?.contains("Park") == true)
        #expect(map.infoWindowAccessibilityLabel?.contains("Open 8–20") == true)
        #expect(map.camera == camera, "a shape's window does not centre the camera (D150)")
    }

    @Test("R33 R5 R8 R23 one window at a time: a shape's tap closes a marker's window, a marker's tap or a map tap the shape's")
    func oneWindowAtATime() {
        let (map, recorder) = scene()
        _ = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        let m = marker(on: map, at: CGPoint(x: 340, y: 280), title: "M")
        map.selectedMarker = m
        recorder.events = []
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapOverlay(Park)", "close(M, overlayTapped)", "markerInfoWindow(~Park)", "markerInfoContents(~Park)"],
                "\(recorder.events)")
        #expect(map.selectedMarker?.overlay != nil)
        recorder.events = []
        map.tap(at: CGPoint(x: 340, y: 270))
        #expect(recorder.events == ["didTap(M)", "close(~Park, otherMarkerTapped)", "markerInfoWindow(M)", "markerInfoContents(M)"],
                "\(recorder.events)")
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 4)
        map.tap(at: CGPoint(x: 150, y: 150))
        recorder.events = []
        map.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.events == ["didTapAt", "close(~Park, mapTapped)"], "R8's order: \(recorder.events)")
        #expect(map.selectedMarker == nil && map.infoWindowFrame == nil)
    }

    @Test("R33 R6 D150 tapping the same shape again closes its window and opens it at the new tap point")
    func sameShapeAgain() throws {
        let (map, recorder) = scene()
        _ = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        map.tap(at: CGPoint(x: 150, y: 180))
        let first = try #require(map.selectedMarker)
        recorder.events = []
        map.tap(at: CGPoint(x: 280, y: 190))
        #expect(recorder.events == ["didTapOverlay(Park)", "close(~Park, overlayTapped)", "markerInfoWindow(~Park)", "markerInfoContents(~Park)"])
        let second = try #require(map.selectedMarker)
        #expect(second !== first && first.map == nil, "the first stand-in left with its window")
        let at = try #require(tip(map))
        #expect(abs(at.x - 280) < 0.5 && abs(at.y - 190) < 0.5)
    }

    @Test("R33 R4 R15 R16 a shape with blank text opens no window unless the delegate gives a view")
    func blankText() throws {
        let (map, recorder) = scene()
        let blank = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "  ", snippet: nil)
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapOverlay(  )", "markerInfoWindow(~  )", "markerInfoContents(~  )"])
        #expect(map.selectedMarker == nil && map.infoWindowFrame == nil)
        let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        card.backgroundColor = .white
        recorder.contents = card
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(map.selectedMarker?.overlay === blank, "custom contents (R16) make a window")
        recorder.contents = nil
        recorder.window = card
        map.tap(at: CGPoint(x: 200, y: 150))
        #expect(map.selectedMarker?.overlay === blank, "a custom window (R15) too")
        let frame = try #require(map.infoWindowFrame)
        #expect(frame.size == CGSize(width: 120, height: 40))
    }

    @Test("R33 R9 a tap on a shape's window calls didTapInfoWindowOf with its stand-in and nothing else")
    func windowTap() throws {
        let (map, recorder) = scene()
        _ = OverlayFixtures.square(on: map, CGRect(x: 50, y: 50, width: 300, height: 200), title: "Park")
        map.tap(at: CGPoint(x: 200, y: 220))
        let frame = try #require(map.infoWindowFrame)
        recorder.events = []
        map.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(recorder.events == ["didTapInfoWindow(~Park)"], "the window lies over the polygon: \(recorder.events)")
        #expect(map.selectedMarker?.overlay != nil)
    }

    @Test("R33 R7 R10 D150 the shape's removal or clear() closes its window as a removed marker's; nil closes it; a closed stand-in is not on the map")
    func removal() throws {
        let warnings = OverlayFixtures.warnings {
            let (map, recorder) = scene()
            let park = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
            map.tap(at: CGPoint(x: 150, y: 150))
            park.map = nil
            #expect(recorder.events.last == "close(~Park, markerRemoved)", "\(recorder.events)")
            #expect(map.selectedMarker == nil)
            park.map = map
            map.tap(at: CGPoint(x: 150, y: 150))
            map.clear()
            #expect(recorder.events.last == "close(~Park, markerRemoved)", "\(recorder.events)")
            let again = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Again")
            map.tap(at: CGPoint(x: 150, y: 150))
            guard let standIn = map.selectedMarker else {
                Issue.record("no window on the new shape")
                return
            }
            #expect(standIn.overlay === again)
            map.selectedMarker = standIn
            #expect(recorder.events.last == "markerInfoContents(~Again)", "R7: the same marker again is a refresh, no close")
            map.selectedMarker = nil
            #expect(recorder.events.last == "close(~Again, programmatic)")
            #expect(standIn.map == nil)
            recorder.events = []
            map.selectedMarker = standIn
            #expect(recorder.events.isEmpty && map.selectedMarker == nil, "R7: a stand-in whose window closed is not on the map")
            map.tap(at: CGPoint(x: 150, y: 150))
            map.selectedMarker?.map = nil
            #expect(recorder.events.last == "close(~Again, markerRemoved)", "R10 through the stand-in itself")
        }
        #expect(warnings.count == 1 && warnings[0].contains("not on this map"), "\(warnings)")
    }

    @Test("R33 R11 R2 the window follows the tapped coordinate as the camera moves and turns")
    func follows() throws {
        let (map, _) = scene()
        _ = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        map.tap(at: CGPoint(x: 150, y: 150))
        let standIn = try #require(map.selectedMarker)
        map.camera = CameraPosition(latitude: 1, longitude: -2, zoom: 5, bearing: 30, viewingAngle: 30)
        let expected = map.projection.point(for: standIn.position)
        let at = try #require(tip(map))
        #expect(abs(at.x - expected.x) < 0.6 && abs(at.y - expected.y) < 0.6, "tip \(at), coordinate at \(expected)")
        #expect(map.infoWindowFrame.map { abs($0.width - $0.height) > 0 } == true)
    }

    @Test("R33 R17 R18 the window is a snapshot of the shape's text; with its stand-in tracking changes the new text shows")
    func snapshotAndTracking() throws {
        let (map, _) = scene()
        let park = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        map.tap(at: CGPoint(x: 150, y: 150))
        let standIn = try #require(map.selectedMarker)
        park.title = "Renamed park"
        map.advance(to: map.currentTime + 0.1)
        #expect(map.infoWindowAccessibilityLabel == "Park", "R17: a snapshot")
        #expect(standIn.title == "Renamed park", "the stand-in carries the shape's text")
        standIn.tracksInfoWindowChanges = true
        map.advance(to: map.currentTime + 0.1)
        #expect(map.infoWindowAccessibilityLabel == "Renamed park", "R18: tracked")
        park.snippet = "Closed today"
        map.advance(to: map.currentTime + 0.1)
        #expect(map.infoWindowAccessibilityLabel?.contains("Closed today") == true)
        park.title = nil
        park.snippet = nil
        map.advance(to: map.currentTime + 0.1)
        #expect(map.selectedMarker == nil, "D14: a tracked window whose text is gone closes")
    }

    @Test("R33 R22 a delegate removing the shape or selecting a marker in didTap(overlay) leaves at most one window")
    func reentrant() throws {
        let (map, recorder) = scene()
        let park = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        recorder.onOverlayTap = { _, overlay in overlay.map = nil }
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapOverlay(Park)", "markerInfoWindow(~Park)", "markerInfoContents(~Park)"])
        #expect(map.selectedMarker == nil && map.infoWindowFrame == nil, "the shape left before its window was shown")
        park.map = map
        let m = marker(on: map, at: CGPoint(x: 340, y: 280), title: "M")
        recorder.onOverlayTap = { map, _ in map.selectedMarker = m }
        recorder.events = []
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapOverlay(Park)", "markerInfoWindow(~Park)", "markerInfoContents(~Park)",
                                    "close(~Park, programmatic)", "markerInfoWindow(M)", "markerInfoContents(M)"],
                "D16: the selection asked for runs after the tap: \(recorder.events)")
        #expect(map.selectedMarker === m)
    }

    @Test("R33 R12 D44 untappable shapes open nothing; a long press on a shape is still a map long press")
    func untappableAndLongPress() {
        let (map, recorder) = scene()
        let park = OverlayFixtures.square(on: map, CGRect(x: 100, y: 100, width: 200, height: 100), title: "Park")
        park.isTappable = false
        map.tap(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didTapAt"])
        park.isTappable = true
        recorder.events = []
        map.longPress(at: CGPoint(x: 150, y: 150))
        #expect(recorder.events == ["didLongPressAt"])
        #expect(map.selectedMarker == nil)
    }

    @Test("R33 lines, circles and ground overlays open windows too; copy() keeps the snippet")
    func otherKinds() throws {
        let (map, _) = scene()
        let p = map.projection
        let line = Polyline(path: CoordinatePath(coordinates: [p.coordinate(for: CGPoint(x: 40, y: 60)), p.coordinate(for: CGPoint(x: 360, y: 60))]))
        line.title = "Route"
        line.snippet = "12 km"
        line.isTappable = true
        line.map = map
        map.tap(at: CGPoint(x: 200, y: 66))
        #expect(map.selectedMarker?.overlay === line)
        let at = try #require(tip(map))
        #expect(abs(at.x - 200) < 0.5 && abs(at.y - 66) < 0.5, "the tip is at the finger, not snapped to the line")
        let circle = Circle(position: p.coordinate(for: CGPoint(x: 200, y: 200)), radius: 100_000)
        circle.title = "Zone"
        circle.isTappable = true
        circle.map = map
        map.tap(at: CGPoint(x: 200, y: 200))
        #expect(map.selectedMarker?.overlay === circle)
        let ground = GroundOverlay(bounds: CoordinateBounds(coordinate: p.coordinate(for: CGPoint(x: 300, y: 280)),
                                                            coordinate: p.coordinate(for: CGPoint(x: 380, y: 220))),
                                   icon: OverlayFixtures.checker)
        ground.title = "Plan"
        ground.isTappable = true
        ground.map = map
        map.tap(at: CGPoint(x: 340, y: 250))
        #expect(map.selectedMarker?.overlay === ground)
        let copy = try #require(line.copy() as? Polyline)
        #expect(copy.snippet == "12 km" && copy.title == "Route")
    }

    @Test("R33 golden: a window opened on a polygon with a hole, over a polyline")
    func polygonGolden() {
        let (map, _) = scene()
        let park = OverlayFixtures.square(on: map, CGRect(x: 80, y: 120, width: 240, height: 130), title: "Central Park", snippet: "341 ha · open 6–1")
        let p = map.projection
        park.holes = [CoordinatePath(coordinates: [CGPoint(x: 230, y: 150), CGPoint(x: 290, y: 150), CGPoint(x: 290, y: 200), CGPoint(x: 230, y: 200)]
            .map { p.coordinate(for: $0) })]
        park.fillColor = Color(red: 0.2, green: 0.6, blue: 0.25, alpha: 0.5)
        park.strokeColor = Color(red: 0.1, green: 0.4, blue: 0.15)
        park.strokeWidth = 2
        let route = Polyline(path: CoordinatePath(coordinates: [CGPoint(x: 20, y: 270), CGPoint(x: 200, y: 230), CGPoint(x: 380, y: 280)]
            .map { p.coordinate(for: $0) }))
        route.strokeWidth = 5
        route.strokeColor = .blue
        route.title = "Route 66"
        route.isTappable = true
        route.map = map
        map.tap(at: CGPoint(x: 140, y: 200))
        #expect(map.selectedMarker?.overlay === park)
        goldens.assert(map.snapshot(), named: "window-on-polygon")
    }

    @Test("R33 golden: a window opened on a polyline tap, tilted and turned")
    func polylineGolden() {
        let (map, _) = scene()
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 4, bearing: 25, viewingAngle: 35)
        let p = map.projection
        let route = Polyline(path: CoordinatePath(coordinates: [CGPoint(x: 30, y: 260), CGPoint(x: 150, y: 180),
                                                                CGPoint(x: 260, y: 220), CGPoint(x: 380, y: 120)]
            .map { p.coordinate(for: $0) }))
        route.strokeWidth = 6
        route.spans = [StyleSpan(style: .gradient(from: .orange, to: .red), segments: 3)]
        route.title = "Coast road"
        route.snippet = "3 stages, 412 km"
        route.isTappable = true
        route.map = map
        map.tap(at: CGPoint(x: 205, y: 203))
        #expect(map.selectedMarker?.overlay === route)
        goldens.assert(map.snapshot(), named: "window-on-polyline")
    }
}
