import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One tap tested against shapes as they are drawn (R32, D44): lines by their distance from the tap in
/// view points, areas by whether the tap's ground point lies inside them.
@MainActor
struct OverlayHitTest {
    /// How far from a line's edge a finger still hits it, in points: half a 44-point touch target
    /// less a little, so a 1-point line is hit within 10.5 points (D44).
    static let fingerRadius = 10.0

    let point: CGPoint
    /// The tap's ground point, unwrapped around the camera target.
    let world: MercatorPoint
    /// The world box of the tap's reach (the square of `reach` points around it).
    let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    let reach: Double
    let projector: OverlayProjector
    let frame: OverlayFrame
    private let store: OverlayStore

    init(point: CGPoint, projection: Projection, reach: Double, store: OverlayStore, scale: CGFloat) {
        self.point = point
        self.reach = reach
        self.store = store
        world = projection.world(for: point)
        box = projection.worldBounds(of: CGRect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach))
        frame = store.frame(for: projection, scale: scale)
        projector = store.projector(margin: reach + 2, of: frame)
    }

    /// The world shifts that bring a shape's unwrapped x range over the tap.
    func shifts(minX: Double, maxX: Double) -> [Double] {
        let first = Int((box.minX - maxX).rounded(.up)), last = Int((box.maxX - minX).rounded(.down))
        guard first <= last, last - first < 16 else { return [] }
        return (first...last).map(Double.init)
    }

    /// True when the line through `path`'s vertices `indices`, as drawn, passes within ``reach`` points.
    func lineHits(_ path: ShapePath, indices: [Int32], geodesic: Bool) -> Bool {
        guard box.maxY >= path.minY, box.minY <= path.maxY else { return false }
        let curveTolerance = OverlayFrame.curvePoints / (projector.worldSize * projector.magnification)
        for shift in shifts(minX: path.minX, maxX: path.maxX) {
            var previous = -1
            for index in indices {
                let i = Int(index)
                defer { previous = i }
                guard previous >= 0 else { continue }
                let x0 = path.xs[previous] + shift, x1 = path.xs[i] + shift
                let y0 = path.ys[previous], y1 = path.ys[i]
                // A great circle may bulge out of its ends' box: test the curve whenever it could reach.
                let slack = geodesic ? ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) * (.pi / 4) : 0
                guard max(x0, x1) + slack >= box.minX, min(x0, x1) - slack <= box.maxX,
                      max(y0, y1) + slack >= box.minY, min(y0, y1) - slack <= box.maxY else { continue }
                var batch = PolylineBatch()
                store.clip(path, indices: [Int32(previous), Int32(i)], shift: shift, geodesic: geodesic,
                           curveTolerance: curveTolerance, projector: projector, into: &batch)
                if distance(to: batch) <= reach { return true }
            }
        }
        return false
    }

    /// True when the tap's ground point lies inside the ring through `path`'s vertices `indices`, as
    /// drawn (even-odd), at any of the shifts.
    func ringContains(_ path: ShapePath, indices: [Int32], geodesic: Bool, shift: Double) -> Bool {
        guard world.y >= path.minY, world.y <= path.maxY, world.x >= path.minX + shift, world.x <= path.maxX + shift else { return false }
        var points: [(Double, Double)] = []
        let curveTolerance = OverlayFrame.curvePoints / (projector.worldSize * projector.magnification)
        path.appendDrawnPoints(indices: indices, shift: shift, geodesic: geodesic, tolerance: curveTolerance,
                               projector: projector, into: &points)
        return Self.contains(points, x: world.x, y: world.y)
    }

    /// Even-odd containment of (x, y) in the ring `points`.
    static func contains(_ points: [(Double, Double)], x: Double, y: Double) -> Bool {
        guard points.count >= 3 else { return false }
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let (xi, yi) = points[i], (xj, yj) = points[j]
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }

    /// The distance in view points from the tap to the nearest segment of `batch`.
    func distance(to batch: PolylineBatch) -> Double {
        var best = Double.infinity
        var from = 0
        for end in batch.ends {
            if end - from == 1 { best = min(best, hypot(batch.points[from].x - point.x, batch.points[from].y - point.y)) }
            var i = from + 1
            while i < end {
                best = min(best, Self.distance(point, batch.points[i - 1], batch.points[i]))
                i += 1
            }
            from = end
        }
        return best
    }

    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }
}
