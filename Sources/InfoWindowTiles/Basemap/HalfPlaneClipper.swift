import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Ground-space clipping against half-planes (the drawn area of a ``GroundProjector``, or that area cut
/// to a tile), then projection into a ``PolylineBatch``: Sutherland–Hodgman for rings, Cyrus–Beck for
/// lines. The one implementation behind the vector tiles' ``PlaneClipper``, raster tiles, overlays and
/// ground overlays; keeps its scratch buffers between calls.
package struct HalfPlaneClipper {
    /// The ring or line to clip, in ground space: callers fill it, then call ``addRing(planes:projector:tolerance:to:)``
    /// or ``addLine(planes:projector:tolerance:to:)``.
    package var points: [(Double, Double)] = []
    private var scratch: [(Double, Double)] = []
    /// Which of ``points`` a cut made (kept however close to their neighbour), and its scratch.
    private var cut: [Bool] = []
    private var scratchCut: [Bool] = []

    /// An empty clipper.
    package init() {}

    /// Cuts ``points``, a ring, to the inside of every plane (value ≥ 0) and adds what is left, projected,
    /// as one part of at least 3 points. Points of the ring within `tolerance` of the previous one are left
    /// out; the points a cut makes never are: they lie on the plane, and a ring that left its edge there
    /// would open a sliver between two tiles whose rings meet on that edge (a hairline seam).
    package mutating func addRing(planes: [GroundProjector.HalfPlane], projector: GroundProjector, tolerance: CGFloat = 0,
                                  to batch: inout PolylineBatch) {
        guard cutRing(planes: planes) else { return }
        for (i, (rx, ry)) in points.enumerated() {
            batch.append(projector.screen(rx, ry), skippingWithin: cut[i] ? 0 : tolerance)
        }
        batch.endPart(minimumPoints: 3)
    }

    /// Cuts ``points``, a ring, to the inside of every plane (Sutherland–Hodgman), in place; true when at
    /// least 3 points are left.
    package mutating func cutRing(planes: [GroundProjector.HalfPlane]) -> Bool {
        cut.removeAll(keepingCapacity: true)
        cut.append(contentsOf: repeatElement(false, count: points.count))
        // A ring wholly inside every plane (a shape in the view) would come out of the cuts as it went
        // in: looked at once, without copying it plane by plane.
        guard points.count >= 3 else { return false }
        if planes.allSatisfy({ plane in points.allSatisfy { plane.value($0.0, $0.1) >= 0 } }) { return true }
        for plane in planes {
            guard points.count >= 3 else { return false }
            scratch.removeAll(keepingCapacity: true)
            scratchCut.removeAll(keepingCapacity: true)
            var previous = points[points.count - 1]
            var previousValue = plane.value(previous.0, previous.1)
            for (i, current) in points.enumerated() {
                let value = plane.value(current.0, current.1)
                if (value >= 0) != (previousValue >= 0) {
                    let t = previousValue / (previousValue - value)
                    scratch.append((previous.0 + t * (current.0 - previous.0), previous.1 + t * (current.1 - previous.1)))
                    scratchCut.append(true)
                }
                if value >= 0 {
                    scratch.append(current)
                    scratchCut.append(cut[i])
                }
                previous = current
                previousValue = value
            }
            swap(&points, &scratch)
            swap(&cut, &scratchCut)
        }
        return points.count >= 3
    }

    /// Adds the pieces of ``points``, a line, inside every plane, projected: Cyrus–Beck per segment, and
    /// consecutive visible pieces stay one polyline. Segment ends within `tolerance` of the previous
    /// point are left out.
    package func addLine(planes: [GroundProjector.HalfPlane], projector: GroundProjector, tolerance: CGFloat = 0,
                         to batch: inout PolylineBatch) {
        guard points.count >= 2 else { return }
        var open = false
        for i in 1..<points.count {
            let previous = points[i - 1], current = points[i]
            var t0 = 0.0, t1 = 1.0
            var visible = true
            for plane in planes {
                let v0 = plane.value(previous.0, previous.1), v1 = plane.value(current.0, current.1)
                if v0 < 0 && v1 < 0 { visible = false; break }
                if v0 < 0 { t0 = max(t0, v0 / (v0 - v1)) } else if v1 < 0 { t1 = min(t1, v0 / (v0 - v1)) }
                if t0 > t1 { visible = false; break }
            }
            guard visible else {
                if open { batch.endPart(); open = false }
                continue
            }
            let dx = current.0 - previous.0, dy = current.1 - previous.1
            if !open || t0 > 0 {
                if open { batch.endPart() }
                batch.append(projector.screen(previous.0 + t0 * dx, previous.1 + t0 * dy))
                open = true
            }
            batch.append(projector.screen(previous.0 + t1 * dx, previous.1 + t1 * dy), skippingWithin: tolerance)
            if t1 < 1 { batch.endPart(); open = false }
        }
        if open { batch.endPart() }
    }
}
