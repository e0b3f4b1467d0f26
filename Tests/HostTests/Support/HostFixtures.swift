import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The goldens of this target.
let goldens = GoldenImages(target: #filePath)

/// A delegate that logs the map's events as short strings ("willMove(true)", "didChange", "idle",
/// "beginDrag(A)" …), in order.
@MainActor
final class EventLog: MapViewDelegate {
    var events: [String] = []
    var markerInfoWindow: ((Marker) -> View?)?
    var markerInfoContents: ((Marker) -> View?)?
    var onIdle: ((MapView) -> Void)?
    var onBeginDrag: ((MapView, Marker) -> Void)?
    var onDrag: ((MapView, Marker) -> Void)?

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        events.append("didTap(\(marker.title ?? "?"))")
        return false
    }
    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { markerInfoWindow?(marker) }
    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? { markerInfoContents?(marker) }
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) { events.append("didTapInfoWindow(\(marker.title ?? "?"))") }
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation) {
        events.append("didTapInfoWindowAt(\(location.tag))")
    }
    func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker) { events.append("didLongPressInfoWindow") }
    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) { events.append("didClose(\(marker.title ?? "?"))") }
    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) { events.append("didTapAt") }
    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) { events.append("didLongPressAt") }
    func mapView(_ mapView: MapView, willMove gesture: Bool) { events.append("willMove(\(gesture))") }
    func mapView(_ mapView: MapView, didChange position: CameraPosition) { events.append("didChange") }
    func mapView(_ mapView: MapView, idleAt position: CameraPosition) {
        events.append("idle")
        onIdle?(mapView)
    }
    func mapView(_ mapView: MapView, didBeginDragging marker: Marker) {
        events.append("beginDrag(\(marker.title ?? "?"))")
        onBeginDrag?(mapView, marker)
    }
    func mapView(_ mapView: MapView, didDrag marker: Marker) {
        events.append("drag(\(marker.title ?? "?"))")
        onDrag?(mapView, marker)
    }
    func mapView(_ mapView: MapView, didEndDragging marker: Marker) { events.append("endDrag(\(marker.title ?? "?"))") }

    /// The events since the last call, collapsing runs of "didChange".
    func take() -> [String] {
        defer { events = [] }
        var out: [String] = []
        for e in events where !(e == "didChange" && out.last == "didChange") { out.append(e) }
        return out
    }
}

/// A plain map without a basemap (fast, and pixels are the map's own), 400 × 300 pt.
@MainActor
func plainMap(width: CGFloat = 400, height: CGFloat = 300, zoom: Double = 4) -> MapView {
    let map = MapView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                      camera: CameraPosition(latitude: 0, longitude: 0, zoom: zoom))
    map.basemap = nil
    return map
}

/// A marker titled `title` at `latitude`, `longitude`, on `map`.
@MainActor
@discardableResult
func addMarker(_ title: String, _ latitude: Double, _ longitude: Double, to map: MapView) -> Marker {
    let marker = Marker(position: Coordinate(latitude: latitude, longitude: longitude))
    marker.title = title
    marker.map = map
    return marker
}

/// Where `marker`'s pin is drawn on `map` (the middle of its icon).
@MainActor
func pinPoint(of marker: Marker, on map: MapView) throws -> CGPoint {
    let frame = try #require(map.iconFrame(of: marker))
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// Counts the warnings `body` gives.
@MainActor
func warnings(_ body: () throws -> Void) rethrows -> [String] {
    let sink = WarningSink()
    try Diagnostics.$sink.withValue(sink) { try body() }
    return sink.messages
}

/// A controller that records its lifecycle calls (calling `super` each time, as iOS code does).
@MainActor
class LifecycleController: ViewController {
    var calls: [String] = []
    var makesView: (() -> View)?

    override func loadView() {
        calls.append("loadView")
        if let makesView { view = makesView() } else { super.loadView() }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("viewDidDisappear(\(animated))")
    }
}

/// The pixel colour of `image` at point `p` (scale 1).
@MainActor
func color(_ image: Image, _ p: CGPoint) -> Color? {
    image.color(atPixelX: Int(p.x * image.scale), y: Int(p.y * image.scale))
}

/// True when two colours are within `tolerance` per channel (0…1).
func near(_ a: Color?, _ b: Color?, _ tolerance: Double = 0.03) -> Bool {
    guard let a, let b else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}
