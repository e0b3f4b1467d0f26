import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowViews
@testable import InfoWindowMap

/// The viewport (issue 21): zoom limits and target bounds (D110), frame rate (D113), tile-rendering and
/// snapshot-ready calls (D114), one camera number animated by key (D115).
@MainActor
@Suite("The viewport: limits, frame rate, render events, keyed camera animations")
struct ViewportTests {
    private func map(zoom: Double = 6) -> MapView {
        MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                camera: CameraPosition(latitude: -33.868, longitude: 151.2086, zoom: zoom))
    }

    @Test("D110 setMinZoom brings the camera inside at once and clamps every later camera")
    func zoomLimits() {
        let map = map(zoom: 6)
        map.setMinZoom(10, maxZoom: 11.5)
        #expect(map.minZoom == 10 && map.maxZoom == 11.5)
        #expect(map.camera.zoom == 10, "zoom 6 is below the range: moved to 10")
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 20)
        #expect(map.camera.zoom == 11.5)
        map.zoom(by: -5, about: CGPoint(x: 150, y: 200))
        #expect(map.camera.zoom == 10, "a gesture stops at the limit")
        map.animate(to: CameraPosition(latitude: 0, longitude: 0, zoom: 2))
        map.advance(to: 5)
        #expect(map.camera.zoom == 10, "an animation ends at the limit")
        map.moveCamera(.zoom(to: 22))
        #expect(map.camera.zoom == 11.5)
        map.setMinZoom(0, maxZoom: 22)
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 18)
        #expect(map.camera.zoom == 18, "the full range again")
    }

    @Test("D110 NaN or inverted zoom limits change nothing and warn; limits past 0…22 are clamped")
    func badZoomLimits() {
        let map = map()
        map.setMinZoom(3, maxZoom: 9)
        let inverted = capturedWarnings { map.setMinZoom(12, maxZoom: 4) }
        #expect(inverted.count == 1 && inverted[0].contains("12") && inverted[0].contains("4"))
        let nan = capturedWarnings { map.setMinZoom(.nan, maxZoom: 4) }
        #expect(nan.count == 1)
        #expect(map.minZoom == 3 && map.maxZoom == 9, "kept")
        map.setMinZoom(-5, maxZoom: 40)
        #expect(map.minZoom == 0 && map.maxZoom == 22)
    }

    @Test("D110 cameraTargetBounds: a target outside moves to the nearest point, also across the antimeridian")
    func targetBounds() {
        let map = map()
        let australia = CoordinateBounds(southWest: Coordinate(latitude: -40, longitude: 140),
                                         northEast: Coordinate(latitude: -30, longitude: 150))
        map.cameraTargetBounds = australia
        #expect(map.camera.target.latitude == -33.868 && map.camera.target.longitude == 150,
                "151.2 is east of the bounds: moved to their east edge")
        map.camera = CameraPosition(latitude: -50, longitude: 120, zoom: 6)
        #expect(map.camera.target == Coordinate(latitude: -40, longitude: 140))
        map.pan(by: CGPoint(x: -5000, y: 0))
        #expect(map.camera.target.longitude <= 150 && map.camera.target.longitude >= 140, "a pan stays inside")
        let pacific = CoordinateBounds(southWest: Coordinate(latitude: -20, longitude: 170),
                                       northEast: Coordinate(latitude: 0, longitude: -170))
        map.cameraTargetBounds = pacific
        map.camera = CameraPosition(latitude: -10, longitude: -160, zoom: 6)
        #expect(map.camera.target.longitude == -170, "past the east edge across the antimeridian")
        map.camera = CameraPosition(latitude: -10, longitude: 175, zoom: 6)
        #expect(map.camera.target.longitude == 175, "inside, across the antimeridian")
        let empty = capturedWarnings { map.cameraTargetBounds = CoordinateBounds() }
        #expect(map.cameraTargetBounds == nil && empty.count == 1, "bounds holding no point are no limit")
    }

    @Test("D110 a fit-bounds camera keeps to the zoom limits")
    func fitWithinLimits() {
        let map = map()
        map.setMinZoom(0, maxZoom: 8)
        let bounds = CoordinateBounds(coordinate: Coordinate(latitude: -33.87, longitude: 151.2),
                                      coordinate: Coordinate(latitude: -33.86, longitude: 151.21))
        map.moveCamera(.fit(bounds, withPadding: 20))
        #expect(map.camera.zoom == 8)
    }

    @Test("D113 the window paces its frames by the fastest rate its maps ask for, never above the display's")
    func frameRate() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(window.framesPerSecond(displayRate: 60) == 60, "no map: the display's rate")
        let first = map(), second = map()
        window.addSubview(first)
        #expect(first.preferredFrameRate == .maximum && window.framesPerSecond(displayRate: 60) == 60)
        first.preferredFrameRate = .powerSave
        #expect(window.framesPerSecond(displayRate: 60) == 15)
        window.addSubview(second)
        second.preferredFrameRate = .conservative
        #expect(window.framesPerSecond(displayRate: 60) == 30, "the faster of the two")
        #expect(window.framesPerSecond(displayRate: 24) == 24, "never above the display's")
        #expect(window.framesPerSecond(displayRate: .nan) == 30, "a display rate that is no number counts as 60")
    }

    /// Records the render calls.
    final class RenderRecorder: MapViewDelegate {
        var calls: [String] = []
        func mapViewDidStartTileRendering(_ mapView: MapView) { calls.append("start") }
        func mapViewDidFinishTileRendering(_ mapView: MapView) { calls.append("finish") }
        func mapViewSnapshotReady(_ mapView: MapView) { calls.append("ready") }
        func mapView(_ mapView: MapView, idleAt position: CameraPosition) { calls.append("idle") }
        func take() -> [String] { defer { calls = [] }; return calls }
    }

    @Test("D114 after a frame: tile rendering started and finished, then snapshot ready; nothing again until a change")
    func renderEvents() {
        let map = map()
        map.basemap = nil
        let recorder = RenderRecorder()
        map.delegate = recorder
        map.advance(to: 0.1)
        #expect(recorder.take() == [], "nothing drawn yet, nothing said")
        _ = map.snapshot()
        #expect(recorder.take() == ["start", "finish", "ready"])
        _ = map.snapshot()
        map.advance(to: 0.2)
        #expect(recorder.take() == [], "the same frame again")
        let marker = Marker(position: map.camera.target)
        marker.map = map
        _ = map.snapshot()
        #expect(recorder.take() == ["ready"], "a new marker: ready again, the ground did not change")
        map.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        _ = map.snapshot()
        #expect(recorder.take() == [], "a subview is not the map's content")
        map.animate(to: CameraPosition(latitude: -30, longitude: 150, zoom: 6))
        map.advance(to: 0.3)
        _ = map.snapshot()
        #expect(recorder.take() == ["start", "finish"], "tiles while it moves, not ready")
        map.advance(to: 5)
        _ = map.snapshot()
        #expect(recorder.take() == ["idle", "start", "finish", "ready"], "ready once it is idle and drawn")
        map.padding = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        _ = map.snapshot()
        #expect(recorder.take() == ["start", "finish", "ready"], "padding moves the ground")
    }

    @Test("D114 in a window the calls come at the window's next clock step after its frame")
    func renderEventsInWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let map = map()
        map.basemap = nil
        window.addSubview(map)
        window.makeKeyAndVisible()
        let recorder = RenderRecorder()
        map.delegate = recorder
        _ = window.snapshot()
        #expect(recorder.take() == [], "not while drawing")
        window.advance(by: 1.0 / 60)
        #expect(recorder.take() == ["start", "finish", "ready"])
    }

    @Test("D115 a keyframe zoom flies out and back on the map's clock; one value starts from the value drawn")
    func keyedAnimation() {
        let map = map(zoom: 6)
        _ = map.snapshot()
        map.camera.target = Coordinate(latitude: -37.8, longitude: 144.97)
        map.animateCamera(.latitude, through: [-37.8], duration: 2, curve: .easeInOut)
        #expect(abs(map.camera.target.latitude - -33.868) < 1e-9, "it starts from the latitude drawn")
        map.animateCamera(.zoom, through: [6, 0, 6], duration: 2)
        #expect(map.isAnimatingCamera)
        map.advance(to: 1)
        #expect(abs(map.camera.zoom) < 1e-9, "half-way: zoom 0")
        #expect(map.camera.target.latitude < -33.868 && map.camera.target.latitude > -37.8)
        map.advance(to: 2.5)
        #expect(!map.isAnimatingCamera && map.camera.zoom == 6 && abs(map.camera.target.latitude - -37.8) < 1e-9)
        let warnings = capturedWarnings { map.animateCamera(.bearing, through: [0, 90], keyTimes: [0, 0.5, 1], duration: 1) }
        #expect(warnings.count == 1, "three key times for two values")
        map.advance(to: 3)
        #expect(abs(map.camera.bearing - 45) < 1e-9, "spaced evenly instead: half-way is 45°")
        map.advance(to: 3.5)
        #expect(map.camera.bearing == 90)
    }

    @Test("D115 bad keyed animations: no values, a non-finite value, a bad duration")
    func badKeyedAnimation() {
        let map = map(zoom: 6)
        let warnings = capturedWarnings {
            map.animateCamera(.zoom, through: [], duration: 1)
            map.animateCamera(.zoom, through: [3, .nan], duration: 1)
        }
        #expect(warnings.count == 2 && !map.isAnimatingCamera && map.camera.zoom == 6)
        let duration = capturedWarnings { map.animateCamera(.zoom, through: [4, 8], duration: -1) }
        #expect(duration.count == 1 && map.camera.zoom == 8 && !map.isAnimatingCamera, "set at once")
    }

    @Test("D116 a camera move that replaces a running one starts at speed (ease-out); one from rest eases in")
    func replacedMoveKeepsSpeed() {
        let map = map()
        map.cameraAnimationDuration = 1
        var goal = map.camera
        goal.bearing = 90
        map.animate(to: goal)
        map.advance(to: 0.1)
        #expect(map.camera.bearing < 0.9, "from rest: under 1 % of the way after 10 % of the time (\(map.camera.bearing)°)")
        map.advance(to: 0.5)
        let from = map.camera.bearing
        goal.bearing = 180
        map.animate(to: goal)
        map.advance(to: 0.6)
        #expect((map.camera.bearing - from) / (180 - from) > 0.1,
                "replacing: over 10 % of the way after 10 % of the time (\(from)° → \(map.camera.bearing)°)")
        map.advance(to: 2)
        #expect(map.camera.bearing == 180)
    }

    @Test("G8 G10 padding larger than the view: no crash; the region is the line through the padded centre, fit gives zoom 0")
    func paddingLargerThanView() {
        let map = map()
        map.padding = EdgeInsets(top: 300, left: 200, bottom: 300, right: 200)
        let projection = map.projection
        let region = projection.visibleRegion()
        #expect(region.nearLeft.longitude == region.nearRight.longitude && region.nearLeft.latitude == region.farLeft.latitude,
                "no width and no height left: every corner is the padded centre")
        #expect(projection.contains(map.camera.target))
        let bounds = CoordinateBounds(coordinate: Coordinate(latitude: -34, longitude: 150),
                                      coordinate: Coordinate(latitude: -33, longitude: 152))
        map.moveCamera(.fit(bounds))
        #expect(map.camera.zoom == 0)
        _ = map.snapshot()
    }
}
