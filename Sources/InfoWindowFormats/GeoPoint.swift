/// A position on the WGS 84 ellipsoid, as the readers deliver it.
///
/// Latitude and longitude are degrees (north and east positive); the readers only ever deliver
/// finite values within −90…90 and −180…180. `altitude` is metres, above mean sea level for GPX
/// `<ele>` and NMEA/gpsd fixes, and as the file's `altitudeMode` says for KML; nil when absent.
public struct GeoPoint: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public var longitude: Double
    /// Metres (see the type's summary for the reference surface); nil when the source had none.
    public var altitude: Double?

    /// A point; nothing is checked (see `isValid`).
    public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }

    /// Whether latitude and longitude are finite and within range (an altitude, if any, finite).
    public var isValid: Bool {
        GeoPoint.isLatitude(latitude) && GeoPoint.isLongitude(longitude) && (altitude?.isFinite ?? true)
    }

    /// Whether `value` is a finite latitude in −90…90.
    public static func isLatitude(_ value: Double) -> Bool { value.isFinite && abs(value) <= 90 }

    /// Whether `value` is a finite longitude in −180…180.
    public static func isLongitude(_ value: Double) -> Bool { value.isFinite && abs(value) <= 180 }

    /// "60.1699, 24.9384" (and ", 12.0 m" with an altitude).
    public var description: String {
        altitude.map { "\(latitude), \(longitude), \($0) m" } ?? "\(latitude), \(longitude)"
    }
}
