import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The faint grid drawn over the plain background when there is no basemap (BM1).
extension BasemapLayer {
    /// A faint grid of Web Mercator lines 48–96 points apart at the camera target, so camera moves are
    /// visible.
    func drawGraticule(projection: Projection, bounds: CGRect, background backgroundColor: Color?, in canvas: Canvas) {
        let world = projection.worldBounds(of: bounds)
        let worldSize = projection.worldSize
        let step = exp2((log2(96 / worldSize)).rounded(.down))
        guard step > 0, step.isFinite else { return }
        let x0 = (world.minX / step).rounded(.down) * step, x1 = world.maxX
        let y0 = (max(world.minY, 0) / step).rounded(.down) * step, y1 = min(world.maxY, 1)
        guard (x1 - x0) / step < 400, (y1 - y0) / step < 400 else { return }
        var lines: [[CGPoint]] = []
        func addLine(from a: MercatorPoint, to b: MercatorPoint) {
            let samples = 24
            func sample(_ i: Int) -> MercatorPoint {
                let t = Double(i) / Double(samples)
                return MercatorPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            // In front of the camera the projection maps straight ground lines to straight lines, and the
            // part in front is one stretch of the line. So a line that stays within half a world of the
            // target (no sample jumps to another world copy) is its first and last samples in front,
            // joined: the same line as the polyline through all of them, with 2 points for Cairo's
            // stroker instead of 25.
            if abs(a.x - projection.target.x) < 0.5, abs(b.x - projection.target.x) < 0.5 {
                var first = -1, last = -1
                for i in 0...samples where projection.isInFront(sample(i)) {
                    if first < 0 { first = i }
                    last = i
                }
                if last > first {
                    lines.append([projection.point(forWorld: sample(first)), projection.point(forWorld: sample(last))])
                }
                return
            }
            var current: [CGPoint] = []
            for i in 0...samples {
                let p = sample(i)
                if projection.isInFront(p) {
                    current.append(projection.point(forWorld: p))
                } else if !current.isEmpty {
                    lines.append(current)
                    current = []
                }
            }
            if current.count > 1 { lines.append(current) }
        }
        var x = x0
        while x <= x1 {
            addLine(from: MercatorPoint(x: x, y: max(world.minY, 0)), to: MercatorPoint(x: x, y: min(world.maxY, 1)))
            x += step
        }
        var y = y0
        while y <= y1 {
            addLine(from: MercatorPoint(x: world.minX, y: y), to: MercatorPoint(x: world.maxX, y: y))
            y += step
        }
        let ink = Color(white: 0, alpha: 0.08)
        if let b = backgroundColor, b.alpha == 1 {
            // Under the grid lies only the opaque background, so the faint ink over it is one opaque
            // colour, and lines of one opaque colour may be stroked one by one (a crossing is not inked
            // twice). Cairo scan-converts a path row by row over all its edges: one path with a hundred
            // slanted lines (a tilted view) cost 11 ms, each line alone 3 ms in all.
            canvas.stroke(polylines: lines, color: ink.composited(over: b), lineWidth: 1, separately: true)
        } else {
            canvas.stroke(polylines: lines, color: ink, lineWidth: 1)
        }
    }
}
