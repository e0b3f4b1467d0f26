import Foundation

/// One position fix from a receiver (NMEA 0183) or from gpsd, in CoreLocation's terms.
public struct LocationFix: Sendable, Equatable {
    /// How the receiver got the position (NMEA GGA's quality field; gpsd's TPV `status`).
    public enum Quality: Int, Sendable, Equatable {
        /// An ordinary satellite fix (GGA 1; gpsd status 1, or no status).
        case gps = 1
        /// Differential GPS / SBAS (GGA 2; gpsd status 2).
        case differential = 2
        /// Precise positioning service (GGA 3).
        case pps = 3
        /// RTK with fixed integers (GGA 4; gpsd status 3).
        case rtkFixed = 4
        /// RTK float (GGA 5; gpsd status 4).
        case rtkFloat = 5
        /// Dead reckoning (GGA 6; gpsd status 6).
        case estimated = 6
        /// Entered by hand (GGA 7).
        case manual = 7
        /// A simulator (GGA 8; gpsd status 7).
        case simulated = 8
    }

    /// 2D (no altitude) or 3D, when the source says (NMEA GSA, gpsd TPV `mode`).
    public enum Mode: Int, Sendable, Equatable {
        /// Latitude and longitude only.
        case twoD = 2
        /// Latitude, longitude and altitude.
        case threeD = 3
    }

    /// Latitude and longitude (always valid), altitude in metres above mean sea level or nil.
    public var coordinate: GeoPoint
    /// When the fix was taken (UTC); nil when the source gave no date (an NMEA stream of GGA
    /// sentences only has times of day: `timeOfDay` has it).
    public var time: Date?
    /// Seconds since UTC midnight, as the sentence or report wrote it; nil when absent.
    public var timeOfDay: Double?
    /// Metres per second over ground, nil when unknown.
    public var speed: Double?
    /// Degrees clockwise from true north, 0..<360, nil when unknown.
    public var course: Double?
    /// Estimated horizontal error radius in metres (see `NMEAParser.rangeError` and
    /// `GPSDClient`'s summary for how each source estimates it); nil when unknown.
    public var horizontalAccuracy: Double?
    /// Estimated vertical error in metres, nil when unknown.
    public var verticalAccuracy: Double?
    /// How the position was obtained.
    public var quality: Quality
    /// 2D or 3D, nil when the source did not say.
    public var mode: Mode?
    /// Satellites used, nil when unknown.
    public var satellites: Int?

    /// A fix; only `coordinate` is required.
    public init(coordinate: GeoPoint, time: Date? = nil, timeOfDay: Double? = nil, speed: Double? = nil,
                course: Double? = nil, horizontalAccuracy: Double? = nil, verticalAccuracy: Double? = nil,
                quality: Quality = .gps, mode: Mode? = nil, satellites: Int? = nil) {
        self.coordinate = coordinate
        self.time = time
        self.timeOfDay = timeOfDay
        self.speed = speed
        self.course = course
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.quality = quality
        self.mode = mode
        self.satellites = satellites
    }
}
