import Foundation
import InfoWindowCore

extension ShapePath {
    /// Appends the world points drawn for the path through the vertices `indices`, moved `shift` worlds
    /// east: the vertices themselves for straight segments; for geodesic ones, points along each great
    /// circle, added until the chords between them stay within `tolerance` (world units) of the circle
    /// (D39). Curves that cannot reach the drawn area are left as chords (they are cut away anyway).
    func appendDrawnPoints(indices: [Int32], shift: Double, geodesic: Bool, tolerance: Double,
                           projector: OverlayProjector, into out: inout [(Double, Double)]) {
        guard let first = indices.first else { return }
        out.append((xs[Int(first)] + shift, ys[Int(first)]))
        var previous = Int(first)
        for index in indices.dropFirst() {
            let i = Int(index)
            if geodesic {
                appendArc(vectors[previous], (xs[previous], ys[previous]), vectors[i], (xs[i], ys[i]), depth: 0,
                          shift: shift, tolerance: tolerance, projector: projector, into: &out)
            } else {
                out.append((xs[i] + shift, ys[i]))
            }
            previous = i
        }
    }

    private func appendArc(_ va: Vector3, _ a: (Double, Double), _ vb: Vector3, _ b: (Double, Double), depth: Int,
                           shift: Double, tolerance: Double, projector: OverlayProjector,
                           into out: inout [(Double, Double)]) {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let lengthSquared = dx * dx + dy * dy
        // In Web Mercator (conformal, scale ∝ sec φ) a great circle bends by at most 2π·sin φ ≤ 2π per
        // world unit, so a chord of length L is within (2π/8)·L² of its arc: short ones need no test.
        if depth < 32 && lengthSquared * (.pi / 4) > tolerance {
            let vm = Vector3.slerp(va, vb, 0.5)
            let m = unwrapped(vm, near: a.0)
            // The chord's distance from the circle at a quarter, half and three quarters of the way: the
            // half alone misses a curve that crosses its chord there (over the equator).
            let length = lengthSquared.squareRoot()
            func deviation(_ p: (Double, Double)) -> Double {
                length > 0 ? abs((p.0 - a.0) * dy - (p.1 - a.1) * dx) / length : hypot(p.0 - a.0, p.1 - a.1)
            }
            var d = deviation(m)
            if d <= tolerance {
                d = max(deviation(unwrapped(Vector3.slerp(va, vb, 0.25), near: a.0)),
                        deviation(unwrapped(Vector3.slerp(va, vb, 0.75), near: a.0)))
            }
            if d > tolerance {
                let reach = 2 * d
                let minX = min(a.0, b.0, m.0) - reach + shift, maxX = max(a.0, b.0, m.0) + reach + shift
                let minY = min(a.1, b.1, m.1) - reach, maxY = max(a.1, b.1, m.1) + reach
                if maxX >= projector.cullMinX && minX <= projector.cullMaxX && maxY >= projector.cullMinY
                    && minY <= projector.cullMaxY {
                    appendArc(va, a, vm, m, depth: depth + 1, shift: shift, tolerance: tolerance, projector: projector, into: &out)
                    appendArc(vm, m, vb, b, depth: depth + 1, shift: shift, tolerance: tolerance, projector: projector, into: &out)
                    return
                }
            }
        }
        out.append((b.0 + shift, b.1))
    }
}
