import Foundation
import InfoWindowCore

/// A path's coordinates as unwrapped Web Mercator points, ready to draw and hit-test: x continues past
/// 0 or 1 instead of jumping, each step taking the shorter way round (179° to −179° is 2° east, never
/// 358° west, D39), so a shape across the antimeridian stays in one piece. The first point's x lies in
/// 0…<1. Unit vectors on the sphere are kept for geodesic drawing.
struct ShapePath {
    var xs: [Double] = []
    var ys: [Double] = []
    /// The points as unit vectors (x towards (0°, 0°), z towards the North Pole).
    var vectors: [Vector3] = []
    /// The unwrapped world box of the points (for a geodesic path, of its drawn curves).
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    var count: Int { xs.count }
    var isEmpty: Bool { xs.isEmpty }

    /// The path through `coordinates` (already valid: a ``CoordinatePath`` holds no other), closed back to
    /// its first point when `closed`.
    init(_ coordinates: [Coordinate], closed: Bool = false, geodesic: Bool) {
        var list = coordinates
        if closed, let first = list.first, list.count > 2, list.last != first { list.append(first) }
        xs.reserveCapacity(list.count)
        ys.reserveCapacity(list.count)
        var previousX = 0.0
        for (i, c) in list.enumerated() {
            let p = WebMercator.project(c)
            var x = p.x
            if i > 0 { x += (previousX - x).rounded() }
            xs.append(x)
            ys.append(p.y)
            previousX = x
        }
        vectors = list.map(Vector3.init)
        computeBox(geodesic: geodesic)
    }

    init() {}

    mutating func computeBox(geodesic: Bool) {
        for i in xs.indices {
            minX = min(minX, xs[i]); maxX = max(maxX, xs[i])
            minY = min(minY, ys[i]); maxY = max(maxY, ys[i])
        }
        guard geodesic, count >= 2 else { return }
        // A great circle bulges towards the pole between its ends: take in its highest point.
        for i in 1..<count {
            let a = vectors[i - 1], b = vectors[i]
            let normal = a.cross(b)
            let n = normal.length
            guard n > 1e-12 else { continue }
            // The points of the circle nearest the poles: the poles' projections onto its plane. They
            // count when they lie on this arc (between its ends, turning the arc's way).
            let apex = Vector3(x: -normal.x * normal.z, y: -normal.y * normal.z, z: normal.x * normal.x + normal.y * normal.y)
            for sign in [1.0, -1.0] {
                let top = apex.scaled(sign).normalized
                guard top.length > 0.5, a.cross(top).dot(normal) >= 0, top.cross(b).dot(normal) >= 0 else { continue }
                let y = WebMercator.project(top.coordinate).y
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
    }

    /// The point `fraction` of the way along segment `i` (to `i + 1`): straight in Web Mercator, or on
    /// the great circle when `geodesic`. x is unwrapped next to the segment's start.
    func point(onSegment i: Int, at fraction: Double, geodesic: Bool) -> (Double, Double) {
        if fraction <= 0 { return (xs[i], ys[i]) }
        if fraction >= 1 { return (xs[i + 1], ys[i + 1]) }
        guard geodesic else {
            return (xs[i] + (xs[i + 1] - xs[i]) * fraction, ys[i] + (ys[i + 1] - ys[i]) * fraction)
        }
        return unwrapped(Vector3.slerp(vectors[i], vectors[i + 1], fraction), near: xs[i])
    }

    /// The world point of a unit vector, its x moved to the copy nearest `x`.
    func unwrapped(_ v: Vector3, near x: Double) -> (Double, Double) {
        let p = WebMercator.project(v.coordinate)
        return (p.x + (x - p.x).rounded(), p.y)
    }
}

/// A point in space, for great circles on the unit sphere.
struct Vector3 {
    var x: Double, y: Double, z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x; self.y = y; self.z = z
    }

    /// The unit vector of `coordinate`.
    init(_ coordinate: Coordinate) {
        let phi = coordinate.latitude * .pi / 180, lambda = coordinate.longitude * .pi / 180
        self.init(x: cos(phi) * cos(lambda), y: cos(phi) * sin(lambda), z: sin(phi))
    }

    var coordinate: Coordinate {
        Coordinate(latitude: atan2(z, (x * x + y * y).squareRoot()) * 180 / .pi, longitude: atan2(y, x) * 180 / .pi)
    }

    var length: Double { (x * x + y * y + z * z).squareRoot() }
    var normalized: Vector3 { let n = length; return n > 0 ? scaled(1 / n) : self }
    func scaled(_ k: Double) -> Vector3 { Vector3(x: x * k, y: y * k, z: z * k) }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x) }
    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }

    /// The point `t` of the way from `a` to `b` along the shorter great circle. Between (nearly)
    /// antipodal points the circle is the one ``SphericalGeometry/interpolate(from:to:fraction:)`` takes.
    static func slerp(_ a: Vector3, _ b: Vector3, _ t: Double) -> Vector3 {
        let cosine = min(max(a.dot(b), -1), 1)
        let angle = acos(cosine)
        let s = sin(angle)
        guard s > 1e-9 else {
            if cosine > 0 { return (a.scaled(1 - t) + b.scaled(t)).normalized }
            return Vector3(SphericalGeometry.interpolate(from: a.coordinate, to: b.coordinate, fraction: t))
        }
        return a.scaled(sin((1 - t) * angle) / s) + b.scaled(sin(t * angle) / s)
    }
}

extension ShapePath {
    /// The path through unwrapped world points given as they are (no unwrapping), for rings built in
    /// world space (a circle around a pole).
    init(world points: [(Double, Double)], geodesic: Bool) {
        self.init()
        xs = points.map(\.0)
        ys = points.map(\.1)
        vectors = points.map { Vector3(WebMercator.unproject(MercatorPoint(x: $0.0, y: $0.1))) }
        computeBox(geodesic: geodesic)
    }
}
