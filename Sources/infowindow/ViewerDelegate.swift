import Foundation
import InfoWindowKit

/// Where the viewer's words go: short messages for people (shown on screen for two seconds and
/// printed), and, with `--trace`, machine-readable lines on standard output.
@MainActor
final class ViewerOutput {
    /// Shows and prints a message ("Info window for marker Sydney closed.").
    var message: (String) -> Void
    /// Prints a trace line; nil when `--trace` is off.
    var trace: ((String) -> Void)?

    init(message: @escaping (String) -> Void, trace: ((String) -> Void)? = nil) {
        self.message = message
        self.trace = trace
    }
}

/// The delegate of a map in the viewer. It supplies the scene's custom windows and contents (by asking
/// the scene's ``SceneWindowDelegate``) and reports what happens, as the SDK's info-window sample app
/// does: each close and each long press on a window becomes a message ("Info window for marker Sydney
/// long pressed."); with `--trace`, every tap, long press and close is also a trace line.
@MainActor
final class ViewerDelegate: MapViewDelegate {
    /// The scene's custom windows.
    let windows: SceneWindowDelegate
    /// Where messages and trace lines go.
    let output: ViewerOutput

    init(windows: SceneWindowDelegate, output: ViewerOutput) {
        self.windows = windows
        self.output = output
    }

    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
        windows.mapView(mapView, markerInfoWindow: marker)
    }

    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? {
        windows.mapView(mapView, markerInfoContents: marker)
    }

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        output.trace?("tap marker \(ViewerNames.token(of: marker))")
        // A cluster of the scene's clustered layer zooms in (D177).
        return windows.mapView(mapView, didTap: marker)
    }

    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation) {
        output.trace?("tap window \(ViewerNames.token(of: marker)) \(ViewerNames.format(location.point))")
    }

    func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker) {
        output.trace?("long-press window \(ViewerNames.token(of: marker))")
        output.message("Info window for marker \(ViewerNames.title(of: marker)) long pressed.")
    }

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {
        output.trace?("close \(ViewerNames.token(of: marker)) \(reason)")
        output.message("Info window for marker \(ViewerNames.title(of: marker)) closed.")
    }

    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
        output.trace?("tap map \(ViewerNames.format(coordinate))")
    }

    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) {
        output.trace?("long-press map \(ViewerNames.format(coordinate))")
    }
}

/// How the viewer names markers and writes numbers.
@MainActor
enum ViewerNames {
    /// The name people read: the title, else the scene id, else "without a title".
    static func title(of marker: Marker) -> String {
        if let title = marker.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty { return title }
        if let id = marker.userData as? String, !id.isEmpty { return id }
        return "without a title"
    }

    /// The name in trace lines: the scene id, else the title, with each run of white space made one
    /// "_" so the line splits on spaces; "-" when the marker has neither.
    static func token(of marker: Marker) -> String {
        let name = (marker.userData as? String).flatMap { $0.isEmpty ? nil : $0 } ?? marker.title ?? ""
        let words = name.split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? "-" : words.joined(separator: "_")
    }

    /// `LAT LNG` with 7 decimals.
    static func format(_ coordinate: Coordinate) -> String {
        String(format: "%.7f %.7f", coordinate.latitude, coordinate.longitude)
    }

    /// `X Y` with 2 decimals.
    static func format(_ point: CGPoint) -> String {
        String(format: "%.2f %.2f", Double(point.x), Double(point.y))
    }
}
