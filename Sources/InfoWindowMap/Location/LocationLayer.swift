import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The device's location (R31's location layer, above overlays and under markers, R34): the accuracy
/// circle in metres, the heading cone when there is a heading, the blue dot (grey when stale, D143).
/// A tap within a finger's reach of the dot is the SDK's `didTapMyLocation`.
@MainActor
final class LocationLayer: MapLayer {
    private unowned let map: MapView

    /// The dot's radius (points) inside its white ring, and the ring's.
    static let dotRadius: CGFloat = 7
    static let ringRadius: CGFloat = 9.5
    /// The heading cone's length (points) and half-angle (degrees).
    static let coneLength: CGFloat = 44
    static let coneHalfAngle: Double = 28
    /// The dot's blue, the SDK's.
    static let blue = Color(red: 0.259, green: 0.522, blue: 0.957)
    /// A stale dot's grey.
    static let grey = Color(red: 0.56, green: 0.58, blue: 0.6)

    init(map: MapView) {
        self.map = map
    }

    var slot: LayerSlot { .location }

    /// The dot's place in the view and the accuracy radius in points, or nil when nothing is drawn.
    static func placement(of map: MapView, projection: Projection) -> (center: CGPoint, accuracy: CGFloat)? {
        guard map.isMyLocationEnabled, let location = map.myLocation else { return nil }
        let center = projection.point(for: location.coordinate)
        guard center.x.isFinite, center.y.isFinite else { return nil }
        let metresPerWorld = 2 * Double.pi * SphericalGeometry.earthRadius
            * max(cos(location.coordinate.latitude * .pi / 180), 1e-6)
        let accuracy = location.horizontalAccuracy > 0
            ? CGFloat(location.horizontalAccuracy / metresPerWorld * projection.worldSize) : 0
        return (center, accuracy.isFinite ? min(accuracy, 1e6) : 0)
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let (center, accuracy) = Self.placement(of: map, projection: frame.projection) else { return }
        let color = map.isMyLocationStale ? Self.grey : Self.blue
        if accuracy > Self.ringRadius {
            let circle = Path(ellipseIn: CGRect(x: center.x - accuracy, y: center.y - accuracy,
                                                width: 2 * accuracy, height: 2 * accuracy))
            canvas.fill(circle, color: color.withAlphaComponent(0.16))
            canvas.stroke(circle, color: color.withAlphaComponent(0.45), lineWidth: 1)
        }
        if let heading = map.myHeading, !map.isMyLocationStale {
            // Screen angle: the heading relative to the camera's bearing, clockwise from up.
            let angle = (heading - frame.projection.camera.bearing - 90) * .pi / 180
            let half = Self.coneHalfAngle * .pi / 180
            var cone = Path()
            cone.move(to: center)
            cone.arc(center: center, radius: Self.coneLength, start: angle - half, end: angle + half)
            cone.close()
            canvas.fill(cone, color: color.withAlphaComponent(0.35))
        }
        let ring = Path(ellipseIn: CGRect(x: center.x - Self.ringRadius, y: center.y - Self.ringRadius,
                                          width: 2 * Self.ringRadius, height: 2 * Self.ringRadius))
        canvas.fill(ring, color: Color(white: 1))
        canvas.stroke(ring, color: Color(white: 0, alpha: 0.18), lineWidth: 0.75)
        canvas.fill(Path(ellipseIn: CGRect(x: center.x - Self.dotRadius, y: center.y - Self.dotRadius,
                                           width: 2 * Self.dotRadius, height: 2 * Self.dotRadius)), color: color)
    }

    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard let (center, _) = Self.placement(of: map, projection: projection) else { return nil }
        let reach = OverlayHitTest.fingerRadius + Self.ringRadius
        return hypot(point.x - center.x, point.y - center.y) <= reach ? .layer(self, point) : nil
    }

    func tapped(at point: CGPoint, on map: MapView) {
        map.myLocationDotTapped()
    }
}
