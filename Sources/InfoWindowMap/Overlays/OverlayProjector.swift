import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// Projects overlay geometry for one frame: unwrapped Web Mercator points (x may leave 0…1, so a shape
/// across the antimeridian stays in one piece) → ground offsets from the camera target in points, turned
/// by the bearing → view points, in perspective under tilt.
///
/// ``Projection/point(for:)`` wraps each point to the world copy nearest the target; shapes must not be
/// wrapped point by point, so this projector takes an x already moved to one world copy (``copies(minX:maxX:)``
/// lists those the view shows). The arithmetic is the ground's own ``GroundProjector`` (in world units,
/// copy 0), and geometry is cut to its drawn area by the ground's ``HalfPlaneClipper``; this type adds
/// what overlays need on top: the unwrapped cull box, the world copies and the magnification under tilt.
struct OverlayProjector {
    /// The ground's projector in unwrapped world units.
    let groundProjector: GroundProjector
    /// Points per world at the camera's zoom.
    let worldSize: Double
    /// The unwrapped world box of the drawn area, for culling.
    let cullMinX: Double, cullMinY: Double, cullMaxX: Double, cullMaxY: Double
    /// How much the view enlarges ground distances at most (1 without tilt; the near bottom edge under
    /// tilt): tolerances given in view points are divided by it on the ground.
    let magnification: Double

    /// A projector for `projection`, cutting geometry at the view bounds grown by `margin` points.
    init(projection: Projection, margin: Double) {
        groundProjector = GroundProjector(projection: projection, copy: 0, margin: margin, quantum: 1)
        worldSize = projection.worldSize
        let grown = CGRect(x: -margin, y: -margin, width: Double(projection.size.width) + 2 * margin,
                           height: Double(projection.size.height) + 2 * margin)
        let world = projection.worldBounds(of: grown)
        cullMinX = world.minX; cullMinY = world.minY; cullMaxX = world.maxX; cullMaxY = world.maxY
        // Near the bottom edge the ground is nearest: x is enlarged by k, y by k²·cos(tilt) ≤ k².
        let k = groundProjector.magnificationAtBottom(viewHeight: Double(projection.size.height))
        magnification = max(1, k * k)
    }

    /// The drawn area: the view grown by the margin, in front of the camera.
    var planes: [GroundProjector.HalfPlane] { groundProjector.planes }

    /// The ground offset (points, turned by the bearing) of the unwrapped world point (x, y).
    @inline(__always)
    func ground(_ x: Double, _ y: Double) -> (Double, Double) { groundProjector.ground(x: x, y: y) }

    /// The view point of a ground offset in front of the camera.
    @inline(__always)
    func screen(_ rx: Double, _ ry: Double) -> CGPoint { groundProjector.screen(rx, ry) }

    /// True when a ground offset lies inside every plane of the drawn area.
    @inline(__always)
    func isDrawn(_ rx: Double, _ ry: Double) -> Bool { groundProjector.isDrawn(rx, ry) }

    /// The unwrapped world point of a ground offset (the inverse of ``ground(_:_:)``).
    func world(ofGround rx: Double, _ ry: Double) -> (Double, Double) { groundProjector.world(ofGround: rx, ry) }

    /// The view point of an unwrapped world point, or nil when it lies behind the camera.
    func point(_ x: Double, _ y: Double) -> CGPoint? {
        let (rx, ry) = ground(x, y)
        guard groundProjector.isInFront(rx, ry) else { return nil }
        return screen(rx, ry)
    }

    /// The whole-world shifts that bring an unwrapped x range into the drawn area, west to east: the
    /// world copies of a shape the view shows (none, one, or several when zoomed far out).
    func copies(minX: Double, maxX: Double) -> ClosedRange<Int>? {
        guard minX.isFinite, maxX.isFinite else { return nil }
        // A view that shows the horizon has a vast cull box: no more than 8 copies either way are drawn.
        let first = max(Int(max(min(cullMinX - maxX, 1e6), -1e6).rounded(.up)), -8)
        let last = min(Int(max(min(cullMaxX - minX, 1e6), -1e6).rounded(.down)), 8)
        return first <= last ? first...last : nil
    }

    /// True when the world box may reach the drawn area (in y; x is matched by ``copies(minX:maxX:)``).
    func mayShow(minY: Double, maxY: Double) -> Bool {
        maxY >= cullMinY && minY <= cullMaxY
    }
}
