import Foundation
import InfoWindowCore

/// The strokes and fills of a frame that our own rasterizers draw (D136, D137), kept in drawing order
/// so that they can be drawn later in horizontal bands on several threads (D202). Each shape carries
/// its own colour, clip and transform, so what the canvas does between recording and drawing does not
/// change it; the points are copied into storage kept from frame to frame.
struct OwnShapeRecording: Sendable {
    /// A run of parts: `pointCount` points from `pointStart` of ``points``, ending (relative to
    /// `pointStart`, as ``PolylineBatch/ends``) at the `endCount` entries from `endStart` of ``ends``.
    struct Parts: Sendable {
        var pointStart: Int, pointCount: Int
        var endStart: Int, endCount: Int
    }

    /// What a shape is: a stroke `width` device pixels wide (rings when `closing`), or a fill whose
    /// first parts are the rings and each further one a hole.
    enum Kind: Sendable {
        case stroke(width: Double, closing: Bool)
        case fill
    }

    /// One shape: its parts (a range of ``parts``), colour (a premultiplied word), device clip
    /// (half-open), user-to-device scale and offset, and the device rows it may touch.
    struct Shape: Sendable {
        var kind: Kind
        var parts: Range<Int>
        var color: UInt32
        var clipMinX: Int, clipMinY: Int, clipMaxX: Int, clipMaxY: Int
        var scale: Double, offsetX: Double, offsetY: Double
        /// The rows `top ..< bottom` outside which the shape draws nothing (a bound, for skipping).
        var top: Int, bottom: Int
    }

    private(set) var points: [CGPoint] = []
    private(set) var ends: [Int] = []
    private(set) var parts: [Parts] = []
    private(set) var shapes: [Shape] = []

    /// True when nothing is recorded.
    var isEmpty: Bool { shapes.isEmpty }

    /// The points recorded, a rough measure of the work.
    var pointCount: Int { points.count }

    /// Forgets every shape, keeping the storage.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        parts.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
    }

    /// Records a stroke of `batch`'s parts.
    mutating func stroke(_ batch: PolylineBatch, closing: Bool, width: Double, color: UInt32,
                         target: ThinStrokeRasterizer.Target) {
        let first = parts.count
        append(batch)
        add(.stroke(width: width, closing: closing), parts: first..<parts.count, color: color, target: target,
            reach: width / 2 + 1)
    }

    /// Records a fill of `rings` less `holes`.
    mutating func fill(_ rings: PolylineBatch, holes: [PolylineBatch], color: UInt32, target: ThinStrokeRasterizer.Target) {
        let first = parts.count
        append(rings)
        for hole in holes { append(hole) }
        add(.fill, parts: first..<parts.count, color: color, target: target, reach: 1)
    }

    private mutating func append(_ batch: PolylineBatch) {
        let count = batch.pointCount
        parts.append(Parts(pointStart: points.count, pointCount: count, endStart: ends.count, endCount: batch.ends.count))
        points.append(contentsOf: batch.points[..<count])
        ends.append(contentsOf: batch.ends)
    }

    /// Adds the shape with its rows: its points' extent in device rows grown by `reach` pixels, within
    /// the clip (all of the clip's rows when a point is not finite or far out).
    private mutating func add(_ kind: Kind, parts range: Range<Int>, color: UInt32, target: ThinStrokeRasterizer.Target,
                              reach: Double) {
        var low = Double.infinity, high = -Double.infinity
        for index in range {
            let p = parts[index]
            for i in p.pointStart..<(p.pointStart + p.pointCount) {
                let y = Double(points[i].y)
                if y < low { low = y }
                if y > high { high = y }
            }
        }
        var top = target.clipMinY, bottom = target.clipMaxY
        let deviceLow = low * target.scale + target.offsetY - reach, deviceHigh = high * target.scale + target.offsetY + reach
        if deviceLow.isFinite, deviceHigh.isFinite, abs(deviceLow) < 1e9, abs(deviceHigh) < 1e9 {
            top = max(top, Int(deviceLow.rounded(.down)))
            bottom = min(bottom, Int(deviceHigh.rounded(.up)) + 1)
        }
        shapes.append(Shape(kind: kind, parts: range, color: color, clipMinX: target.clipMinX, clipMinY: target.clipMinY,
                            clipMaxX: target.clipMaxX, clipMaxY: target.clipMaxY, scale: target.scale,
                            offsetX: target.offsetX, offsetY: target.offsetY, top: top, bottom: bottom))
    }
}
