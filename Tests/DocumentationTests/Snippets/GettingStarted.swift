// The code of the article "Getting started" (InfoWindowKit.docc/GettingStarted.md), and the tests that
// run it. Slices are shown in the article verbatim (ArticleSnippetTests).
// snippet.imports
import Foundation
import InfoWindowKit
// snippet.end
import Testing

// snippet.delegate
/// Hears what happens on the map; every method of the protocol is optional.
@MainActor
final class MapEvents: MapViewDelegate {
    var log: [String] = []

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        log.append("tapped \(marker.title ?? "a marker")")
        return false  // false: the map goes on and opens the marker's window
    }

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) {
        log.append("closed \(marker.title ?? "a marker")")
    }

    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
        log.append("tapped the map at \(coordinate)")
    }
}
// snippet.end

/// The article's map, marker and delegate, after the tap it describes.
@MainActor
func gettingStartedMap() -> (mapView: MapView, london: Marker, events: MapEvents) {
    // snippet.map
    let camera = CameraPosition(latitude: 51.507, longitude: -0.11, zoom: 9)
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400),
                          camera: camera)
    let eye = Coordinate(latitude: 51.5033, longitude: -0.1196)
    let london = Marker(position: eye)
    london.title = "London Eye"
    london.snippet = "135 m, 32 capsules"
    london.map = mapView
    // snippet.end

    // snippet.tap
    let events = MapEvents()
    mapView.delegate = events  // held weakly: keep `events` alive
    if let icon = mapView.iconFrame(of: london) {
        // a tap on the pin opens its window
        mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
    }
    // one second on the map's clock: the camera's glide to the pin ends
    mapView.advance(to: 1)
    // snippet.end
    return (mapView, london, events)
}

/// Writes the picture the article shows.
@MainActor
func drawLondon(_ mapView: MapView, to path: String) throws {
    // snippet.png
    try mapView.snapshot().write(toPNG: path)
    // snippet.end
}

@MainActor
@Suite("DOC5 Getting started: the article's code runs and draws its picture")
struct GettingStartedTests {
    @Test("DOC5 R1 R21 a tap on the London Eye's pin opens its window and centres the camera on it")
    func tapOpensTheWindow() throws {
        let (mapView, london, events) = gettingStartedMap()
        #expect(events.log == ["tapped London Eye"])
        #expect(mapView.selectedMarker == london)
        #expect(mapView.infoWindowAccessibilityLabel == "London Eye, 135 m, 32 capsules")
        let centre = mapView.projection.point(for: london.position)
        #expect(abs(centre.x - 320) < 0.5 && abs(centre.y - 200) < 0.5, "the camera glided to the pin")

        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("london.png").path
        try drawLondon(mapView, to: path)
        let written = try Image.load(contentsOfFile: path)
        #expect(written.pixelWidth == 640 && written.pixelHeight == 400)
        pictures(of: "InfoWindowKit").assert(written, named: "getting-started-london")
    }

    @Test("DOC5 R7 R8 selecting from code, then a tap on the map: didTapAt, then the window closes")
    func selectAndClose() throws {
        let (mapView, london, events) = gettingStartedMap()
        events.log.removeAll()
        // snippet.select
        mapView.selectedMarker = nil     // closes the window: didCloseInfoWindowOf
        mapView.selectedMarker = london  // opens it from code: no didTap
        // a tap on the map: didTapAt, then the window closes
        mapView.tap(at: CGPoint(x: 40, y: 360))
        // snippet.end
        #expect(events.log.count == 3)
        #expect(events.log.first == "closed London Eye")
        #expect(events.log.dropFirst().first?.hasPrefix("tapped the map at (51.") == true, "\(events.log)")
        #expect(events.log.last == "closed London Eye")
        #expect(mapView.selectedMarker == nil)
    }
}
