import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The markers (R31): above every overlay whatever its `zIndex`, ordered among themselves by `zIndex` then
/// order of addition, drawn from the spatial index's view query; taps hit the top tappable marker (R24).
/// Labels below keep clear of their icons (BM11).
@MainActor
final class MarkerLayer: MapLayer {
    private unowned let map: MapView
    /// The visible markers of the frame being drawn, bottom to top, with their Web Mercator points.
    private var entries: [(marker: Marker, world: MercatorPoint)] = []

    init(map: MapView) {
        self.map = map
    }

    var slot: LayerSlot { .markers }

    func prepare(_ frame: LayerFrame) {
        entries = map.visibleMarkerEntries(projection: frame.projection)
    }

    func addObstacles(to frame: inout LayerFrame) {
        if frame.wantsIconObstacles { frame.iconObstacles += iconFrames(projection: frame.projection, bounds: frame.bounds, scale: frame.scale) }
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        drawMarkers(entries, projection: frame.projection, bounds: frame.bounds, in: canvas)
        entries = []
    }

    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        map.markerHit(at: point, projection: projection).map { .marker($0) }
    }

    /// Where the drawn icons among `entries` show in the view: the bounding boxes of the bands of
    /// each icon's visible part (``Image/opaqueBands``), for those that touch the view (BM11).
    private func iconFrames(projection: Projection, bounds view: CGRect, scale: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(entries.count * Image.opaqueBandCount)
        for (marker, world) in entries where marker.drawnOpacity > 0 {
            guard let transform = map.iconTransform(of: marker, world: world, projection: projection) else { continue }
            let image = map.iconImage(of: marker, scale: scale)
            // The image fills the icon's size (an icon view's snapshot may be drawn at another size).
            let size = map.iconSize(of: marker)
            let sx = image.size.width > 0 ? size.width / image.size.width : 1
            let sy = image.size.height > 0 ? size.height / image.size.height : 1
            for band in image.opaqueBands {
                let part = CGRect(x: band.minX * sx, y: band.minY * sy, width: band.width * sx, height: band.height * sy)
                let box = transform.boundingBox(of: part)
                if box.intersects(view) { frames.append(box) }
            }
        }
        return frames
    }

    private func drawMarkers(_ entries: [(marker: Marker, world: MercatorPoint)], projection: Projection, bounds view: CGRect,
                             in canvas: Canvas) {
        var drawn = 0
        let scale = canvas.scale
        // Upright, opaque icons on whole pixels go to pixman directly when only the bitmap's edges clip:
        // the canvas is at the origin and the view covers whole pixels.
        let direct = canvas.wholePixelTranslation().map { $0.x == 0 && $0.y == 0 } == true
            && CGFloat(canvas.bitmap.width) == view.width * scale && CGFloat(canvas.bitmap.height) == view.height * scale
        if direct { canvas.beginDirectDrawing() }
        defer { if direct { canvas.endDirectDrawing() } }
        var defaultPin: Bitmap?
        for (marker, world) in entries {
            let opacity = marker.drawnOpacity
            guard opacity > 0, let transform = map.iconTransform(of: marker, world: world, projection: projection) else { continue }
            let image = map.iconImage(of: marker, scale: scale)
            let size = map.iconSize(of: marker)
            let box = transform.boundingBox(of: CGRect(origin: .zero, size: size))
            guard box.intersects(view) else { continue }
            let bitmap: Bitmap
            if image === MapView.defaultPin {
                bitmap = defaultPin ?? image.bitmap(forScale: scale, pins: map.pins)
                defaultPin = bitmap
            } else {
                bitmap = image.bitmap(forScale: scale, pins: map.pins)
            }
            let upright = !marker.isFlat && marker.drawnRotation.truncatingRemainder(dividingBy: 360) == 0
                && marker.drawnScale == 1
            if upright {
                // Upright icons land on whole pixels, copied as they are: crisp at any position.
                let exact = isPixelExact(bitmap, size: size, scale: scale)
                if direct && exact && opacity >= 1 {
                    canvas.composite(bitmap, atPixelX: Int((transform.tx * scale).rounded()),
                                     y: Int((transform.ty * scale).rounded()))
                } else {
                    let origin = canvas.pixelAligned(CGPoint(x: transform.tx, y: transform.ty))
                    canvas.draw(bitmap, in: CGRect(origin: origin, size: size), opacity: Double(opacity),
                                smooth: !exact)
                }
            } else {
                canvas.save()
                canvas.concat(transform)
                canvas.draw(bitmap, in: CGRect(origin: .zero, size: size), opacity: Double(opacity))
                canvas.restore()
            }
            drawn += 1
        }
        map.renderStatistics.markersDrawnLastFrame = drawn
    }

    private func isPixelExact(_ bitmap: Bitmap, size: CGSize, scale: CGFloat) -> Bool {
        CGFloat(bitmap.width) == (size.width * scale).rounded(.up) && CGFloat(bitmap.height) == (size.height * scale).rounded(.up)
    }

}

/// A visible marker's place in the drawing order: zIndex, then order of addition (R24's hit order,
/// reversed); its slot to find it again and its Web Mercator point.
struct DrawOrder: Comparable {
    let zIndex: Int32
    let sequence: UInt64
    let slot: Int32
    let world: MercatorPoint

    static func < (a: DrawOrder, b: DrawOrder) -> Bool {
        a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.sequence < b.sequence
    }
}
