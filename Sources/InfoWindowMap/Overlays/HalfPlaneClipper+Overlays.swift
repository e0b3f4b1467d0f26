import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

extension HalfPlaneClipper {
    /// Adds the visible pieces of the line through world points `xs[i] + shift, ys[i]` for `i` in
    /// `indices`, projected by `projector`, to `batch`.
    mutating func addLine(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, indices: some Sequence<Int>,
                          shift: Double, projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for i in indices { points.append(projector.ground(xs[i] + shift, ys[i])) }
        addLine(planes: projector.planes, projector: projector.groundProjector, to: &batch)
    }

    /// Adds the visible pieces of the line through `world` points (x already shifted to a copy).
    mutating func addLine(_ world: [(Double, Double)], projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for (x, y) in world { points.append(projector.ground(x, y)) }
        addLine(planes: projector.planes, projector: projector.groundProjector, to: &batch)
    }

    /// Adds the ring through `world` points (x already shifted), cut to the drawn area, as one closed part
    /// of at least 3 points.
    mutating func addRing(_ world: [(Double, Double)], projector: OverlayProjector, to batch: inout PolylineBatch) {
        points.removeAll(keepingCapacity: true)
        for (x, y) in world { points.append(projector.ground(x, y)) }
        addRing(planes: projector.planes, projector: projector.groundProjector, to: &batch)
    }
}
