import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Projects map geometry for one frame and one world copy: world points in `quantum` units per world →
/// ground offsets from the camera target (points, bearing applied) → view points (perspective for tilt).
/// The one projector of everything drawn on the ground: vector and raster tiles (quantized tile units)
/// and overlays (`quantum` 1, `copy` 0: unwrapped Web Mercator, through `OverlayProjector`).
///
/// Unlike ``Projection/point(for:)`` it never wraps longitudes point by point, so a feature stays in
/// one piece; the caller draws each world copy the view shows. Parts that leave the area around the
/// view, or pass behind the camera, are clipped in ground space against the half-planes that bound
/// that area (``HalfPlaneClipper``), so Cairo only ever sees modest, finite coordinates.
package struct GroundProjector {
    /// A half-plane a·rx + b·ry + c ≥ 0 in ground offsets.
    package struct HalfPlane {
        package var a: Double, b: Double, c: Double
        /// The half-plane a·rx + b·ry + c ≥ 0.
        package init(a: Double, b: Double, c: Double) { self.a = a; self.b = b; self.c = c }
        @inline(__always) package func value(_ rx: Double, _ ry: Double) -> Double { a * rx + b * ry + c }
    }

    private let scaleToPoints: Double
    private let originX: Double, originY: Double
    private let cosB: Double, sinB: Double, cosT: Double, sinT: Double
    private let distance: Double
    private let centerX: Double, centerY: Double
    /// The ground area drawn: the view grown by a margin, and in front of the camera.
    package let planes: [HalfPlane]
    /// The quantized world box of that area, for culling: minX, minY, maxX, maxY.
    package let cullBox: (Double, Double, Double, Double)

    /// A projector for `projection`, drawing world copy `copy` (−1 is the copy west of the main one),
    /// clipping to the view bounds grown by `margin` points. `quantum` is quantized units per world.
    package init(projection: Projection, copy: Int, margin: Double, quantum: Double) {
        let camera = projection.camera
        scaleToPoints = projection.worldSize / quantum
        originX = (projection.target.x - Double(copy)) * quantum
        originY = projection.target.y * quantum
        let bearing = camera.bearing * .pi / 180, tilt = camera.viewingAngle * .pi / 180
        cosB = cos(bearing); sinB = sin(bearing); cosT = cos(tilt); sinT = sin(tilt)
        distance = projection.cameraDistance
        centerX = Double(projection.center.x); centerY = Double(projection.center.y)
        let d = distance
        let left = -margin - centerX, right = Double(projection.size.width) + margin - centerX
        let top = -margin - centerY, bottom = Double(projection.size.height) + margin - centerY
        var planes = [
            HalfPlane(a: d, b: left * sinT, c: -left * d),                 // x ≥ left
            HalfPlane(a: -d, b: -right * sinT, c: right * d),              // x ≤ right
            HalfPlane(a: 0, b: d * cosT + top * sinT, c: -top * d),        // y ≥ top
            HalfPlane(a: 0, b: -bottom * sinT - d * cosT, c: bottom * d),  // y ≤ bottom
        ]
        if sinT > 1e-9 {
            planes.append(HalfPlane(a: 0, b: -sinT, c: d * (1 - 2 * Projection.nearPlane)))
        }
        self.planes = planes
        let grown = CGRect(x: -margin, y: -margin, width: Double(projection.size.width) + 2 * margin,
                           height: Double(projection.size.height) + 2 * margin)
        let world = projection.worldBounds(of: grown)
        cullBox = ((world.minX - Double(copy)) * quantum, max(world.minY, 0) * quantum,
                   (world.maxX - Double(copy)) * quantum, min(world.maxY, 1) * quantum)
    }

    /// The ground offset (points, rotated by the bearing) of a quantized world point.
    @inline(__always)
    func ground(_ qx: Int32, _ qy: Int32) -> (Double, Double) {
        let ex = (Double(qx) - originX) * scaleToPoints
        let ey = (Double(qy) - originY) * scaleToPoints
        return (ex * cosB + ey * sinB, -ex * sinB + ey * cosB)
    }

    /// The ground offset of a world point given in quantized units as real numbers (vector tiles).
    @inline(__always)
    package func ground(x qx: Double, y qy: Double) -> (Double, Double) {
        let ex = (qx - originX) * scaleToPoints
        let ey = (qy - originY) * scaleToPoints
        return (ex * cosB + ey * sinB, -ex * sinB + ey * cosB)
    }

    /// The view point of a ground offset in front of the camera.
    @inline(__always)
    package func screen(_ rx: Double, _ ry: Double) -> CGPoint {
        let k = distance / (distance - ry * sinT)
        return CGPoint(x: centerX + rx * k, y: centerY + ry * cosT * k)
    }

    /// True when a ground offset lies in front of the camera (it can be projected).
    @inline(__always)
    package func isInFront(_ rx: Double, _ ry: Double) -> Bool {
        distance - ry * sinT > distance * Projection.nearPlane
    }

    /// True when the quantized box lies in the drawn area entirely (nothing to clip).
    package func contains(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) -> Bool {
        let corners = [ground(minX, minY), ground(maxX, minY), ground(minX, maxY), ground(maxX, maxY)]
        for plane in planes {
            for (rx, ry) in corners where plane.value(rx, ry) < 0 { return false }
        }
        return true
    }

    /// True when the quantized box may reach the drawn area.
    @inline(__always)
    func mayShow(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) -> Bool {
        Double(maxX) >= cullBox.0 && Double(minX) <= cullBox.2 && Double(maxY) >= cullBox.1 && Double(minY) <= cullBox.3
    }

    /// The world point, in quantized units of this projector's copy, of a ground offset (the inverse of
    /// ``ground(x:y:)``).
    package func world(ofGround rx: Double, _ ry: Double) -> (Double, Double) {
        let ex = rx * cosB - ry * sinB, ey = rx * sinB + ry * cosB
        return (originX + ex / scaleToPoints, originY + ey / scaleToPoints)
    }

    /// True when a ground offset lies inside every plane of the drawn area.
    @inline(__always)
    package func isDrawn(_ rx: Double, _ ry: Double) -> Bool {
        for plane in planes where plane.value(rx, ry) < 0 { return false }
        return true
    }

    /// The view scale factor at the bottom edge (> 1 under tilt): how much nearer ground is magnified.
    package func magnificationAtBottom(viewHeight: Double) -> Double {
        let v = viewHeight - centerY, d = distance
        let denominator = max(d * cosT + v * sinT, d * 1e-3)
        let ry = v * d / denominator
        return d / max(d - ry * sinT, d * Projection.nearPlane)
    }
}
