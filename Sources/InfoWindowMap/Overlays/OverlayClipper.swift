import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Cuts overlay lines and rings to a frame's drawn area in ground space (``OverlayProjector``) and adds
/// what is left, projected, to a ``PolylineBatch``. Keeps its scratch buffers between calls.
struct OverlayClipper {
    /// Ground offsets of the line or ring being cut.
    private var points: [(Double, Double)] = []
    private var scratch: [(Double, Double)] = []

    /// Adds the visible pieces of the line through world points `xs[i] + shift, ys[i]` for `i` in
    /// `indices`: Cyrus–Beck per segment; consecutive visible segments stay one part.
    mutating func addLine(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, indices: some Sequence<Int>,
                          shift: Double, projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for i in indices { points.append(projector.ground(xs[i] + shift, ys[i])) }
        addLine(projector: projector, to: &batch)
    }

    /// Adds the visible pieces of the line through `world` points (x already shifted to a copy).
    mutating func addLine(_ world: [(Double, Double)], projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for (x, y) in world { points.append(projector.ground(x, y)) }
        addLine(projector: projector, to: &batch)
    }

    /// Adds the ring through `world` points (x already shifted), cut to the drawn area
    /// (Sutherland–Hodgman), as one closed part of at least 3 points.
    mutating func addRing(_ world: [(Double, Double)], projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for (x, y) in world { points.append(projector.ground(x, y)) }
        for plane in projector.planes {
            guard points.count >= 3 else { return }
            scratch.removeAll(keepingCapacity: true)
            var previous = points[points.count - 1]
            var previousValue = plane.value(previous.0, previous.1)
            for current in points {
                let value = plane.value(current.0, current.1)
                if (value >= 0) != (previousValue >= 0) {
                    let t = previousValue / (previousValue - value)
                    scratch.append((previous.0 + t * (current.0 - previous.0), previous.1 + t * (current.1 - previous.1)))
                }
                if value >= 0 { scratch.append(current) }
                previous = current
                previousValue = value
            }
            swap(&points, &scratch)
        }
        guard points.count >= 3 else { return }
        for (rx, ry) in points { batch.append(projector.screen(rx, ry)) }
        batch.endPart(minimumPoints: 3)
    }

    private func addLine(projector: OverlayProjector, to batch: inout PolylineBatch) {
        guard points.count >= 2 else { return }
        let planes = projector.planes
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
            batch.append(projector.screen(previous.0 + t1 * dx, previous.1 + t1 * dy))
            if t1 < 1 { batch.endPart(); open = false }
        }
        if open { batch.endPart() }
    }
}
