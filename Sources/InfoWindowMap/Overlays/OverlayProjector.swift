import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Projects overlay geometry for one frame: unwrapped Web Mercator points (x may leave 0…1, so a shape
/// across the antimeridian stays in one piece) → ground offsets from the camera target in points, turned
/// by the bearing → view points, in perspective under tilt.
///
/// ``Projection/point(for:)`` wraps each point to the world copy nearest the target; shapes must not be
/// wrapped point by point, so this projector takes an x already moved to one world copy (``copies(minX:maxX:)``
/// lists those the view shows). Geometry that leaves the view grown by a margin, or passes behind the
/// camera, is cut in ground space against half-planes (the view's edges seen on the ground), so Cairo only
/// sees modest, finite coordinates. The same arithmetic as `Projection` (a test holds them together).
struct OverlayProjector {
    /// A half-plane a·rx + b·ry + c ≥ 0 of ground offsets.
    struct HalfPlane {
        var a: Double, b: Double, c: Double
        @inline(__always) func value(_ rx: Double, _ ry: Double) -> Double { a * rx + b * ry + c }
    }

    let worldSize: Double
    private let targetX: Double, targetY: Double
    private let cosB: Double, sinB: Double, cosT: Double, sinT: Double
    private let distance: Double
    private let centerX: Double, centerY: Double
    /// The drawn area: the view grown by the margin, in front of the camera.
    let planes: [HalfPlane]
    /// The unwrapped world box of the drawn area, for culling.
    let cullMinX: Double, cullMinY: Double, cullMaxX: Double, cullMaxY: Double
    /// How much the view enlarges ground distances at most (1 without tilt; the near bottom edge under
    /// tilt): tolerances given in view points are divided by it on the ground.
    let magnification: Double

    /// A projector for `projection`, cutting geometry at the view bounds grown by `margin` points.
    init(projection: Projection, margin: Double) {
        let camera = projection.camera
        worldSize = projection.worldSize
        targetX = projection.target.x
        targetY = projection.target.y
        let bearing = camera.bearing * .pi / 180, tilt = camera.viewingAngle * .pi / 180
        cosB = cos(bearing); sinB = sin(bearing); cosT = cos(tilt); sinT = sin(tilt)
        distance = projection.cameraDistance
        centerX = Double(projection.center.x)
        centerY = Double(projection.center.y)
        let d = distance
        let left = -margin - centerX, right = Double(projection.size.width) + margin - centerX
        let top = -margin - centerY, bottom = Double(projection.size.height) + margin - centerY
        var planes = [
            HalfPlane(a: d, b: left * sinT, c: -left * d),
            HalfPlane(a: -d, b: -right * sinT, c: right * d),
            HalfPlane(a: 0, b: d * cosT + top * sinT, c: -top * d),
            HalfPlane(a: 0, b: -bottom * sinT - d * cosT, c: bottom * d),
        ]
        // Behind the camera the edges' inequalities turn round: keep well in front of it first.
        if sinT > 1e-9 { planes.insert(HalfPlane(a: 0, b: -sinT, c: d * (1 - 2 * Projection.nearPlane)), at: 0) }
        self.planes = planes
        let grown = CGRect(x: -margin, y: -margin, width: Double(projection.size.width) + 2 * margin,
                           height: Double(projection.size.height) + 2 * margin)
        let world = projection.worldBounds(of: grown)
        cullMinX = world.minX; cullMinY = world.minY; cullMaxX = world.maxX; cullMaxY = world.maxY
        // Near the bottom edge the ground is nearest: x is enlarged by k, y by k²·cos(tilt) ≤ k².
        let v = Double(projection.size.height) - centerY
        let ry = v * d / max(d * cosT + v * sinT, d * 1e-3)
        let k = d / max(d - ry * sinT, d * Projection.nearPlane)
        magnification = max(1, k * k)
    }

    /// The ground offset (points, turned by the bearing) of the unwrapped world point (x, y).
    @inline(__always)
    func ground(_ x: Double, _ y: Double) -> (Double, Double) {
        let ex = (x - targetX) * worldSize, ey = (y - targetY) * worldSize
        return (ex * cosB + ey * sinB, -ex * sinB + ey * cosB)
    }

    /// The view point of a ground offset in front of the camera.
    @inline(__always)
    func screen(_ rx: Double, _ ry: Double) -> CGPoint {
        let k = distance / (distance - ry * sinT)
        return CGPoint(x: centerX + rx * k, y: centerY + ry * cosT * k)
    }

    /// True when a ground offset lies inside every plane of the drawn area.
    @inline(__always)
    func isDrawn(_ rx: Double, _ ry: Double) -> Bool {
        for plane in planes where plane.value(rx, ry) < 0 { return false }
        return true
    }

    /// The view point of an unwrapped world point, or nil when it lies behind the camera.
    func point(_ x: Double, _ y: Double) -> CGPoint? {
        let (rx, ry) = ground(x, y)
        guard distance - ry * sinT > distance * Projection.nearPlane else { return nil }
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

extension OverlayProjector {
    /// The unwrapped world point of a ground offset (the inverse of ``ground(_:_:)``).
    func world(ofGround rx: Double, _ ry: Double) -> (Double, Double) {
        let ex = rx * cosB - ry * sinB, ey = rx * sinB + ry * cosB
        return (targetX + ex / worldSize, targetY + ey / worldSize)
    }
}
