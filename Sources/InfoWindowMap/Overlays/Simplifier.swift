import Foundation
import InfoWindowCore

/// Douglas–Peucker simplification of a path for every zoom at once (D40). One pass gives each point
/// the largest tolerance at which Douglas–Peucker would still keep it (its distance from the chord
/// that replaced it, capped by the tolerances of the chords above it); the path simplified to a
/// tolerance ε is then exactly the points whose importance exceeds ε, picked in one linear pass and
/// kept per zoom level. A class: a shape's frames share one, whatever copies of its plan exist.
///
/// Distances are in unwrapped world units (the world is 1 wide): from the straight chord in Web
/// Mercator for straight lines, from the great circle for geodesic ones (the angle, times the Mercator
/// scale at the point). The path is cut into pieces of at most ``chunk`` points whose ends are always
/// kept, so a path of a million points costs at most a few hundred million steps, never a quadratic
/// hang; usually n·log₂(chunk).
final class Simplifier {
    static let chunk = 256

    /// Each point's importance; the first and last points (and every piece's ends) are infinite.
    private(set) var importance: [Double]
    /// Kept indices per zoom level, made on first use.
    private var levels: [Int: [Int32]] = [:]

    init(path: ShapePath, geodesic: Bool) {
        let n = path.count
        importance = [Double](repeating: .infinity, count: n)
        guard n > 2 else { return }
        var stack: [(Int, Int, Double)] = []
        var start = 0
        while start < n - 1 {
            let end = min(start + Self.chunk, n - 1)
            stack.append((start, end, .infinity))
            while let (lo, hi, cap) = stack.popLast() {
                guard hi > lo + 1 else { continue }
                var best = lo + 1, bestDistance = -1.0
                for i in (lo + 1)..<hi {
                    let d = geodesic ? Self.sphereDistance(path, i, lo, hi) : Self.planeDistance(path, i, lo, hi)
                    if d > bestDistance { bestDistance = d; best = i }
                }
                let value = min(bestDistance, cap)
                importance[best] = value
                stack.append((lo, best, value))
                stack.append((best, hi, value))
            }
            start = end
        }
    }

    /// The indices kept at `tolerance` (world units), cached under `level`.
    func kept(level: Int, tolerance: Double) -> [Int32] {
        if let cached = levels[level] { return cached }
        var result: [Int32] = []
        importance.withUnsafeBufferPointer { values in
            for i in values.indices where values[i] > tolerance { result.append(Int32(i)) }
        }
        levels[level] = result
        return result
    }

    /// Distance in world units from point `i` to the segment `a`–`b` in the plane.
    static func planeDistance(_ p: ShapePath, _ i: Int, _ a: Int, _ b: Int) -> Double {
        let ax = p.xs[a], ay = p.ys[a]
        let dx = p.xs[b] - ax, dy = p.ys[b] - ay
        let px = p.xs[i] - ax, py = p.ys[i] - ay
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let ex = px - t * dx, ey = py - t * dy
        return (ex * ex + ey * ey).squareRoot()
    }

    /// Distance in world units from point `i` to the great-circle arc `a`–`b`: the angle, scaled by the
    /// Web Mercator stretch at the point's latitude.
    static func sphereDistance(_ p: ShapePath, _ i: Int, _ a: Int, _ b: Int) -> Double {
        let v = p.vectors[i], va = p.vectors[a], vb = p.vectors[b]
        let normal = va.cross(vb)
        let n = normal.length
        var angle: Double
        func between(_ u: Vector3, _ w: Vector3) -> Double { atan2(u.cross(w).length, u.dot(w)) }
        if n < 1e-15 {
            angle = between(v, va)
        } else {
            let unit = normal.scaled(1 / n)
            let q = v + unit.scaled(-v.dot(unit))
            if va.cross(q).dot(normal) >= 0 && q.cross(vb).dot(normal) >= 0 {
                angle = asin(min(abs(v.dot(unit)), 1))
            } else {
                angle = min(between(v, va), between(v, vb))
            }
        }
        let cosLatitude = max((v.x * v.x + v.y * v.y).squareRoot(), 0.0862)
        return angle / cosLatitude / (2 * .pi)
    }
}
