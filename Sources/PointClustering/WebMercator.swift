import Foundation

/// The Web Mercator unit square the index works in: x runs 0…1 eastwards from longitude −180°,
/// y runs 0…1 southwards from latitude +85.0511° (the square's top edge).
///
/// Longitudes outside −180…180 wrap around; latitudes are clamped to ±``maxLatitude``, so every
/// finite coordinate has a place in the square.
public enum WebMercator {
    /// The latitude at which the Mercator square ends, 85.0511287798… degrees (atan(sinh π)).
    public static let maxLatitude: Double = 85.051_128_779_806_59

    /// x of a longitude in degrees: 0 at −180°, 0.5 at 0°, wrapping so that 190° gives the x of −170°.
    @inlinable
    public static func x(longitude: Double) -> Double {
        var x = longitude / 360 + 0.5
        if x < 0 || x > 1 {
            x -= x.rounded(.down)
        }
        return x
    }

    /// y of a latitude in degrees: 0 at +85.0511°, 0.5 at the equator, 1 at −85.0511° (clamped).
    @inlinable
    public static func y(latitude: Double) -> Double {
        let clamped = min(max(latitude, -maxLatitude), maxLatitude)
        let sine = sin(clamped * .pi / 180)
        let y = 0.5 - 0.25 * log((1 + sine) / (1 - sine)) / .pi
        return min(max(y, 0), 1)
    }

    /// Longitude in degrees (−180…180) of an x in the unit square.
    @inlinable
    public static func longitude(x: Double) -> Double {
        (x - 0.5) * 360
    }

    /// Latitude in degrees of a y in the unit square.
    @inlinable
    public static func latitude(y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    }
}
