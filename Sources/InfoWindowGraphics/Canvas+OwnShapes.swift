internal import CCairo
import Foundation
import InfoWindowCore

/// Thin shape strokes drawn by ``ThinStrokeRasterizer`` (D136) and shape fills drawn by
/// ``AreaFillRasterizer`` (D137) straight into the bitmap's pixels, when that is what Cairo would draw
/// into: no group, source over, a transform that only scales (equally) and moves, and a clip that is one
/// rectangle of whole device pixels. Anything else goes to Cairo.
extension Canvas {
    /// Which of shapes' thin strokes and fills new canvases draw themselves rather than through Cairo:
    /// both, unless the environment variable `INFOWINDOW_CAIRO_SHAPES` says `strokes` (Cairo strokes),
    /// `fills` (Cairo fills) or anything else (Cairo both, as before D136). For measuring one against the
    /// other: `infowindow-bench` changes it between frames on the main thread; nothing else writes it.
    nonisolated(unsafe) package static var ownShapesByDefault = ownShapes(cairo: ProcessInfo.processInfo.environment["INFOWINDOW_CAIRO_SHAPES"])

    /// What `INFOWINDOW_CAIRO_SHAPES` set to `cairo` (nil: unset) leaves to our rasterizers (D138).
    package static func ownShapes(cairo: String?) -> (strokes: Bool, fills: Bool) {
        switch cairo {
        case nil: return (true, true)
        case "strokes": return (false, true)
        case "fills": return (true, false)
        default: return (false, false)
        }
    }

    /// How many threads draw the recorded shapes of a frame at once (D202): the environment variable
    /// `INFOWINDOW_SHAPE_THREADS` when it is a number from 1 to 64, else the processor count, at most 4.
    /// The pixels do not depend on it (D203). `infowindow-bench` may change it on the main thread.
    nonisolated(unsafe) package static var ownShapeThreadsByDefault = shapeThreads(
        environment: ProcessInfo.processInfo.environment["INFOWINDOW_SHAPE_THREADS"])

    /// The thread count `INFOWINDOW_SHAPE_THREADS` set to `value` (nil: unset) asks for (D202).
    package static func shapeThreads(environment value: String?) -> Int {
        if let value, let n = Int(value), (1...64).contains(n) { return n }
        return min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Strokes `batch` with our own rasterizer when it may (see the type's notes) and returns true, or
    /// returns false having drawn nothing.
    func strokeThin(_ batch: PolylineBatch, closing: Bool, color: Color, lineWidth: CGFloat) -> Bool {
        guard drawsThinStrokesItself, let target = ownShapeTarget() else { return false }
        let deviceWidth = Double(lineWidth) * target.scale
        guard deviceWidth > 0, deviceWidth <= ThinStrokeRasterizer.maximumWidth else { return false }
        return recordingOwn(color) { word in
            ownShapes.stroke(batch, closing: closing, width: deviceWidth, color: word, target: target)
        }
    }

    /// Fills `rings` less `holes` with our own scan converter when it may and returns true, or returns
    /// false having drawn nothing.
    func fillOwn(_ rings: PolylineBatch, holes: [PolylineBatch], color: Color) -> Bool {
        guard drawsFillsItself, let target = ownShapeTarget() else { return false }
        return recordingOwn(color) { word in ownShapes.fill(rings, holes: holes, color: word, target: target) }
    }

    /// Starts keeping our rasterizers' shapes instead of drawing each at once (D202): they are drawn,
    /// in bands on ``ownShapeThreads`` threads, before anything else touches the pixels (any Cairo call
    /// through ``cr``, a direct composite, ``finish()``) and at the matching ``endDeferringOwnShapes()``.
    /// Runs nest.
    package func beginDeferringOwnShapes() {
        deferringOwnShapes += 1
    }

    /// Ends a run begun by ``beginDeferringOwnShapes()``, drawing what was kept.
    package func endDeferringOwnShapes() {
        deferringOwnShapes = max(0, deferringOwnShapes - 1)
        flushOwnShapes()
    }

    /// Draws the shapes kept so far (nothing when none is), in the order they were recorded.
    func flushOwnShapes() {
        guard !ownShapes.isEmpty else { return }
        let threads = max(1, ownShapeThreads)
        while ownShapeWorkers.count < threads {
            ownShapeWorkers.append(OwnShapeWorker(width: bitmap.width, height: bitmap.height))
        }
        bitmap.flush()
        let pixels = OwnShapeBands.Pixels(base: UnsafeMutableRawPointer(bitmap.baseAddress), stride: bitmap.stride,
                                          width: bitmap.width, height: bitmap.height)
        OwnShapeBands.draw(ownShapes, into: pixels, workers: ownShapeWorkers, threads: threads)
        ownShapes.removeAll()
        bitmap.markDirty()
    }

    /// Records a shape with `color` as a premultiplied pixel word, and draws it at once unless shapes
    /// are being deferred; a fully transparent colour draws nothing. True: the shape is taken.
    private func recordingOwn(_ color: Color, _ record: (UInt32) -> Void) -> Bool {
        let word = ThinStrokeRasterizer.premultipliedWord(color)
        guard word >> 24 != 0 else { return true }
        if !holdsOwnShapeStorage {
            let storage = OwnShapeStorage.take(width: bitmap.width, height: bitmap.height)
            ownShapes = storage.recording
            ownShapeWorkers = storage.workers
            holdsOwnShapeStorage = true
        }
        record(word)
        if deferringOwnShapes == 0 { flushOwnShapes() }
        return true
    }

    /// The bitmap's pixels, clip and transform, when a stroke may be drawn into them directly.
    private func ownShapeTarget() -> ThinStrokeRasterizer.Target? {
        // The context itself, not `cr`: reading its state draws nothing, so the kept shapes may wait.
        guard cairo_get_group_target(context) == bitmap.surface, cairo_get_operator(context) == CAIRO_OPERATOR_OVER else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy, m.x0.isFinite, m.y0.isFinite else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let rect = list.pointee.rectangles?.pointee else { return nil }
        // The clip in device pixels: it must fall on whole pixels, or Cairo would blend its edges.
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < 1e9 ? Int(r) : nil
        }
        guard let x0 = whole(rect.x * m.xx + m.x0), let y0 = whole(rect.y * m.yy + m.y0),
              let x1 = whole((rect.x + rect.width) * m.xx + m.x0), let y1 = whole((rect.y + rect.height) * m.yy + m.y0)
        else { return nil }
        return ThinStrokeRasterizer.Target(pixels: UnsafeMutableRawPointer(bitmap.baseAddress), stride: bitmap.stride,
                                           clipMinX: x0, clipMinY: y0, clipMaxX: x1, clipMaxY: y1,
                                           scale: m.xx, offsetX: m.x0, offsetY: m.y0)
    }
}
