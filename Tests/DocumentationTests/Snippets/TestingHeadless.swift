// The code of the article "Testing map logic headless" (InfoWindowKit.docc/TestingHeadless.md). Its
// slices are themselves tests: they run here as the article shows them.
// snippet.imports
import Foundation
import InfoWindowKit
import Testing
// snippet.end

// snippet.fixture
/// A 400 × 300 pt map of Paris at zoom 10, with one marker.
@MainActor
func parisMap() -> (mapView: MapView, paris: Marker) {
    let centre = Coordinate(latitude: 48.8566, longitude: 2.3522)
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                          camera: CameraPosition(target: centre, zoom: 10))
    mapView.basemap = nil  // a plain background: quick, nothing but markers
    mapView.showsGraticule = false
    let paris = Marker(position: centre)
    paris.title = "Paris"
    paris.snippet = "Capital of France"
    paris.map = mapView
    return (mapView, paris)
}

/// A tap in the middle of `marker`'s icon, where a finger would land.
@MainActor
func tapIcon(of marker: Marker, on mapView: MapView) throws {
    let icon = try #require(mapView.iconFrame(of: marker), "on screen")
    mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
}
// snippet.end

// snippet.recorder
/// Writes down every call the map makes, in order.
@MainActor
final class EventLog: MapViewDelegate {
    var events: [String] = []

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        events.append("didTap \(marker.title ?? "")")
        return false
    }

    func mapView(_ mapView: MapView,
                 markerInfoWindow marker: Marker) -> View? {
        events.append("markerInfoWindow \(marker.title ?? "")")
        return nil
    }

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker,
                 reason: InfoWindowCloseReason) {
        events.append("closed \(marker.title ?? ""): \(reason)")
    }

    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) {
        events.append("didLongPressAt")
    }

    func mapView(_ mapView: MapView, idleAt position: CameraPosition) {
        events.append("idle at zoom \(position.zoom)")
    }
}
// snippet.end

// snippet.tap
@MainActor
@Test("a tap on Paris opens its window; a tap on the map closes it")
func tapOpensAndCloses() throws {
    let (mapView, paris) = parisMap()
    let log = EventLog()
    mapView.delegate = log

    try tapIcon(of: paris, on: mapView)
    #expect(mapView.selectedMarker == paris)
    let window = try #require(mapView.infoWindowFrame)
    let icon = try #require(mapView.iconFrame(of: paris))
    #expect(abs(window.maxY - icon.minY) < 1, "the tip is on top of the pin")

    mapView.tap(at: CGPoint(x: 20, y: 280))
    #expect(mapView.selectedMarker == nil)
    #expect(log.events == ["didTap Paris", "markerInfoWindow Paris",
                           "closed Paris: mapTapped"])
}
// snippet.end

// snippet.time
@MainActor
@Test("a long press and a camera glide happen when the clock says")
func timeIsTheTests() {
    let (mapView, _) = parisMap()
    let log = EventLog()
    mapView.delegate = log

    let point = CGPoint(x: 60, y: 60)
    mapView.handle(PointerEvent(.down, at: point, time: 10))
    mapView.advance(to: 10.4)
    #expect(log.events.isEmpty, "0.4 s is not a long press yet")
    mapView.advance(to: 10.5)
    #expect(log.events == ["didLongPressAt"], "held 0.5 s: a long press")
    mapView.handle(PointerEvent(.up, at: point, time: 10.6))

    var closer = mapView.camera
    closer.zoom = 12
    mapView.animate(to: closer)
    mapView.advance(to: 10.7)
    #expect(mapView.isAnimatingCamera)
    mapView.advance(to: 11)
    #expect(mapView.camera.zoom == 12)
    #expect(log.events.last == "idle at zoom 12.0")
}
// snippet.end

// snippet.warnings
@MainActor
@Test("a NaN anchor is refused with a warning, and the old anchor kept")
func warnings() {
    let (_, paris) = parisMap()
    let warnings = WarningSink()  // keeps the messages; prints nothing
    Diagnostics.$sink.withValue(warnings) {
        paris.infoWindowAnchor = CGPoint(x: CGFloat.nan, y: 0)
    }
    #expect(paris.infoWindowAnchor == CGPoint(x: 0.5, y: 0))
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("infoWindowAnchor") == true)
}
// snippet.end

// snippet.pixels
@MainActor
@Test("the snapshot shows the window: white above the pin")
func pixels() throws {
    let (mapView, paris) = parisMap()
    mapView.selectedMarker = paris
    let window = try #require(mapView.infoWindowFrame)
    let image = mapView.snapshot()  // scale 1: a pixel per point
    let inside = try #require(image.color(atPixelX: Int(window.midX),
                                          y: Int(window.minY) + 4))
    #expect(inside.red > 0.95 && inside.blue > 0.95, "the bubble is white")
    let outside = try #require(image.color(atPixelX: 5, y: 5))
    let background = MapView.defaultBackgroundColor
    #expect(abs(outside.red - background.red) < 0.01, "the plain background")
}
// snippet.end

// snippet.screen
@MainActor
@Test("a whole screen: a controller's map in a window, tapped and drawn")
func wholeScreen() throws {
    let controller = ViewController()
    let (mapView, paris) = parisMap()
    controller.view = mapView  // as `view = mapView` on iOS
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.rootViewController = controller
    window.makeKeyAndVisible()  // the controller's view loads and appears

    let icon = try #require(mapView.iconFrame(of: paris))
    // in window coordinates, hit-tested through the tree to the map
    window.tap(at: CGPoint(x: icon.midX, y: icon.midY))
    window.advance(by: 1)
    #expect(mapView.selectedMarker == paris)
    let screen = window.snapshot()
    #expect(screen.pixelWidth == 400 && screen.pixelHeight == 300)
}
// snippet.end

@MainActor
@Suite("DOC5 Testing map logic headless: the article's fixture")
struct TestingHeadlessFixtureTests {
    @Test("DOC5 the fixture's map and icon are where the article's tests assume")
    func fixtureHolds() throws {
        let (mapView, paris) = parisMap()
        let icon = try #require(mapView.iconFrame(of: paris))
        #expect(icon.midX == 200 && icon.maxY == 150, "the pin stands on the centre of the view")
        #expect(mapView.mapHitTest(CGPoint(x: 20, y: 280)) != .marker(paris))
    }
}
