import Foundation
import InfoWindowCore

/// How much of a view a source's coverage takes (R31: each basemap source draws within its coverage): all
/// of it, none of it, or a convex polygon of view points.
package enum CoverageClip: Equatable {
    /// The coverage holds everything the view shows of the ground.
    case full
    /// The view shows none of the coverage.
    case empty
    /// The part of the view over the coverage: a convex polygon of view points.
    case polygon([CGPoint])

    /// The part of a view of `size` seen through `projection` that lies over `coverage` (nil: the whole
    /// world). The view's ground footprint (its corners on the ground, the far ones stopped below the
    /// horizon) is cut by the coverage's Web Mercator rectangle — the world copy nearest the camera's
    /// target — and the cut's corners projected back: both are straight-edged on the ground, and a
    /// straight line on the ground is straight on the screen, tilted or not.
    ///
    /// A source that covers the whole world (`coverage` nil) still ends at the Web Mercator latitudes
    /// (±85.05°): beyond them the view's own background shows (BM6), though the source's style paints a
    /// background of its own.
    package static func of(_ coverage: CoordinateBounds?, projection: Projection, size: CGSize) -> CoverageClip {
        var west = -Double.infinity, east = Double.infinity, north = 0.0, south = 1.0
        if let coverage, coverage.isValid {
            let sw = WebMercator.project(coverage.southWest), ne = WebMercator.project(coverage.northEast)
            (west, east) = (sw.x, ne.x)
            if coverage.crossesAntimeridian || east < west { east += 1 }
            (north, south) = (ne.y, sw.y)
        }
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                       CGPoint(x: 0, y: size.height)]
        let footprint = corners.map { projection.world(for: $0) }
        // The copy of the rectangle nearest the target.
        if west.isFinite {
            let shift = (projection.target.x - (west + east) / 2).rounded()
            west += shift
            east += shift
        }
        var polygon = footprint.map { (x: $0.x, y: $0.y) }
        polygon = clip(polygon) { $0.x - west }
        polygon = clip(polygon) { east - $0.x }
        polygon = clip(polygon) { $0.y - north }
        polygon = clip(polygon) { south - $0.y }
        guard polygon.count >= 3 else { return .empty }
        let whole = abs(area(footprint.map { (x: $0.x, y: $0.y) }))
        let part = abs(area(polygon))
        guard part > whole * 1e-9 else { return .empty }
        if part >= whole * (1 - 1e-9) { return .full }
        return .polygon(polygon.map { projection.point(forUnwrappedWorld: MercatorPoint(x: $0.x, y: $0.y)) })
    }

    /// The part of a convex polygon where `inside` is not negative (Sutherland–Hodgman, one half-plane).
    private static func clip(_ polygon: [(x: Double, y: Double)], _ inside: ((x: Double, y: Double)) -> Double) -> [(x: Double, y: Double)] {
        guard !polygon.isEmpty else { return [] }
        var result: [(x: Double, y: Double)] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                result.append((x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }

    /// Twice the signed area of a polygon.
    private static func area(_ polygon: [(x: Double, y: Double)]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
