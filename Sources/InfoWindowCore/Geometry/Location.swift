import Foundation

/// A located fix: Core Location's `CLLocation`, as a map's `myLocation` and a location manager's
/// delegate answer it. A value here (Core Location's is a class), with the same fields and initialisers.
///
/// Unknown values are negative, as in Core Location: an accuracy below 0 means the coordinate (or the
/// altitude, course, speed) is not known; a course or speed below 0 is unknown.
public struct Location: Hashable, Sendable {
    /// Where, in degrees (WGS84).
    public var coordinate: Coordinate
    /// Metres above mean sea level. Default 0.
    public var altitude: Double
    /// The radius of uncertainty of ``coordinate`` in metres; negative when unknown. Default −1.
    public var horizontalAccuracy: Double
    /// The uncertainty of ``altitude`` in metres; negative when unknown. Default −1.
    public var verticalAccuracy: Double
    /// Degrees clockwise from true north the device moves towards, 0..<360; negative when unknown.
    /// Default −1.
    public var course: Double
    /// The uncertainty of ``course`` in degrees; negative when unknown. Default −1.
    public var courseAccuracy: Double
    /// Metres per second over ground; negative when unknown. Default −1.
    public var speed: Double
    /// The uncertainty of ``speed`` in metres per second; negative when unknown. Default −1.
    public var speedAccuracy: Double
    /// When the fix was taken. Default the moment the value was made.
    public var timestamp: Date

    /// Core Location's fullest initialiser: every field given.
    public init(coordinate: Coordinate, altitude: Double, horizontalAccuracy: Double, verticalAccuracy: Double,
                course: Double, courseAccuracy: Double, speed: Double, speedAccuracy: Double, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }

    /// Core Location's `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)`:
    /// course and speed accuracies unknown (−1).
    public init(coordinate: Coordinate, altitude: Double, horizontalAccuracy: Double, verticalAccuracy: Double,
                course: Double, speed: Double, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: course, courseAccuracy: -1, speed: speed,
                  speedAccuracy: -1, timestamp: timestamp)
    }

    /// Core Location's `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)`: course
    /// and speed unknown (−1).
    public init(coordinate: Coordinate, altitude: Double, horizontalAccuracy: Double, verticalAccuracy: Double,
                timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A fix at `coordinate`, its accuracy `horizontalAccuracy` metres (default unknown, −1), taken now;
    /// altitude 0, everything else unknown.
    public init(coordinate: Coordinate, horizontalAccuracy: Double = -1) {
        self.init(coordinate: coordinate, altitude: 0, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: -1,
                  timestamp: Date())
    }

    /// Core Location's `init(latitude:longitude:)`: accuracy 0 m as Core Location's, taken now.
    public init(latitude: Double, longitude: Double) {
        self.init(coordinate: Coordinate(latitude: latitude, longitude: longitude), horizontalAccuracy: 0)
    }

    /// Core Location's `distance(from:)`: metres along the Earth's surface (great circle, mean radius)
    /// between the two coordinates; altitude is ignored, as Core Location's.
    public func distance(from location: Location) -> Double {
        SphericalGeometry.distance(from: coordinate, to: location.coordinate)
    }
}
