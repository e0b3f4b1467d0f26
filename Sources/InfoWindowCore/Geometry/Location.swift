import Foundation

/// A located fix: Core Location's `CLLocation`, as a map's `myLocation` answers it. A value here (Core
/// Location's is a class); only the coordinate and its accuracy.
public struct Location: Hashable, Sendable {
    /// Where, in degrees.
    public var coordinate: Coordinate
    /// The radius of uncertainty in metres; negative when unknown. Default −1.
    public var horizontalAccuracy: Double

    /// A fix at `coordinate`, its accuracy `horizontalAccuracy` metres (default unknown, −1).
    public init(coordinate: Coordinate, horizontalAccuracy: Double = -1) {
        self.coordinate = coordinate
        self.horizontalAccuracy = horizontalAccuracy
    }

    /// Core Location's `init(latitude:longitude:)`.
    public init(latitude: Double, longitude: Double) {
        self.init(coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
}
