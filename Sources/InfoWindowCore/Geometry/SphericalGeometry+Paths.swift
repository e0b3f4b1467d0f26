import Foundation

/// Where a point lies against a path (the SDK's `GMSGeometryContainsLocation` and
/// `GMSGeometryIsLocationOnPath…`) and the SDK's projected map points (`GMSProject`, D117).
extension SphericalGeometry {
    /// The SDK's default tolerance of ``isLocation(_:onPath:geodesic:tolerance:)``, 0.1 m.
    public static let defaultPathTolerance = 0.1

    /// True when `point` lies inside the polygon `path` (closed whether or not its last point repeats its
    /// first), the inside being the side without the South Pole (D117). Edges are great-circle arcs when
    /// `geodesic`, otherwise straight in Web Mercator (rhumb lines). False for a path of fewer than three
    /// points; an invalid coordinate gives false with a warning.
    public static func contains(_ point: Coordinate, in path: CoordinatePath, geodesic: Bool) -> Bool {
        guard point.isValid else {
            Diagnostics.warn("SphericalGeometry.contains: \(point) is not a valid coordinate (finite, latitude within ±90); answered false")
            return false
        }
        let ring = path.coordinates
        guard ring.count >= 3 else { return false }
        var crossings = 0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            let lngA = relativeLongitude(a.longitude - point.longitude)
            let lngB = relativeLongitude(b.longitude - point.longitude)
            // The edge, taken the short way, crosses the point's meridian (half-open, so a vertex on it
            // counts once); one that crosses the antimeridian instead does not.
            guard (lngA <= 0) != (lngB <= 0), abs(lngA - lngB) < 180 else { continue }
            if latitude(on: a, lngA, b, lngB, geodesic: geodesic) < point.latitude { crossings += 1 }
        }
        return crossings % 2 == 1
    }

    /// True when `point` is within `tolerance` metres of `path` (default 0.1 m, the SDK's): of a
    /// great-circle segment when `geodesic`, else of a segment straight in Web Mercator, the distance
    /// measured on the sphere (D117). A path of one point is that point; an empty path, an invalid
    /// coordinate or a negative or non-finite tolerance answer false (the last two with a warning).
    public static func isLocation(_ point: Coordinate, onPath path: CoordinatePath, geodesic: Bool,
                                  tolerance: Double = defaultPathTolerance) -> Bool {
        guard point.isValid, tolerance.isFinite, tolerance >= 0 else {
            Diagnostics.warn("SphericalGeometry.isLocation(onPath:): \(point) with tolerance \(tolerance) m: the point must be valid and the tolerance a finite number of metres ≥ 0; answered false")
            return false
        }
        let line = path.coordinates
        guard let first = line.first else { return false }
        if line.count == 1 { return distance(from: point, to: first) <= tolerance }
        for (a, b) in zip(line, line.dropFirst()) {
            let d = geodesic ? greatCircleSegmentDistance(point, a, b) : mercatorSegmentDistance(point, a, b)
            if d <= tolerance { return true }
        }
        return false
    }

    /// A longitude difference in −180…<180.
    private static func relativeLongitude(_ degrees: Double) -> Double {
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d >= 180 { d -= 360 }
        if d < -180 { d += 360 }
        return d
    }

    /// The latitude where the edge from `a` to `b` (their longitudes relative to the meridian, of
    /// opposite signs) meets the meridian.
    private static func latitude(on a: Coordinate, _ lngA: Double, _ b: Coordinate, _ lngB: Double, geodesic: Bool) -> Double {
        let la = lngA * .pi / 180, lb = lngB * .pi / 180
        if geodesic {
            // On a great circle tan φ is a combination of sin of the longitude differences.
            let tanA = tan(a.latitude * .pi / 180), tanB = tan(b.latitude * .pi / 180)
            let t = (tanA * sin(lb) - tanB * sin(la)) / sin(lb - la)
            return atan(t) * 180 / .pi
        }
        let yA = WebMercator.y(latitude: a.latitude), yB = WebMercator.y(latitude: b.latitude)
        let y = yA + (yB - yA) * (0 - la) / (lb - la)
        return WebMercator.unproject(MercatorPoint(x: 0.5, y: y)).latitude
    }

    /// Metres from `p` to the great-circle segment from `a` to `b`.
    private static func greatCircleSegmentDistance(_ p: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Double {
        let dAP = centralAngle(a, p), dAB = centralAngle(a, b)
        guard dAB > 0 else { return dAP * earthRadius }
        let theta = (heading(from: a, to: p) - heading(from: a, to: b)) * .pi / 180
        let crossTrack = asin(min(max(sin(dAP) * sin(theta), -1), 1))
        if cos(theta) < 0 { return dAP * earthRadius }
        let alongTrack = acos(min(max(cos(dAP) / max(cos(crossTrack), 1e-300), -1), 1))
        if alongTrack > dAB { return centralAngle(b, p) * earthRadius }
        return abs(crossTrack) * earthRadius
    }

    /// Metres from `p` to the point of the Web Mercator segment from `a` to `b` nearest it there.
    private static func mercatorSegmentDistance(_ p: Coordinate, _ a: Coordinate, _ b: Coordinate) -> Double {
        let pm = WebMercator.project(p)
        func near(_ c: Coordinate) -> MercatorPoint {
            var m = WebMercator.project(c)
            m.x -= (m.x - pm.x).rounded()
            return m
        }
        let am = near(a)
        var bm = WebMercator.project(b)
        bm.x -= (bm.x - am.x).rounded()
        let dx = bm.x - am.x, dy = bm.y - am.y
        let t = dx == 0 && dy == 0 ? 0 : max(0, min(1, ((pm.x - am.x) * dx + (pm.y - am.y) * dy) / (dx * dx + dy * dy)))
        let closest = WebMercator.unproject(MercatorPoint(x: am.x + t * dx, y: am.y + t * dy))
        return distance(from: p, to: closest)
    }
}
