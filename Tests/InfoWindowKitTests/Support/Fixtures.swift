import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A delegate that writes every call it receives to `log`, and can be told to veto taps, return views
/// or call back into the map from any method.
@MainActor
final class Recorder: MapViewDelegate {
    var log: [String] = []
    var vetoTaps = false
    var windowView: ((Marker) -> View?)?
    var contentsView: ((Marker) -> View?)?
    var lastTapLocation: InfoWindowTapLocation?
    /// Hooks run after a call is logged, keyed by the method's log name ("didTap", "didClose", …).
    var hooks: [String: (MapView, Marker?) -> Void] = [:]

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        record("didTap", marker, mapView)
        return vetoTaps
    }
    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
        record("markerInfoWindow", marker, mapView)
        return windowView?(marker)
    }
    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? {
        record("markerInfoContents", marker, mapView)
        return contentsView?(marker)
    }
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) {
        record("didTapInfoWindow", marker, mapView)
    }
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation) {
        lastTapLocation = location
        record("didTapInfoWindowAt", marker, mapView)
    }
    func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker) {
        record("didLongPressInfoWindow", marker, mapView)
    }
    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) {
        record("didClose", marker, mapView)
    }
    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {
        log.append("reason(\(Self.name(marker)), \(reason))")
        hooks["reason"]?(mapView, marker)
    }
    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
        record("didTapAt", nil, mapView)
    }
    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) {
        record("didLongPressAt", nil, mapView)
    }

    private func record(_ method: String, _ marker: Marker?, _ mapView: MapView) {
        log.append(marker.map { "\(method)(\(Self.name($0)))" } ?? method)
        hooks[method]?(mapView, marker)
    }

    static func name(_ marker: Marker) -> String {
        (marker.userData as? String) ?? marker.title ?? "?"
    }

    /// Returns the log so far and empties it.
    func take() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A 400×400 map at zoom 10 over (0, 0), with helpers to put markers at screen points.
@MainActor
struct MapFixture {
    let map: MapView
    let recorder = Recorder()

    init(size: CGSize = CGSize(width: 400, height: 400), camera: CameraPosition = CameraPosition(latitude: 0, longitude: 0, zoom: 10)) {
        map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
        map.delegate = recorder
    }

    /// A marker whose position projects to `point`, named `name` (title and userData).
    @discardableResult
    func marker(_ name: String, at point: CGPoint, title: String?? = .none, snippet: String? = nil) -> Marker {
        let marker = Marker(position: map.projection.coordinate(for: point))
        marker.userData = name
        switch title {
        case .none: marker.title = name
        case .some(let t): marker.title = t
        }
        marker.snippet = snippet
        marker.map = map
        return marker
    }

    /// The point where a tap hits the marker: the centre of its icon.
    func tapPoint(of marker: Marker) -> CGPoint {
        let frame = map.iconFrame(of: marker)!
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func tap(_ marker: Marker) { map.tap(at: tapPoint(of: marker)) }

    /// A point well away from every marker and the window.
    var emptyPoint: CGPoint { CGPoint(x: 20, y: map.frame.height - 20) }
}

/// A solid-colour image of `size` points at `scale`, drawn with the library's own canvas.
@MainActor
func solidImage(_ size: CGSize, color: Color = .blue, scale: CGFloat = 1) -> Image {
    let bitmap = Bitmap(width: Int(size.width * scale), height: Int(size.height * scale))!
    let canvas = Canvas(bitmap: bitmap, scale: scale)
    canvas.paint(color)
    return Image(bitmap: canvas.finish(), scale: scale)
}

/// Points within `tolerance` of each other.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
