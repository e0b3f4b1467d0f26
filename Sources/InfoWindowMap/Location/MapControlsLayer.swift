import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The map's buttons (R31's chrome, R34): the my-location button in the bottom-right corner while
/// `settings.myLocationButton` and `isMyLocationEnabled`, and the compass in the top-right corner while
/// `settings.compassButton` and the camera is turned or tilted (D144). Both inside the map's padding.
@MainActor
final class MapControlsLayer: MapLayer {
    private unowned let map: MapView

    /// The buttons' side (points) and their distance from the view's edges.
    static let side: CGFloat = 40
    static let margin: CGFloat = 12

    init(map: MapView) {
        self.map = map
    }

    var slot: LayerSlot { .chrome }
    var zIndex: Int32 { 1 }

    /// Where the my-location button is, or nil when it is not shown. Above the attribution line.
    static func myLocationButtonFrame(of map: MapView, bounds: CGRect) -> CGRect? {
        guard map.settings.myLocationButton, map.isMyLocationEnabled else { return nil }
        let inset = map.padding
        return CGRect(x: bounds.maxX - inset.right - margin - side, y: bounds.maxY - inset.bottom - margin - side - 14,
                      width: side, height: side)
    }

    /// Where the compass is, or nil when it is not shown (the camera faces north, flat).
    static func compassFrame(of map: MapView, bounds: CGRect) -> CGRect? {
        guard map.settings.compassButton, map.camera.bearing != 0 || map.camera.viewingAngle != 0 else { return nil }
        let inset = map.padding
        return CGRect(x: bounds.maxX - inset.right - margin - side, y: bounds.minY + inset.top + margin,
                      width: side, height: side)
    }

    func addObstacles(to frame: inout LayerFrame) {
        if let rect = Self.myLocationButtonFrame(of: map, bounds: frame.bounds) { frame.obstacles.append(rect) }
        if let rect = Self.compassFrame(of: map, bounds: frame.bounds) { frame.obstacles.append(rect) }
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        if let rect = Self.myLocationButtonFrame(of: map, bounds: frame.bounds) { drawMyLocationButton(in: rect, canvas) }
        if let rect = Self.compassFrame(of: map, bounds: frame.bounds) {
            drawCompass(in: rect, bearing: frame.projection.camera.bearing, canvas)
        }
    }

    private func drawMyLocationButton(in rect: CGRect, _ canvas: Canvas) {
        let disc = Path(ellipseIn: rect)
        canvas.fill(disc, color: Color(white: 1, alpha: 0.95))
        canvas.stroke(disc, color: Color(white: 0, alpha: 0.25), lineWidth: 1)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let ink = map.myLocation == nil ? Color(white: 0.45) : LocationLayer.blue
        var crosshair = Path()
        for (dx, dy) in [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)] {
            crosshair.move(to: CGPoint(x: c.x + 6 * dx, y: c.y + 6 * dy))
            crosshair.line(to: CGPoint(x: c.x + 11 * dx, y: c.y + 11 * dy))
        }
        canvas.stroke(crosshair, color: ink, lineWidth: 2)
        canvas.stroke(Path(ellipseIn: CGRect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)), color: ink, lineWidth: 2)
        canvas.fill(Path(ellipseIn: CGRect(x: c.x - 3, y: c.y - 3, width: 6, height: 6)), color: ink)
    }

    private func drawCompass(in rect: CGRect, bearing: Double, _ canvas: Canvas) {
        let disc = Path(ellipseIn: rect)
        canvas.fill(disc, color: Color(white: 1, alpha: 0.95))
        canvas.stroke(disc, color: Color(white: 0, alpha: 0.25), lineWidth: 1)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        // North turns with the map: against the camera's bearing.
        let angle = -bearing * .pi / 180
        func at(_ length: CGFloat, _ turn: Double) -> CGPoint {
            CGPoint(x: c.x + length * CGFloat(sin(angle + turn)), y: c.y - length * CGFloat(cos(angle + turn)))
        }
        var north = Path(), south = Path()
        north.move(to: at(14, 0)); north.line(to: at(5, .pi / 2)); north.line(to: at(5, -.pi / 2)); north.close()
        south.move(to: at(14, .pi)); south.line(to: at(5, .pi / 2)); south.line(to: at(5, -.pi / 2)); south.close()
        canvas.fill(north, color: Color(red: 0.86, green: 0.2, blue: 0.18))
        canvas.fill(south, color: Color(white: 0.55))
    }

    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        let bounds = CGRect(origin: .zero, size: projection.size)
        if let rect = Self.myLocationButtonFrame(of: map, bounds: bounds), rect.contains(point) { return .layer(self, point) }
        if let rect = Self.compassFrame(of: map, bounds: bounds), rect.contains(point) { return .layer(self, point) }
        return nil
    }

    func tapped(at point: CGPoint, on map: MapView) {
        let bounds = CGRect(origin: .zero, size: map.bounds.size)
        if let rect = Self.myLocationButtonFrame(of: map, bounds: bounds), rect.contains(point) {
            map.myLocationButtonTapped()
        } else if let rect = Self.compassFrame(of: map, bounds: bounds), rect.contains(point) {
            map.compassTapped()
        }
    }
}
