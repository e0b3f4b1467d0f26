import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Values a user can get wrong never crash: they are clamped (documented) or refused with a warning
/// that names what was kept.
@MainActor
@Suite("Invalid values: clamped or refused, never a crash")
struct InvalidValueTests {
    private func warnings(_ body: () -> Void) -> [String] {
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink, operation: body)
        return sink.messages
    }

    @Test("D1 D6 NaN or infinite marker positions keep the old position with a warning")
    func markerPosition() {
        let m = Marker(position: Coordinate(latitude: 10, longitude: 20))
        let messages = warnings {
            m.position = Coordinate(latitude: .nan, longitude: 0)
            m.position = Coordinate(latitude: 0, longitude: .infinity)
        }
        #expect(m.position == Coordinate(latitude: 10, longitude: 20))
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("kept (10.0, 20.0)") })
        var made: Marker?
        let initMessages = warnings { made = Marker(position: Coordinate(latitude: .nan, longitude: .nan)) }
        #expect(made?.position == Coordinate(latitude: 0, longitude: 0))
        #expect(initMessages.count == 1)
    }

    @Test("D2 latitudes beyond ±90 are clamped with a warning; longitudes beyond ±180 wrap when drawn")
    func latitudeRange() throws {
        let f = MapFixture()
        let m = Marker(position: Coordinate(latitude: 0, longitude: 0))
        let messages = warnings { m.position = Coordinate(latitude: 91.2, longitude: 0) }
        #expect(m.position.latitude == 90)
        #expect(messages.count == 1 && messages[0].contains("clamped"))
        m.map = f.map
        m.position = Coordinate(latitude: 0, longitude: 360.0001)
        let p = f.map.projection.point(for: m.position)
        #expect(close(p, f.map.projection.point(for: Coordinate(latitude: 0, longitude: 0.0001)), 1e-6))
        m.title = "Pole"
        m.position = Coordinate(latitude: 90, longitude: 0)
        f.map.selectedMarker = m
        #expect(f.map.infoWindowFrame != nil, "a marker at the pole is drawn at the Mercator edge")
        #expect(try #require(f.map.infoWindowFrame).minY.isFinite)
    }

    @Test("D3 cameras with NaN or infinity are refused; out-of-range zoom and tilt are clamped")
    func camera() {
        let f = MapFixture()
        let before = f.map.camera
        let messages = warnings {
            f.map.camera = CameraPosition(latitude: .nan, longitude: 0, zoom: 3)
            f.map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: .infinity)
            f.map.animate(to: CameraPosition(latitude: 0, longitude: 0, zoom: 3, bearing: .nan))
        }
        #expect(f.map.camera == before)
        #expect(messages.count == 3)
        var camera = f.map.camera
        camera.zoom = 99
        camera.viewingAngle = 89
        f.map.camera = camera
        #expect(f.map.camera.zoom == 22 && f.map.camera.viewingAngle == 60)
        camera.zoom = -4
        camera.viewingAngle = -20
        f.map.camera = camera
        #expect(f.map.camera.zoom == 0 && f.map.camera.viewingAngle == 0)
        var made: MapView?
        let initMessages = warnings {
            made = MapView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
                           camera: CameraPosition(latitude: 0, longitude: .nan, zoom: 1))
        }
        #expect(made?.frame == .zero && made?.camera.zoom == 0)
        #expect(initMessages.count == 2)
        _ = made?.snapshot()
    }

    @Test("D4 frames, scales and paddings that make no sense are refused with a warning")
    func viewValues() {
        let f = MapFixture()
        let messages = warnings {
            f.map.frame = CGRect(x: 0, y: 0, width: -5, height: 10)
            f.map.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            f.map.scale = 0
            f.map.scale = CGFloat.nan
            f.map.scale = 100
            f.map.padding = EdgeInsets(top: -1)
            f.map.padding = EdgeInsets(left: CGFloat.nan)
        }
        #expect(messages.count == 7)
        #expect(f.map.frame.size == CGSize(width: 400, height: 400))
        #expect(f.map.scale == 1)
        #expect(f.map.padding == .zero)
    }

    @Test("A zero-size map and a tiny map still open windows and draw")
    func tinyMaps() {
        for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 30, height: 20)] {
            let map = MapView(frame: CGRect(origin: .zero, size: size), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 2))
            let m = Marker(position: Coordinate(latitude: 0, longitude: 0))
            m.title = "A title that will not fit anywhere"
            m.snippet = String(repeating: "text ", count: 100)
            m.map = map
            map.selectedMarker = m
            #expect(map.selectedMarker === m)
            #expect(map.infoWindowFrame != nil)
            _ = map.snapshot()
            map.tap(at: CGPoint(x: 0, y: 0))
        }
    }

    @Test("D1 D4 rotation, opacity and pointer events with NaN are refused")
    func otherValues() {
        let f = MapFixture()
        let m = f.marker("M", at: CGPoint(x: 200, y: 200))
        let messages = warnings {
            m.rotation = .nan
            m.opacity = .nan
            f.map.handle(PointerEvent(.down, at: CGPoint(x: CGFloat.nan, y: 0), time: 1))
            f.map.handle(PointerEvent(.down, at: .zero, time: .infinity))
        }
        #expect(messages.count == 4)
        #expect(m.rotation == 0 && m.opacity == 1)
        m.opacity = 7
        #expect(m.opacity == 1)
        m.opacity = -1
        #expect(m.opacity == 0)
        f.map.advance(to: .nan)
        f.map.advance(to: -5)
        #expect(f.map.currentTime == 0)
        f.map.pan(by: CGPoint(x: CGFloat.nan, y: 0))
        f.map.zoom(by: .infinity, about: .zero)
        #expect(f.map.camera.zoom == 10)
    }

    @Test("D5 a style with nonsense numbers falls back to defaults instead of breaking the layout")
    func badStyle() throws {
        let f = MapFixture()
        var style = InfoWindowStyle()
        style.cornerRadius = .nan
        style.padding = EdgeInsets(top: -3)
        style.maximumContentWidth = .infinity
        style.maximumHeightFraction = -1
        style.shadowBlur = 1e9
        f.map.infoWindowStyle = style
        let m = f.marker("M", at: CGPoint(x: 200, y: 300), snippet: String(repeating: "words ", count: 200))
        f.map.selectedMarker = m
        let frame = try #require(f.map.infoWindowFrame)
        #expect(frame.width <= 260 + 24 + 1 && frame.height <= 240.001)
        _ = f.map.snapshot()
    }

    @Test("A marker is on at most one map; moving it to another map removes it from the first")
    func oneMap() {
        let f = MapFixture()
        let other = MapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), camera: f.map.camera)
        let m = f.marker("M", at: CGPoint(x: 200, y: 200))
        f.map.selectedMarker = m
        m.map = other
        #expect(f.map.markers.isEmpty && other.markers.count == 1)
        #expect(f.map.selectedMarker == nil)
        #expect(f.recorder.log.suffix(2) == ["didClose(M)", "reason(M, markerRemoved)"])
        m.map = other
        #expect(other.markers.count == 1)
    }

    @Test("Map and markers do not keep each other alive")
    func noRetainCycle() {
        weak var weakMap: MapView?
        weak var weakMarker: Marker?
        do {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
            let marker = Marker()
            marker.title = "T"
            marker.map = map
            map.selectedMarker = marker
            weakMap = map
            weakMarker = marker
            #expect(weakMap != nil)
        }
        #expect(weakMap == nil)
        #expect(weakMarker == nil)
    }
}
