import Foundation

/// A position in normalized Web Mercator space: x and y run 0…1 over the whole world, x eastwards from
/// −180°, y southwards from the northern limit (≈85.05°).
package struct MercatorPoint: Hashable, Sendable {
    package var x: Double
    package var y: Double

    /// The point (`x`, `y`).
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The spherical Web Mercator projection (EPSG:3857) in normalized units.
package enum WebMercator {
    /// The latitude where the square Web Mercator world ends.
    package static let maximumLatitude = 85.051_128_779_806_59

    /// Points per world at zoom 0: one 256-point tile, as in every web map.
    static let tileSize = 256.0

    /// The world's width in points at `zoom`.
    static func worldSize(zoom: Double) -> Double { tileSize * exp2(zoom) }

    /// Projects a coordinate; latitudes beyond the Mercator limit are clamped to it.
    package static func project(_ coordinate: Coordinate) -> MercatorPoint {
        let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude)
        let longitude = Coordinate.wrapLongitude(coordinate.longitude)
        let phi = latitude * .pi / 180
        let x = (longitude + 180) / 360
        let y = 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
        return MercatorPoint(x: x, y: y)
    }

    /// The coordinate at a normalized point; x wraps around the world, y is clamped to 0…1.
    package static func unproject(_ point: MercatorPoint) -> Coordinate {
        let y = min(max(point.y, 0), 1)
        let longitude = Coordinate.wrapLongitude(point.x * 360 - 180)
        let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
