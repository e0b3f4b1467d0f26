import Foundation
import InfoWindowKit

/// The SDK's camera: InfoWindowKit's ``/InfoWindowKit/CameraPosition`` (`target`, `zoom`, `bearing`,
/// `viewingAngle`).
///
/// A value type here (the SDK's is an immutable class), so `GMSMutableCameraPosition` is the same type.
/// `zoom` is a `Double` (the SDK's is a `Float`); the factory methods below take the SDK's `Float`.
public typealias GMSCameraPosition = CameraPosition

/// The SDK's mutable camera: the same value type as ``GMSCameraPosition``.
public typealias GMSMutableCameraPosition = CameraPosition

extension CameraPosition {
    /// The SDK's `init(latitude:longitude:zoom:bearing:viewingAngle:)` with the SDK's `Float` zoom (a
    /// `Float` variable, as Google's MyLocation sample passes); a literal zoom takes the `Double` form.
    @_disfavoredOverload
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float,
                bearing: CLLocationDirection = 0, viewingAngle: Double = 0) {
        self.init(latitude: latitude, longitude: longitude, zoom: Double(zoom), bearing: bearing, viewingAngle: viewingAngle)
    }

    /// The SDK's `init(target:zoom:bearing:viewingAngle:)` with the SDK's `Float` zoom; a literal zoom takes
    /// the `Double` form.
    @_disfavoredOverload
    public init(target: CLLocationCoordinate2D, zoom: Float, bearing: CLLocationDirection = 0, viewingAngle: Double = 0) {
        self.init(target: target, zoom: Double(zoom), bearing: bearing, viewingAngle: viewingAngle)
    }

    /// The SDK's `camera(withLatitude:longitude:zoom:)`: looking at a latitude and longitude (degrees)
    /// at `zoom`, north up, straight down.
    public static func camera(withLatitude latitude: CLLocationDegrees, longitude: CLLocationDegrees,
                              zoom: Float) -> CameraPosition {
        CameraPosition(latitude: latitude, longitude: longitude, zoom: Double(zoom))
    }

    /// The SDK's `camera(withLatitude:longitude:zoom:bearing:viewingAngle:)`: `bearing` in degrees
    /// clockwise from north, `viewingAngle` (tilt) in degrees from straight down.
    public static func camera(withLatitude latitude: CLLocationDegrees, longitude: CLLocationDegrees,
                              zoom: Float, bearing: CLLocationDirection,
                              viewingAngle: Double) -> CameraPosition {
        CameraPosition(latitude: latitude, longitude: longitude, zoom: Double(zoom), bearing: bearing,
                       viewingAngle: viewingAngle)
    }

    /// The SDK's `camera(withTarget:zoom:)`.
    public static func camera(withTarget target: CLLocationCoordinate2D, zoom: Float) -> CameraPosition {
        CameraPosition(target: target, zoom: Double(zoom))
    }

    /// The SDK's `camera(withTarget:zoom:bearing:viewingAngle:)`.
    public static func camera(withTarget target: CLLocationCoordinate2D, zoom: Float,
                              bearing: CLLocationDirection, viewingAngle: Double) -> CameraPosition {
        CameraPosition(target: target, zoom: Double(zoom), bearing: bearing, viewingAngle: viewingAngle)
    }
}
