import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// SPEC "Showing and hiding", R1–R12, through a real MapView.
@MainActor
@Suite("Showing and hiding windows (R1–R12)")
struct ShowingHidingTests {
    @Test("R1 a tap on a marker with content shows its window")
    func tapShows() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 250))
        #expect(f.map.infoWindowFrame == nil)
        f.tap(a)
        #expect(f.map.selectedMarker === a)
        let frame = f.map.infoWindowFrame
        #expect(frame != nil)
        #expect(frame!.width > 0 && frame!.height > 0)
    }

    @Test("R1 R24 a tap at the projected position of a default pin selects it at bearings 0, 90, 217 and tilts 0, 45",
          arguments: [0.0, 90, 217], [0.0, 45])
    func tapAtPositionUnderRotation(bearing: Double, tilt: Double) {
        let f = MapFixture(camera: CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 12, bearing: bearing, viewingAngle: tilt))
        let position = Coordinate(latitude: 48.86, longitude: 2.34)
        let marker = Marker(position: position)
        marker.title = "Paris"
        marker.map = f.map
        let p = f.map.projection.point(for: position)
        #expect(f.map.bounds.contains(p))
        f.map.tap(at: p)
        #expect(f.map.selectedMarker === marker)
    }

    @Test("R2 the window stays upright and directly above its anchor at any bearing and tilt")
    func uprightUnderCamera() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 250), snippet: "snippet")
        f.map.selectedMarker = a
        let size = try #require(f.map.infoWindowFrame).size
        let renders = f.map.renderStatistics.infoWindowRenders
        for bearing in [0.0, 45, 90, 180, 217, 300] {
            for tilt in [0.0, 30, 60] {
                var camera = f.map.camera
                camera.bearing = bearing
                camera.viewingAngle = tilt
                f.map.camera = camera
                let frame = try #require(f.map.infoWindowFrame)
                let tip = try #require(f.map.infoWindowTip(of: a, projection: f.map.projection))
                #expect(frame.size == size, "the window keeps its size and is not rotated")
                #expect(abs(frame.midX - tip.x) < 1e-9 && abs(frame.maxY - tip.y) < 1e-9)
                // An upright pin's anchor (0.5, 0) is straight above its position on screen.
                let p = f.map.projection.point(for: a.position)
                #expect(abs(tip.x - p.x) < 1e-9 && abs(tip.y - (p.y - 43)) < 1e-9)
            }
        }
        #expect(f.map.renderStatistics.infoWindowRenders == renders, "camera moves never re-render the window")
    }

    @Test("R2 after the frame turns from 390×844 to 844×390 the window is still centred above its anchor")
    func deviceRotation() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                          camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12))
        let london = Marker(position: Coordinate(latitude: 51.5, longitude: -0.127))
        london.title = "London"
        london.snippet = "Population: 8,174,100"
        london.map = map
        map.selectedMarker = london
        let before = try #require(map.infoWindowFrame)
        map.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        let after = try #require(map.infoWindowFrame)
        let anchor = map.projection.point(for: london.position)
        #expect(abs(after.midX - anchor.x) < 0.5)
        #expect(abs(after.maxY - (anchor.y - 43)) < 0.5)
        #expect(abs(after.midX - 422) < 0.5, "the anchor is at the centre of the new frame")
        #expect(after.size == before.size)
        #expect(map.selectedMarker === london)
    }

    @Test("R3 the default window shows the title in bold and the snippet below in a smaller regular font")
    func defaultContent() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "London", snippet: "Population: 8,174,100")
        f.map.selectedMarker = a
        let layout = try #require(f.map.selection.shown?.layout)
        let title = try #require(layout.title), snippet = try #require(layout.snippet)
        let style = f.map.infoWindowStyle
        #expect(style.titleFont.weight == .bold && style.snippetFont.weight == .regular)
        #expect(style.snippetFont.pointSize < style.titleFont.pointSize)
        #expect(layout.snippetOrigin.y >= layout.titleOrigin.y + title.size.height, "snippet below the title")
        #expect(snippet.size.height < title.size.height, "smaller font, smaller line")
        // Title only: no snippet line.
        let b = f.marker("B", at: CGPoint(x: 100, y: 300), title: "Only a title")
        f.map.selectedMarker = b
        #expect(f.map.selection.shown?.layout.snippet == nil)
        #expect(f.map.selection.shown?.layout.title != nil)
    }

    @Test("R4 a marker with no title and snippet (nil, empty or whitespace) shows nothing and closes the open window",
          arguments: [(nil, nil), ("", nil), ("  \n\t", " "), (nil, "")] as [(String?, String?)])
    func noContent(title: String?, snippet: String?) {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let empty = f.marker("E", at: CGPoint(x: 300, y: 300), title: .some(title), snippet: snippet)
        f.map.selectedMarker = a
        _ = f.recorder.take()
        f.tap(empty)
        #expect(f.map.selectedMarker == nil)
        #expect(f.map.infoWindowFrame == nil)
        #expect(f.recorder.take() == ["didTap(E)", "didClose(A)", "reason(A, otherMarkerTapped)",
                                      "markerInfoWindow(E)", "markerInfoContents(E)"])
        f.map.selectedMarker = empty
        #expect(f.map.selectedMarker == nil, "selectedMarker is always the marker whose window is shown")
    }

    @Test("R4 R16 a marker without text still opens when the delegate returns a view")
    func noContentButDelegateView() {
        let f = MapFixture()
        let empty = f.marker("E", at: CGPoint(x: 300, y: 300), title: .some(nil))
        f.recorder.contentsView = { _ in View(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) }
        f.tap(empty)
        #expect(f.map.selectedMarker === empty)
        #expect(f.recorder.take() == ["didTap(E)", "markerInfoWindow(E)", "markerInfoContents(E)"])
    }

    @Test("R5 at most one window: tapping another marker hides the current one and opens the new one")
    func oneAtATime() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.tap(a)
        f.tap(b)
        #expect(f.map.selectedMarker === b)
        #expect(f.recorder.log.filter { $0.hasPrefix("didClose") } == ["didClose(A)"])
        let frame = f.map.infoWindowFrame!
        #expect(abs(frame.midX - 300) < 1e-6)
    }

    @Test("R6 tapping the marker whose window is shown closes it and builds it again, re-reading content")
    func tapAgain() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "Old")
        f.tap(a)
        let oldWidth = try #require(f.map.infoWindowFrame).width
        a.title = "A much longer title than before"
        _ = f.recorder.take()
        f.tap(a)
        #expect(f.recorder.take() == ["didTap(A)", "didClose(A)", "reason(A, markerTappedAgain)",
                                      "markerInfoWindow(A)", "markerInfoContents(A)"])
        #expect(f.map.selectedMarker === a)
        #expect(try #require(f.map.infoWindowFrame).width > oldWidth)
    }

    @Test("R7 selectedMarker shows and hides from code without didTap; nil twice closes once")
    func programmatic() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.map.selectedMarker = a
        #expect(f.map.selectedMarker === a)
        #expect(f.map.infoWindowFrame != nil)
        f.map.selectedMarker = nil
        f.map.selectedMarker = nil
        #expect(f.map.selectedMarker == nil && f.map.infoWindowFrame == nil)
        #expect(f.recorder.take() == ["markerInfoWindow(A)", "markerInfoContents(A)", "didClose(A)", "reason(A, programmatic)"])
        f.map.selectedMarker = nil
        #expect(f.recorder.log.isEmpty, "no event when nothing was open")
    }

    @Test("R7 a marker not on this map changes nothing and warns; adding it later does not select it")
    func foreignMarker() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.map.selectedMarker = a
        _ = f.recorder.take()
        let stranger = Marker(position: Coordinate(latitude: 0, longitude: 0))
        stranger.title = "Stranger"
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) {
            f.map.selectedMarker = stranger
        }
        #expect(f.map.selectedMarker === a)
        #expect(f.recorder.log.isEmpty)
        #expect(sink.messages.count == 1 && sink.messages[0].contains("not on this map"))
        stranger.map = f.map
        #expect(f.map.selectedMarker === a)
        let other = MapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), camera: f.map.camera)
        let elsewhere = Marker()
        elsewhere.title = "Elsewhere"
        elsewhere.map = other
        Diagnostics.$sink.withValue(sink) { f.map.selectedMarker = elsewhere }
        #expect(f.map.selectedMarker === a)
        #expect(other.selectedMarker == nil)
    }

    @Test("R7 assigning the selected marker again rebuilds the window without a close event")
    func refresh() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "Short")
        f.map.selectedMarker = a
        let renders = f.map.renderStatistics.infoWindowRenders
        let width = try #require(f.map.infoWindowFrame).width
        a.title = "A considerably longer title"
        _ = f.recorder.take()
        f.map.selectedMarker = a
        #expect(f.recorder.take() == ["markerInfoWindow(A)", "markerInfoContents(A)"])
        #expect(f.map.selectedMarker === a)
        #expect(try #require(f.map.infoWindowFrame).width > width)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
    }

    @Test("R8 a tap on the empty map calls didTapAt with the coordinate, then closes the window")
    func mapTap() {
        final class CoordinateRecorder: MapViewDelegate {
            var coordinate: Coordinate?
            var events: [String] = []
            func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
                self.coordinate = coordinate
                events.append("didTapAt(selected: \(mapView.selectedMarker != nil))")
            }
            func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) { events.append("didClose") }
        }
        let f = MapFixture()
        let delegate = CoordinateRecorder()
        f.map.delegate = delegate
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.map.selectedMarker = a
        let point = f.emptyPoint
        f.map.tap(at: point)
        #expect(delegate.events == ["didTapAt(selected: true)", "didClose"])
        let expected = f.map.projection.coordinate(for: point)
        #expect(abs(delegate.coordinate!.latitude - expected.latitude) < 1e-12)
        #expect(abs(delegate.coordinate!.longitude - expected.longitude) < 1e-12)
        #expect(f.map.selectedMarker == nil)
    }

    @Test("R9 a tap on the window calls didTapInfoWindowOf only; the marker under it is not hit")
    func windowTap() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), snippet: "A snippet long enough to be wide")
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        // Another marker right under the window, on top by zIndex.
        let under = f.marker("U", at: CGPoint(x: frame.midX, y: frame.midY + 30))
        under.zIndex = 100
        _ = f.recorder.take()
        f.map.tap(at: CGPoint(x: frame.midX, y: frame.minY + 10))
        #expect(f.recorder.take() == ["didTapInfoWindow(A)", "didTapInfoWindowAt(A)"])
        #expect(f.map.selectedMarker === a)
        f.map.longPress(at: CGPoint(x: frame.midX, y: frame.minY + 10))
        #expect(f.recorder.take() == ["didLongPressInfoWindow(A)"])
        #expect(f.map.selectedMarker === a)
    }

    @Test("R10 removing the selected marker closes its window once and clears selectedMarker")
    func removal() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        let b = f.marker("B", at: CGPoint(x: 100, y: 300))
        f.map.selectedMarker = a
        _ = f.recorder.take()
        b.map = nil
        #expect(f.recorder.log.isEmpty, "removing another marker closes nothing")
        a.map = nil
        a.map = nil
        #expect(f.recorder.take() == ["didClose(A)", "reason(A, markerRemoved)"])
        #expect(f.map.selectedMarker == nil && f.map.infoWindowFrame == nil)
        #expect(f.map.markers.isEmpty)
    }

    @Test("R10 clear() closes the open window once with markerRemoved")
    func clear() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.marker("B", at: CGPoint(x: 100, y: 300))
        f.map.selectedMarker = a
        _ = f.recorder.take()
        f.map.clear()
        #expect(f.recorder.take() == ["didClose(A)", "reason(A, markerRemoved)"])
        #expect(f.map.selectedMarker == nil)
        #expect(f.map.markers.isEmpty)
        #expect(a.map == nil)
        f.map.clear()
        #expect(f.recorder.log.isEmpty)
    }

    @Test("R11 the window follows its marker when the camera pans, zooms, rotates, tilts or the marker moves")
    func follows() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.map.selectedMarker = a
        func check() throws {
            let frame = try #require(f.map.infoWindowFrame)
            let tip = try #require(f.map.infoWindowTip(of: a, projection: f.map.projection))
            #expect(abs(frame.midX - tip.x) < 1e-9 && abs(frame.maxY - tip.y) < 1e-9)
        }
        let start = try #require(f.map.infoWindowFrame)
        f.map.pan(by: CGPoint(x: 30, y: -20))
        let panned = try #require(f.map.infoWindowFrame)
        #expect(abs(panned.minX - start.minX - 30) < 1e-6 && abs(panned.minY - start.minY + 20) < 1e-6)
        try check()
        f.map.zoom(by: 1.5, about: CGPoint(x: 120, y: 80))
        try check()
        var camera = f.map.camera
        camera.bearing = 123
        camera.viewingAngle = 50
        f.map.camera = camera
        try check()
        a.position = Coordinate(latitude: a.position.latitude + 0.01, longitude: a.position.longitude)
        try check()
    }

    @Test("R11 the window is hit before any marker, whatever their zIndex")
    func windowAboveMarkers() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        let top = f.marker("T", at: CGPoint(x: frame.midX, y: frame.maxY - 2))
        top.zIndex = Int32.max
        if case .infoWindow(let m, _) = f.map.mapHitTest(CGPoint(x: frame.midX, y: frame.midY)) {
            #expect(m === a)
        } else {
            Issue.record("the window should be hit first")
        }
    }

    @Test("R12 an untappable marker lets the tap through to what lies below, but can be selected from code")
    func untappable() {
        let f = MapFixture()
        let below = f.marker("Below", at: CGPoint(x: 200, y: 300))
        let above = f.marker("Above", at: CGPoint(x: 200, y: 300))
        above.zIndex = 5
        above.isTappable = false
        f.map.tap(at: CGPoint(x: 200, y: 280))
        #expect(f.map.selectedMarker === below)
        below.map = nil
        _ = f.recorder.take()
        f.map.tap(at: CGPoint(x: 200, y: 280))
        #expect(f.recorder.take() == ["didTapAt"], "with nothing below, the map gets the tap")
        f.map.selectedMarker = above
        #expect(f.map.selectedMarker === above)
    }

    @Test("R12 a marker with opacity 0 is still tappable")
    func invisibleTappable() {
        let f = MapFixture()
        let ghost = f.marker("Ghost", at: CGPoint(x: 200, y: 300))
        ghost.opacity = 0
        f.tap(ghost)
        #expect(f.map.selectedMarker === ghost)
    }
}
