import Foundation

/// One thread's rasterizers for ``OwnShapeBands``, each with its own coverage buffers.
final class OwnShapeWorker {
    let strokes: ThinStrokeRasterizer
    let fills: AreaFillRasterizer

    /// Rasterizers for bitmaps of `width` × `height` pixels.
    init(width: Int, height: Int) {
        strokes = ThinStrokeRasterizer(width: width, height: height)
        fills = AreaFillRasterizer(width: width, height: height)
    }
}
