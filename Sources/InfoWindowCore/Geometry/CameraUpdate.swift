import Foundation

/// A change of camera made from the current one — zoom in, look at a place, fit bounds …: the SDK's
/// `GMSCameraUpdate`. Apply it with `mapView.moveCamera(_:)` (at once) or `mapView.animate(with:)`.
///
/// A value made by the factory methods below (the SDK's names). Applying it is the pure function
/// ``camera(from:size:padding:)``: the current camera, the view's size and padding give the new
/// camera, clamped as every camera is (D3). A factory given a non-finite or invalid argument makes an
/// update that leaves the camera as it is, and says so in one warning (G9). Zoom arguments take any
/// floating-point type: the SDK's `Float`, or `Double`.
public struct CameraUpdate: Equatable, Sendable, CustomStringConvertible {
    enum Change: Equatable, Sendable {
        case unchanged(reason: String)
        case zoomBy(Double)
        case zoomTo(Double)
        case zoomAbout(Double, point: CGPoint)
        case target(Coordinate, zoom: Double?)
        case camera(CameraPosition)
        case fit(CoordinateBounds, insets: EdgeInsets)
        case scroll(x: Double, y: Double)
    }

    let change: Change

    /// The padding of ``fit(_:)``, 64 pt on every side (the SDK's).
    public static let defaultFitPadding: CGFloat = 64

    /// Zooms in by one level.
    public static func zoomIn() -> CameraUpdate { CameraUpdate(change: .zoomBy(1)) }

    /// Zooms out by one level.
    public static func zoomOut() -> CameraUpdate { CameraUpdate(change: .zoomBy(-1)) }

    /// Changes the zoom by `delta` levels (negative zooms out), keeping the target.
    public static func zoom<Level: BinaryFloatingPoint>(by delta: Level) -> CameraUpdate {
        finite(["delta": Double(delta)], "zoom(by:)") { .zoomBy(Double(delta)) }
    }

    /// Sets the zoom to `zoom`, keeping the target.
    public static func zoom<Level: BinaryFloatingPoint>(to zoom: Level) -> CameraUpdate {
        finite(["zoom": Double(zoom)], "zoom(to:)") { .zoomTo(Double(zoom)) }
    }

    /// Changes the zoom by `delta` levels keeping the ground under `point` (view points) where it is,
    /// exactly, also when the map is turned or tilted.
    public static func zoom<Level: BinaryFloatingPoint>(by delta: Level, at point: CGPoint) -> CameraUpdate {
        finite(["delta": Double(delta), "point.x": Double(point.x), "point.y": Double(point.y)],
               "zoom(by:at:)") { .zoomAbout(Double(delta), point: point) }
    }

    /// Looks at `target`, keeping zoom, bearing and tilt.
    public static func setTarget(_ target: Coordinate) -> CameraUpdate {
        finite(["target.latitude": target.latitude, "target.longitude": target.longitude],
               "setTarget(_:)") { .target(target, zoom: nil) }
    }

    /// Looks at `target` at `zoom`, keeping bearing and tilt.
    public static func setTarget<Level: BinaryFloatingPoint>(_ target: Coordinate, zoom: Level) -> CameraUpdate {
        finite(["target.latitude": target.latitude, "target.longitude": target.longitude, "zoom": Double(zoom)],
               "setTarget(_:zoom:)") { .target(target, zoom: Double(zoom)) }
    }

    /// Sets the whole camera.
    public static func setCamera(_ camera: CameraPosition) -> CameraUpdate {
        finite(["target.latitude": camera.target.latitude, "target.longitude": camera.target.longitude,
                "zoom": camera.zoom, "bearing": camera.bearing, "viewingAngle": camera.viewingAngle],
               "setCamera(_:)") { .camera(camera) }
    }

    /// Moves the view's centre by `x` points to the right and `y` points down (on screen, whatever
    /// the bearing and tilt): the ground that was there comes to the centre.
    public static func scrollBy(x: CGFloat, y: CGFloat) -> CameraUpdate {
        finite(["x": Double(x), "y": Double(y)], "scrollBy(x:y:)") { .scroll(x: Double(x), y: Double(y)) }
    }

    /// Shows `bounds` whole and centred at the largest zoom, north up and looking straight down, with
    /// ``defaultFitPadding`` (64 pt) inside the map's own padding (G10).
    public static func fit(_ bounds: CoordinateBounds) -> CameraUpdate {
        fit(bounds, with: EdgeInsets(all: defaultFitPadding))
    }

    /// ``fit(_:)`` with `padding` points on every side instead of 64.
    public static func fit(_ bounds: CoordinateBounds, withPadding padding: CGFloat) -> CameraUpdate {
        fit(bounds, with: EdgeInsets(all: padding))
    }

    /// ``fit(_:)`` with `edgeInsets` instead of 64 pt all round. A negative or non-finite inset counts as
    /// 0, with a warning; bounds that hold no point make an update that changes nothing, with a
    /// warning (G10).
    public static func fit(_ bounds: CoordinateBounds, with edgeInsets: EdgeInsets) -> CameraUpdate {
        guard bounds.isValid else {
            return unchanged("fit: the bounds hold no point (CoordinateBounds() with nothing included)")
        }
        var insets = edgeInsets
        let sides: [(String, WritableKeyPath<EdgeInsets, CGFloat>)] =
            [("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)]
        for (name, keyPath) in sides where !(insets[keyPath: keyPath].isFinite && insets[keyPath: keyPath] >= 0) {
            Diagnostics.warn("CameraUpdate.fit: inset \(name) \(insets[keyPath: keyPath]) is negative or not finite; used 0")
            insets[keyPath: keyPath] = 0
        }
        return CameraUpdate(change: .fit(bounds, insets: insets))
    }

    /// `CameraUpdate(zoomBy(1.0))` and so on, for messages and tests.
    public var description: String { "CameraUpdate(\(change))" }

    private static func finite(_ values: KeyValuePairs<String, Double>, _ name: String,
                               _ change: () -> Change) -> CameraUpdate {
        if let bad = values.first(where: { !$0.value.isFinite }) {
            return unchanged("\(name): \(bad.key) is \(bad.value), not a finite number")
        }
        return CameraUpdate(change: change())
    }

    private static func unchanged(_ reason: String) -> CameraUpdate {
        Diagnostics.warn("CameraUpdate.\(reason); this update leaves the camera unchanged")
        return CameraUpdate(change: .unchanged(reason: reason))
    }
}
