import Foundation
import InfoWindowKit

/// The state lines of `infowindow view --trace`: what the screen shows once the map is at rest (no
/// button held, no camera animation), each printed when it differs from what was printed last.
///
///     size W H SCALE                the map's size in points and its pixels per point
///     camera LAT LNG ZOOM BEARING TILT
///     window ID X Y W H             the open window's frame in points (tail included), or
///     window none                   when no window is open
///     toast TEXT                    the message shown at the bottom of the window, or
///     toast none                    when none is shown (printed whether or not the map is at rest)
///     location LAT LNG X Y          with --location, --gpx or --gpsd: the device's fix and where its dot
///     location none                 is in the view (points), or none before the first fix (R34)
///
/// The events (`tap marker ID`, `close ID REASON`, …) come from ``ViewerDelegate`` as they happen.
@MainActor
struct ViewerTrace {
    private var size: String?
    private var camera: String?
    private var window: String?
    private var toast: String?
    private var location: String?

    /// Forgets what was printed, so the next ``lines(for:isSettled:)`` gives every line (after a scene
    /// switch).
    mutating func reset() {
        size = nil
        camera = nil
        window = nil
        toast = nil
        location = nil
    }

    /// The lines that changed since the last call: the toast always, the map's state only when the map
    /// is settled (no button held) and no camera animation runs.
    mutating func lines(for map: MapView, isSettled: Bool, message: String?) -> [String] {
        var lines: [String] = []
        let toast = "toast " + (message.map(Self.oneLine) ?? "none")
        if toast != self.toast { lines.append(toast); self.toast = toast }
        guard isSettled && !map.isAnimatingCamera else { return lines }
        let size = Self.sizeLine(map)
        if size != self.size { lines.append(size); self.size = size }
        let camera = Self.cameraLine(map.camera)
        if camera != self.camera { lines.append(camera); self.camera = camera }
        let window = Self.windowLine(map)
        if window != self.window { lines.append(window); self.window = window }
        if map.isMyLocationEnabled {
            let location = Self.locationLine(map)
            if location != self.location { lines.append(location); self.location = location }
        }
        return lines
    }

    /// `text` on one line: each run of white space (newlines included) becomes one space.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func sizeLine(_ map: MapView) -> String {
        String(format: "size %g %g %g", Double(map.frame.width), Double(map.frame.height), Double(map.scale))
    }

    static func cameraLine(_ camera: CameraPosition) -> String {
        String(format: "camera %.7f %.7f %.4f %.2f %.2f", camera.target.latitude, camera.target.longitude,
               camera.zoom, camera.bearing, camera.viewingAngle)
    }

    static func locationLine(_ map: MapView) -> String {
        guard let fix = map.myLocation, let dot = map.myLocationScreenPoint else { return "location none" }
        return String(format: "location %.7f %.7f ", fix.coordinate.latitude, fix.coordinate.longitude) + ViewerNames.format(dot)
    }

    static func windowLine(_ map: MapView) -> String {
        guard let marker = map.selectedMarker, let frame = map.infoWindowFrame else { return "window none" }
        return "window \(ViewerNames.token(of: marker)) \(ViewerNames.format(frame.origin)) "
            + String(format: "%.2f %.2f", Double(frame.width), Double(frame.height))
    }
}
