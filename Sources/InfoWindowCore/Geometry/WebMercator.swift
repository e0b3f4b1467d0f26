import Foundation

/// A position in normalized Web Mercator space: x and y run 0…1 over the whole world, x eastwards from
/// −180°, y southwards from the northern limit (≈85.05°).
@usableFromInline
package struct MercatorPoint: Hashable, Sendable {
    @usableFromInline package var x: Double
    @usableFromInline package var y: Double

    /// The point (`x`, `y`).
    @inlinable
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The spherical Web Mercator projection (EPSG:3857) in normalized units.
@usableFromInline
package enum WebMercator {
    /// The latitude where the square Web Mercator world ends.
    @usableFromInline package static let maximumLatitude = 85.051_128_779_806_59

    /// Points per world at zoom 0: one 256-point tile, as in every web map.
    static let tileSize = 256.0

    /// The world's width in points at `zoom`.
    static func worldSize(zoom: Double) -> Double { tileSize * exp2(zoom) }

    /// Projects a coordinate; latitudes beyond the Mercator limit are clamped to it.
    @inlinable
    package static func project(_ coordinate: Coordinate) -> MercatorPoint {
        MercatorPoint(x: x(longitude: coordinate.longitude), y: y(latitude: coordinate.latitude))
    }

    /// The x of a longitude in degrees: 0 at −180°, 0.5 at 0°; longitudes outside −180…<180 wrap.
    @inlinable
    package static func x(longitude: Double) -> Double {
        (Coordinate.wrapLongitude(longitude) + 180) / 360
    }

    /// The y of a latitude in degrees: 0 at +85.0511°, 0.5 at the equator, 1 at −85.0511° (clamped).
    @inlinable
    package static func y(latitude: Double) -> Double {
        let phi = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
    }

    /// The coordinate at a normalized point; x wraps around the world, y is clamped to 0…1.
    @inlinable
    package static func unproject(_ point: MercatorPoint) -> Coordinate {
        Coordinate(latitude: latitude(y: point.y), longitude: longitude(x: point.x))
    }

    /// The longitude in degrees of an x, wrapped into −180…<180 (x = 1 is −180°, the same meridian as 180°).
    @inlinable
    package static func longitude(x: Double) -> Double {
        Coordinate.wrapLongitude(x * 360 - 180)
    }

    /// The latitude in degrees of a y (clamped to 0…1).
    @inlinable
    package static func latitude(y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * min(max(y, 0), 1)))) * 180 / .pi
    }
}
