import Foundation
import Testing
import GoogleMapsCompat

// The Swift snippets of the SDK's info-window guide (`seed/info-windows.zh-TW.txt`), each copied
// character for character. They stand at the start of their lines, unindented, exactly as in the guide,
// so that `GuideVerbatimTests` can find every one of them here. Around them: the `mapView` each test
// makes, and the checks of what the guide says the snippet does.

/// A 400 × 400 pt map looking at London (51.5, −0.127) at zoom 12, as an iOS screen would hold it.
@MainActor
private func londonMapView() -> GMSMapView {
    GMSMapView.map(withFrame: CGRect(x: 0, y: 0, width: 400, height: 400),
                   camera: GMSCameraPosition.camera(withLatitude: 51.5, longitude: -0.127, zoom: 12))
}

/// A user's tap on the middle of the marker's icon.
@MainActor
private func tapIcon(of marker: GMSMarker, on mapView: GMSMapView) {
    guard let icon = mapView.iconFrame(of: marker) else {
        Issue.record("\(marker.title ?? "marker") has no icon on screen")
        return
    }
    mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
}

@MainActor
@Suite("Guide snippets compile unchanged and behave as the guide says")
struct GuideSnippetTests {
    init() {
        TestResources.install()
    }

    @Test("R1 'add an info window': a tap on London shows a window with its title")
    func addAnInfoWindow() {
        let mapView = londonMapView()
let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)
let london = GMSMarker(position: position)
london.title = "London"
london.map = mapView
        #expect(mapView.markers == [london])
        #expect(mapView.selectedMarker == nil)
        tapIcon(of: london, on: mapView)
        #expect(mapView.selectedMarker == london)
        #expect(mapView.infoWindowAccessibilityLabel == "London")
        #expect(mapView.infoWindowFrame != nil)
    }

    @Test("R3 'snippet': the window grows a smaller line below the title")
    func snippetBelowTitle() throws {
        let mapView = londonMapView()
let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)
let london = GMSMarker(position: position)
london.title = "London"
london.map = mapView
        mapView.selectedMarker = london
        let titleOnly = try #require(mapView.infoWindowFrame)
        mapView.selectedMarker = nil
london.title = "London"
london.snippet = "Population: 8,174,100"
london.map = mapView
        tapIcon(of: london, on: mapView)
        mapView.advance(to: 1)  // the camera's move to centre London (R21) has finished
        let withSnippet = try #require(mapView.infoWindowFrame)
        #expect(mapView.selectedMarker == london)
        #expect(mapView.infoWindowAccessibilityLabel == "London, Population: 8,174,100")
        #expect(withSnippet.height > titleOnly.height + 10, "a second line below the title")
        goldens.assert(mapView.snapshot(), named: "guide-title-snippet")
    }

    @Test("R7 'show/hide': selectedMarker = london shows the window, = nil hides it, no tap events")
    func showAndHide() {
        let mapView = londonMapView()
        let events = SDKEventLog()
        mapView.delegate = events
let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)
let london = GMSMarker(position: position)
london.title = "London"
london.map = mapView
london.title = "London"
london.snippet = "Population: 8,174,100"
london.map = mapView
// Show marker
mapView.selectedMarker = london
// Hide marker
mapView.selectedMarker = nil
        // Shown (the window was built: the delegate was asked for views), then hidden (closed once).
        #expect(events.take() == ["markerInfoWindow(London)", "markerInfoContents(London)",
                                  "didCloseInfoWindowOf(London)"])
        #expect(mapView.selectedMarker == nil)
        #expect(mapView.infoWindowFrame == nil)
    }

    @Test("R17 R18 'tracksInfoWindowChanges': a change shows in the open window at the next frame")
    func tracksInfoWindowChanges() {
        let mapView = londonMapView()
let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)
let london = GMSMarker(position: position)
london.title = "London"
london.map = mapView
        mapView.selectedMarker = london
        london.snippet = "Population: 8,174,100"
        mapView.advance(to: 1)
        #expect(mapView.infoWindowAccessibilityLabel == "London", "R17: untracked, the window is a snapshot")
london.tracksInfoWindowChanges = true
        mapView.advance(to: 2)
        #expect(mapView.infoWindowAccessibilityLabel == "London, Population: 8,174,100")
        london.title = "London, UK"
        mapView.advance(to: 3)
        #expect(mapView.infoWindowAccessibilityLabel == "London, UK, Population: 8,174,100")
        #expect(mapView.selectedMarker == london, "tracking redraws; it never closes the window")
    }

    @Test("R19 R20 'infoWindowAnchor' with the house icon: the tip sits on the icon's centre")
    func infoWindowAnchorWithHouse() throws {
        let mapView = londonMapView()
let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)
let london = GMSMarker(position: position)
london.title = "London"
london.map = mapView
london.infoWindowAnchor = CGPoint(x: 0.5, y: 0.5)
london.icon = UIImage(named: "house")
london.map = mapView
        let house = try #require(london.icon, "house.png is on UIImage's search path")
        #expect(house.size == CGSize(width: 62, height: 88))
        #expect(mapView.iconFrame(of: london)?.size == CGSize(width: 62, height: 88), "the house replaces the pin")
        mapView.selectedMarker = london
        let window = try #require(mapView.infoWindowFrame)
        let p = mapView.projection.point(for: position)
        // Ground anchor (0.5, 1): the house stands on p, so its centre is 44 pt above it (R20).
        #expect(abs(window.midX - p.x) <= 0.5)
        #expect(abs(window.maxY - (p.y - 44)) <= 0.5)
        goldens.assert(mapView.snapshot(), named: "guide-house-anchor")
    }
}
