import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The open info window (R31): above every marker (R11), its bitmap drawn on whole pixels (D12); taps on
/// it are window taps (R9). Labels below keep clear of it.
@MainActor
final class InfoWindowLayer: MapLayer {
    private unowned let map: MapView

    init(map: MapView) {
        self.map = map
    }

    var slot: LayerSlot { .infoWindow }

    func addObstacles(to frame: inout LayerFrame) {
        if let shown = map.selection.shown, let rect = map.windowFrame(of: shown, projection: frame.projection) {
            frame.obstacles.append(rect)
        }
        for window in map.selection.placed {
            if let rect = map.placedFrame(of: window.marker, side: window.side, size: window.layout.frameSize, projection: frame.projection) {
                frame.obstacles.append(rect)
            }
        }
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        map.drawPlacedWindows(projection: frame.projection, in: canvas)
        guard let shown = map.selection.shown, let rect = map.windowFrame(of: shown, projection: frame.projection),
              let rendered = map.renderedWindow() else { return }
        let m = rendered.margin
        let origin = canvas.pixelAligned(CGPoint(x: rect.minX - m, y: rect.minY - m))
        let size = CGSize(width: CGFloat(rendered.bitmap.width) / rendered.scale,
                          height: CGFloat(rendered.bitmap.height) / rendered.scale)
        canvas.draw(rendered.bitmap, in: CGRect(origin: origin, size: size), smooth: false)
    }

    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard let shown = map.selection.shown, let rect = map.windowFrame(of: shown, projection: projection),
              rect.contains(point) else { return nil }
        return .infoWindow(shown.marker, CGPoint(x: point.x - rect.minX, y: point.y - rect.minY))
    }
}
