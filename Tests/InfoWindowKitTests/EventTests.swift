import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// SPEC "Events", R21–R24: exact event orders, re-entrancy, close reasons, gesture thresholds.
@MainActor
@Suite("Delegate events (R21–R24)")
struct EventTests {
    @Test("R21 first tap: didTap, markerInfoWindow, markerInfoContents, shown, then the camera centres B")
    func firstTap() {
        let f = MapFixture()
        let b = f.marker("B", at: CGPoint(x: 300, y: 120))
        f.tap(b)
        #expect(f.recorder.take() == ["didTap(B)", "markerInfoWindow(B)", "markerInfoContents(B)"])
        #expect(f.map.selectedMarker === b)
        #expect(f.map.isAnimatingCamera)
        f.map.advance(to: f.map.currentTime + 1)
        #expect(!f.map.isAnimatingCamera)
        let p = f.map.projection.point(for: b.position)
        #expect(close(p, CGPoint(x: 200, y: 200), 1e-6), "B is at the centre")
        #expect(f.map.selectedMarker === b)
    }

    @Test("R21 centersOnMarkerTap = false leaves the camera where it is")
    func noCentering() {
        let f = MapFixture()
        f.map.centersOnMarkerTap = false
        let b = f.marker("B", at: CGPoint(x: 300, y: 120))
        let camera = f.map.camera
        f.tap(b)
        f.map.advance(to: 1)
        #expect(f.map.camera == camera)
        #expect(f.map.selectedMarker === b)
    }

