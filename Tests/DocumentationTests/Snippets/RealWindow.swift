// The code of the article "Showing a map in a window" (InfoWindowSDL.docc/ShowingAMapInAWindow.md). It is
// compiled here; it is not run, because opening a window needs a display: `Tests/e2e/viewer.sh` runs the
// same calls (through `infowindow view` and `InfoWindowSample --window`) on a virtual X server.
// snippet.imports
import Foundation
import InfoWindowKit
import InfoWindowSDL
// snippet.end
import Testing

/// Opens the article's map in a window and runs it until the user closes it.
@MainActor
func runHelsinkiWindow() throws {
    // snippet.map
    let camera = CameraPosition(latitude: 60.1702, longitude: 24.9435, zoom: 16)
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 800, height: 500),
                          camera: camera)
    mapView.basemap = try VectorTileSource.helsinki()
    let station = Marker(position: Coordinate(latitude: 60.17135,
                                              longitude: 24.94135))
    station.title = "Helsinki Central Station"
    station.map = mapView

    // throws a MapWindowError when there is no display
    let window = try MapWindow(mapView: mapView, title: "Helsinki")
    window.onKey = { key in
        if key == "h" { window.show(message: "Click a pin; Esc closes.") }
    }
    window.run()  // until the window is closed, or Ctrl+Q
    // snippet.end
}

/// A delegate that shows a message in the window it is given, as the viewer does.
@MainActor
final class Toasts: MapViewDelegate {
    weak var window: MapWindow?

    // snippet.message
    func mapView(_ mapView: MapView,
                 didLongPressInfoWindowOf marker: Marker) {
        // two seconds at the bottom of the window
        window?.show(message: "\(marker.title ?? "") long pressed.")
    }
    // snippet.end
}

/// Runs a headless `Window` on the screen, checking the frames it draws.
@MainActor
func runTreeOnScreen(_ tree: Window) throws {
    // snippet.tree
    // the whole tree: controllers, buttons, alerts, maps
    let screen = try MapWindow(window: tree, title: "Sample")
    screen.onUpdate = {
        // once a turn of the loop, after the events, the clock, the frame

        if screen.framesDrawn > 600 { screen.close() }
    }
    screen.run()
    // snippet.end
}

@MainActor
@Suite("DOC5 InfoWindowSDL's picture is the viewer's own screenshot")
struct RealWindowTests {
    @Test("DOC5 the catalogue's viewer.png is docs/images/viewer.png, byte for byte")
    func viewerPicture() throws {
        let copy = try Data(contentsOf: repositoryRoot.appendingPathComponent("Sources/InfoWindowSDL/InfoWindowSDL.docc/Resources/viewer.png"))
        let original = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/images/viewer.png"))
        #expect(copy == original, "copy docs/images/viewer.png into the catalogue again")
    }
}
