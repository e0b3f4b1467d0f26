import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's delegate methods, written with the SDK's Swift signatures (`SDKEventLog`), are the ones the
/// map calls, in SPEC order.
@MainActor
@Suite("GMSMapViewDelegate with the SDK's Swift names")
struct DelegateNamesTests {
    let mapView = GMSMapView.map(withFrame: CGRect(x: 0, y: 0, width: 400, height: 400),
                                 camera: GMSCameraPosition.camera(withLatitude: 0, longitude: 0, zoom: 10))
    let events = SDKEventLog()

    init() {
        mapView.delegate = events
        mapView.centersOnMarkerTap = false  // keep every marker where it is between taps
    }

    /// A marker titled `title` whose position is drawn at `point`.
    private func marker(_ title: String, at point: CGPoint) -> GMSMarker {
        let marker = GMSMarker(position: mapView.projection.coordinate(for: point))
        marker.title = title
        marker.map = mapView
        return marker
    }

    private func tap(_ marker: GMSMarker) {
        guard let icon = mapView.iconFrame(of: marker) else {
            Issue.record("\(marker.title ?? "marker") is not on screen")
            return
        }
        mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
    }

    @Test("R21 R5 tap A, then tap B: the SDK-named methods are called in SPEC order")
    func tapOrder() {
        let a = marker("A", at: CGPoint(x: 100, y: 300))
        let b = marker("B", at: CGPoint(x: 300, y: 300))
        tap(a)
        #expect(events.take() == ["didTap(A)", "markerInfoWindow(A)", "markerInfoContents(A)"])
        tap(b)
        #expect(events.take() == ["didTap(B)", "didCloseInfoWindowOf(A)", "markerInfoWindow(B)", "markerInfoContents(B)"])
        #expect(mapView.selectedMarker == b)
    }

    @Test("R8 R9 a tap on the window calls didTapInfoWindowOf and keeps it; a tap on the map calls didTapAt, then closes")
    func windowAndMapTaps() throws {
        let a = marker("A", at: CGPoint(x: 200, y: 300))
        mapView.selectedMarker = a
        _ = events.take()
        let window = try #require(mapView.infoWindowFrame)
        mapView.tap(at: CGPoint(x: window.midX, y: window.midY))
        #expect(events.take() == ["didTapInfoWindowOf(A)"])
        #expect(mapView.selectedMarker == a)
        mapView.longPress(at: CGPoint(x: window.midX, y: window.midY))
        #expect(events.take() == ["didLongPressInfoWindowOf(A)"])
        mapView.tap(at: CGPoint(x: 20, y: 20))
        #expect(events.take() == ["didTapAt", "didCloseInfoWindowOf(A)"])
        #expect(mapView.selectedMarker == nil)
        mapView.longPress(at: CGPoint(x: 20, y: 20))
        #expect(events.take() == ["didLongPressAt"])
    }

    @Test("R15 a UIView from markerInfoWindow is the whole window, at its own size")
    func customWindow() throws {
        let a = marker("A", at: CGPoint(x: 200, y: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 60))
        card.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 134, height: 20))
        label.text = "Custom"
        card.addSubview(label)
        events.windows["A"] = card
        tap(a)
        #expect(events.take() == ["didTap(A)", "markerInfoWindow(A)"], "contents are not asked once a window came back")
        let frame = try #require(mapView.infoWindowFrame)
        #expect(frame.size == CGSize(width: 150, height: 60))
        #expect(mapView.infoWindowAccessibilityLabel == "Custom")
    }

    @Test("R16 a UIView from markerInfoContents sits inside the default frame")
    func customContents() throws {
        let a = marker("A", at: CGPoint(x: 200, y: 300))
        let contents = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 60))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 20))
        label.text = "Inside"
        contents.addSubview(label)
        events.contents["A"] = contents
        tap(a)
        #expect(events.take() == ["didTap(A)", "markerInfoWindow(A)", "markerInfoContents(A)"])
        let frame = try #require(mapView.infoWindowFrame)
        #expect(frame.width > 150 && frame.height > 60, "the default frame's padding and tail surround the contents")
        #expect(mapView.infoWindowAccessibilityLabel == "Inside")
    }

    @Test("R12 isTappable = false lets a tap through to the map; selectedMarker still opens it")
    func untappable() {
        let a = marker("A", at: CGPoint(x: 200, y: 300))
        a.isTappable = false
        tap(a)
        #expect(events.take() == ["didTapAt"])
        #expect(mapView.selectedMarker == nil)
        mapView.selectedMarker = a
        #expect(mapView.selectedMarker == a)
    }

    @Test("R24 of two overlapping markers, the tap hits the higher Int32 zIndex")
    func zIndexDecides() {
        let low = marker("Low", at: CGPoint(x: 200, y: 300))
        let high = marker("High", at: CGPoint(x: 200, y: 300))
        high.zIndex = 2
        low.zIndex = 3
        tap(high)
        #expect(mapView.selectedMarker == low, "Low has the higher zIndex now")
        low.zIndex = Int32.min
        mapView.selectedMarker = nil
        tap(low)
        #expect(mapView.selectedMarker == high)
    }

    @Test("R10 clear() removes every marker and closes the open window once")
    func clear() {
        let a = marker("A", at: CGPoint(x: 200, y: 300))
        mapView.selectedMarker = a
        _ = events.take()
        mapView.clear()
        #expect(events.take() == ["didCloseInfoWindowOf(A)"])
        #expect(mapView.markers.isEmpty && a.map == nil && mapView.selectedMarker == nil)
    }
}
