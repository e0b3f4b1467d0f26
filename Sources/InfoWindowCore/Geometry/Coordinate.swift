/// A point on the Earth in WGS84 degrees.
///
/// `latitude` is positive north of the equator, `longitude` positive east of Greenwich. The type stores
/// what it is given; places that take a coordinate (``Marker/position``, ``CameraPosition``) validate it:
/// non-finite values are rejected with a warning, latitudes beyond ±90° are clamped.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich; any finite value is accepted and wrapped when projected.
    public var longitude: Double

    /// Creates a coordinate from degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// True when both values are finite and the latitude lies within −90…90.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90
    }

    /// True when both values are finite numbers.
    package var isFinite: Bool { latitude.isFinite && longitude.isFinite }

    /// The same place with the longitude wrapped into −180…<180.
    var wrapped: Coordinate {
        Coordinate(latitude: latitude, longitude: Coordinate.wrapLongitude(longitude))
    }

    /// Wraps any finite longitude into −180…<180.
    @inlinable
    package static func wrapLongitude(_ longitude: Double) -> Double {
        if longitude >= -180 && longitude < 180 { return longitude }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (wrapped < 0 ? wrapped + 360 : wrapped) - 180
    }

    /// `(51.50000, -0.12700)`.
    public var description: String {
        "(\(Coordinate.format(latitude)), \(Coordinate.format(longitude)))"
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let scaled = (value * 100_000).rounded() / 100_000
        return "\(scaled)"
    }
}