    @Test("R21 R23 D20 tap on another marker: didTap(B), close A (otherMarkerTapped), build B")
    func otherMarker() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.tap(a)
        _ = f.recorder.take()
        f.tap(b)
        #expect(f.recorder.take() == ["didTap(B)", "didClose(A)", "reason(A, otherMarkerTapped)",
                                      "markerInfoWindow(B)", "markerInfoContents(B)"])
    }

    @Test("R21 R23 tap on the same marker: didTap(A), close A (markerTappedAgain), build A")
    func sameMarker() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        f.tap(a)
        _ = f.recorder.take()
        f.tap(a)
        #expect(f.recorder.take() == ["didTap(A)", "didClose(A)", "reason(A, markerTappedAgain)",
                                      "markerInfoWindow(A)", "markerInfoContents(A)"])
        #expect(f.map.selectedMarker === a)
    }

    @Test("R21 a didTap that returns true vetoes everything: the open window stays, the camera stays")
    func veto() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.map.selectedMarker = a
        _ = f.recorder.take()
        f.recorder.vetoTaps = true
        let camera = f.map.camera
        f.tap(b)
        f.map.advance(to: 1)
        #expect(f.recorder.take() == ["didTap(B)"])
        #expect(f.map.selectedMarker === a)
        #expect(f.map.camera == camera)
    }

    @Test("R21 R4 a marker with no content, with and without a delegate view")
    func noContent() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let e = f.marker("E", at: CGPoint(x: 300, y: 300), title: .some(nil))
        f.tap(a)
        _ = f.recorder.take()
        f.tap(e)
        #expect(f.recorder.take() == ["didTap(E)", "didClose(A)", "reason(A, otherMarkerTapped)",
                                      "markerInfoWindow(E)", "markerInfoContents(E)"])
        #expect(f.map.selectedMarker == nil)
        f.recorder.windowView = { _ in View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        f.tap(e)
        #expect(f.recorder.take() == ["didTap(E)", "markerInfoWindow(E)"])
        #expect(f.map.selectedMarker === e)
    }

    @Test("R21 R8 R23 map tap: didTapAt, then close A (mapTapped)")
    func mapTap() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        f.tap(a)
        _ = f.recorder.take()
        f.map.tap(at: f.emptyPoint)
        #expect(f.recorder.take() == ["didTapAt", "didClose(A)", "reason(A, mapTapped)"])
    }

    @Test("R21 R10 R23 removal and clear() while open: one close with markerRemoved")
    func removal() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        f.tap(a)
        _ = f.recorder.take()
        a.map = nil
        #expect(f.recorder.take() == ["didClose(A)", "reason(A, markerRemoved)"])
        a.map = f.map
        f.map.selectedMarker = a
        _ = f.recorder.take()
        f.map.clear()
        #expect(f.recorder.take() == ["didClose(A)", "reason(A, markerRemoved)"])
    }

    @Test("R23 a programmatic close carries .programmatic")
    func programmaticReason() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.map.selectedMarker = a
        f.map.selectedMarker = b
        f.map.selectedMarker = nil
        #expect(f.recorder.log.filter { $0.hasPrefix("reason") } == ["reason(A, programmatic)", "reason(B, programmatic)"])
    }

    // MARK: R22 re-entrancy

    /// Runs a scenario where the hook for `method` calls back into the map, then checks the invariants:
    /// at most one window, selectedMarker matches it, and no close is reported twice in a row for a window
    /// that was opened once.
    private func reentrant(_ method: String, scenario: (MapFixture, Marker, Marker) -> Void,
                           hook: @escaping (MapView, Marker?, Marker, Marker) -> Void) -> [String] {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        var fired = false
        f.recorder.hooks[method] = { map, marker in
            guard !fired else { return }
            fired = true
            hook(map, marker, a, b)
        }
        scenario(f, a, b)
        #expect(fired, "the hook for \(method) ran")
        let log = f.recorder.take()
        // Count opens (a build that ended shown) against closes per marker: never more closes than opens.
        #expect((f.map.selection.shown == nil) == (f.map.selectedMarker == nil))
        if let shown = f.map.selection.shown { #expect(shown.marker === f.map.selectedMarker) }
        #expect(f.map.selection.pending == nil)
        return log
    }

    @Test("R22 D16 selecting another marker from didCloseInfoWindowOf opens it after the current event")
    func selectFromClose() {
        let log = reentrant("didClose", scenario: { f, a, b in
            f.map.selectedMarker = a
            f.map.tap(at: f.emptyPoint)
        }, hook: { map, _, _, b in map.selectedMarker = b })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didTapAt", "didClose(A)", "reason(A, mapTapped)",
                        "markerInfoWindow(B)", "markerInfoContents(B)"])
    }

    @Test("R22 selecting the closing marker again from didCloseInfoWindowOf reopens it once")
    func reselectFromClose() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        // `unowned`: capturing the fixture would make recorder → hook → fixture → recorder a cycle (a leak).
        f.recorder.hooks["didClose"] = { [unowned recorder = f.recorder] map, marker in
            if recorder.log.filter({ $0 == "didClose(A)" }).count == 1 { map.selectedMarker = marker }
        }
        f.map.selectedMarker = a
        f.map.selectedMarker = nil
        #expect(f.map.selectedMarker === a)
        #expect(f.recorder.log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didClose(A)", "reason(A, programmatic)",
                                   "markerInfoWindow(A)", "markerInfoContents(A)"])
    }

    @Test("R22 from didTap: select from code and veto")
    func fromDidTap() {
        let log = reentrant("didTap", scenario: { f, a, _ in f.tap(a) },
                            hook: { map, _, _, b in map.selectedMarker = b })
        #expect(log == ["didTap(A)", "markerInfoWindow(A)", "markerInfoContents(A)",
                        "didClose(A)", "reason(A, programmatic)", "markerInfoWindow(B)", "markerInfoContents(B)"])
    }

    @Test("R22 from markerInfoWindow: removing the marker being opened leaves no window")
    func removeWhileBuilding() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        f.recorder.hooks["markerInfoWindow"] = { _, marker in marker?.map = nil }
        f.tap(a)
        #expect(f.map.selectedMarker == nil && f.map.selection.shown == nil)
        #expect(f.recorder.take() == ["didTap(A)", "markerInfoWindow(A)", "markerInfoContents(A)"])
    }

    @Test("R22 from markerInfoContents: clear() and selecting nil")
    func clearWhileBuilding() {
        let log = reentrant("markerInfoContents", scenario: { f, a, _ in f.map.selectedMarker = a },
                            hook: { map, _, _, _ in
                                map.clear()
                                map.selectedMarker = nil
                            })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)"])
    }

    @Test("R22 from didTapInfoWindowOf: closing the window")
    func fromWindowTap() {
        let log = reentrant("didTapInfoWindow", scenario: { f, a, _ in
            f.map.selectedMarker = a
            let frame = f.map.infoWindowFrame!
            f.map.tap(at: CGPoint(x: frame.midX, y: frame.minY + 5))
        }, hook: { map, _, _, _ in map.selectedMarker = nil })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didTapInfoWindow(A)", "didTapInfoWindowAt(A)",
                        "didClose(A)", "reason(A, programmatic)"])
    }

    @Test("R22 from didLongPressInfoWindowOf: removing the marker")
    func fromWindowLongPress() {
        let log = reentrant("didLongPressInfoWindow", scenario: { f, a, _ in
            f.map.selectedMarker = a
            let frame = f.map.infoWindowFrame!
            f.map.longPress(at: CGPoint(x: frame.midX, y: frame.minY + 5))
        }, hook: { _, marker, _, _ in marker?.map = nil })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didLongPressInfoWindow(A)",
                        "didClose(A)", "reason(A, markerRemoved)"])
    }

    @Test("R22 from didTapAt and didLongPressAt: selecting markers")
    func fromMapTaps() {
        var log = reentrant("didTapAt", scenario: { f, _, _ in f.map.tap(at: f.emptyPoint) },
                            hook: { map, _, a, _ in map.selectedMarker = a })
        #expect(log == ["didTapAt", "markerInfoWindow(A)", "markerInfoContents(A)"])
        log = reentrant("didLongPressAt", scenario: { f, a, _ in
            f.map.selectedMarker = a
            f.map.longPress(at: f.emptyPoint)
        }, hook: { map, _, _, b in map.selectedMarker = b })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didLongPressAt", "didClose(A)",
                        "reason(A, programmatic)", "markerInfoWindow(B)", "markerInfoContents(B)"])
    }

    @Test("R22 from the reasoned close: tapping markers and clearing inside")
    func fromReason() {
        let log = reentrant("reason", scenario: { f, a, b in
            f.map.selectedMarker = a
            f.tap(b)
        }, hook: { map, _, _, _ in map.clear() })
        #expect(log == ["markerInfoWindow(A)", "markerInfoContents(A)", "didTap(B)", "didClose(A)",
                        "reason(A, otherMarkerTapped)", "markerInfoWindow(B)", "markerInfoContents(B)"])
    }

    @Test("R22 a delegate that selects another marker from every markerInfoWindow never opens two windows")
    func pingPong() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        var asked = 0
        f.recorder.hooks["markerInfoWindow"] = { map, marker in
            asked += 1
            if asked < 20 { map.selectedMarker = marker === a ? b : a }
        }
        f.map.selectedMarker = a
        #expect(asked == 20)
        #expect(f.map.selectedMarker === b, "the last request wins")
        #expect(f.map.selection.shown?.marker === b)
        let closes = f.recorder.log.filter { $0.hasPrefix("didClose") }
        #expect(closes.count == 19, "every window that opened closed exactly once, but the last")
        #expect(f.recorder.log.filter { $0.hasPrefix("reason") }.count == 19)
    }

    // MARK: R24 gestures

    @Test("R24 a press held 0.5 s without moving is a long press, fired when the time comes")
    func longPressTiming() {
        let f = MapFixture()
        let p = f.emptyPoint
        f.map.handle(PointerEvent(.down, at: p, time: 10))
        f.map.advance(to: 10.49)
        #expect(f.recorder.log.isEmpty)
        f.map.handle(PointerEvent(.move, at: CGPoint(x: p.x + 6, y: p.y + 6), time: 10.495))
        f.map.advance(to: 10.5)
        #expect(f.recorder.take() == ["didLongPressAt"])
        f.map.handle(PointerEvent(.up, at: p, time: 11))
        #expect(f.recorder.log.isEmpty, "no tap after the long press")
        // Released just short of the threshold: a tap.
        f.map.handle(PointerEvent(.down, at: p, time: 20))
        f.map.handle(PointerEvent(.up, at: p, time: 20.499))
        #expect(f.recorder.take() == ["didTapAt"])
        // Released after the threshold with no clock tick in between: still one long press.
        f.map.handle(PointerEvent(.down, at: p, time: 30))
        f.map.handle(PointerEvent(.up, at: p, time: 30.7))
        #expect(f.recorder.take() == ["didLongPressAt"])
    }

    @Test("R24 a press that moves more than 10 pt pans the camera: neither tap nor long press")
    func panThreshold() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 200))
        let start = f.map.projection.point(for: a.position)
        f.map.handle(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 1))
        f.map.handle(PointerEvent(.move, at: CGPoint(x: 108, y: 100), time: 1.1))
        #expect(f.map.projection.point(for: a.position) == start, "within the slop nothing moves")
        f.map.handle(PointerEvent(.move, at: CGPoint(x: 140, y: 130), time: 1.2))
        f.map.advance(to: 2)
        f.map.handle(PointerEvent(.up, at: CGPoint(x: 150, y: 130), time: 2.1))
        #expect(f.recorder.log.isEmpty)
        let moved = f.map.projection.point(for: a.position)
        #expect(close(moved, CGPoint(x: start.x + 50, y: start.y + 30), 1e-6), "the ground followed the pointer")
    }

    @Test("R24 hit order: window, then highest zIndex, then most recently added, then the map")
    func hitOrder() {
        let f = MapFixture()
        let first = f.marker("First", at: CGPoint(x: 200, y: 300))
        let second = f.marker("Second", at: CGPoint(x: 200, y: 300))
        #expect(f.map.mapHitTest(CGPoint(x: 200, y: 290)) == .marker(second))
        first.zIndex = 1
        #expect(f.map.mapHitTest(CGPoint(x: 200, y: 290)) == .marker(first))
        if case .map = f.map.mapHitTest(f.emptyPoint) {} else { Issue.record("empty point hits the map") }
    }

    @Test("R24 a marker's hit area is its icon frame grown to at least 44×44 pt")
    func hitArea() {
        let f = MapFixture()
        let small = f.marker("S", at: CGPoint(x: 200, y: 300))
        small.icon = solidImage(CGSize(width: 10, height: 10))
        // Icon frame: x 195…205, y 290…300; grown to 44×44 about (200, 295): x 178…222, y 273…317.
        #expect(f.map.mapHitTest(CGPoint(x: 179, y: 274)) == .marker(small))
        #expect(f.map.mapHitTest(CGPoint(x: 221, y: 316)) == .marker(small))
        #expect(f.map.mapHitTest(CGPoint(x: 177, y: 295)) != .marker(small))
        #expect(f.map.mapHitTest(CGPoint(x: 200, y: 318)) != .marker(small))
        let big = f.marker("B", at: CGPoint(x: 100, y: 300))
        big.icon = solidImage(CGSize(width: 80, height: 60))
        #expect(f.map.mapHitTest(CGPoint(x: 61, y: 241)) == .marker(big))
        #expect(f.map.mapHitTest(CGPoint(x: 59, y: 241)) != .marker(big))
    }

    @Test("R24 D19 secondary drags rotate and tilt, scrolling zooms about the pointer")
    func rotateTiltZoom() {
        let f = MapFixture()
        f.map.handle(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 1, button: .secondary))
        f.map.handle(PointerEvent(.move, at: CGPoint(x: 160, y: 60), time: 1.1, button: .secondary))
        f.map.handle(PointerEvent(.up, at: CGPoint(x: 160, y: 60), time: 1.2, button: .secondary))
        #expect(abs(f.map.camera.bearing - 30) < 1e-9)
        #expect(abs(f.map.camera.viewingAngle - 10) < 1e-9)
        #expect(f.recorder.log.isEmpty)
        let point = CGPoint(x: 300, y: 120)
        let under = f.map.projection.coordinate(for: point)
        f.map.handle(PointerEvent(.scroll(dx: 0, dy: 2), at: point, time: 2))
        #expect(abs(f.map.camera.zoom - 11) < 1e-9)
        #expect(close(f.map.projection.point(for: under), point, 0.01))
    }
}
