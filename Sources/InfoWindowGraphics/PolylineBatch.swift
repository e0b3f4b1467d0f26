import Foundation
import InfoWindowCore

/// Many polylines or rings in view points, stored flat so a whole basemap layer goes to Cairo in one
/// path. Reused from frame to frame: ``removeAll()`` keeps the storage.
///
/// Its appends are `@inlinable`: the tiles and the overlays (other modules) add every vertex through
/// them, and a call per vertex across a module boundary cost vector-tile frames about a tenth.
@usableFromInline
package struct PolylineBatch: Sendable {
    /// Every point of every part, in order (only this type's methods change it).
    @usableFromInline package var points: [CGPoint] = []
    /// The index in ``points`` one past each finished part's last point (only this type's methods change it).
    @usableFromInline package var ends: [Int] = []
    @usableFromInline var start = 0

    /// An empty batch.
    package init() {}

    /// The number of finished parts.
    var partCount: Int { ends.count }

    /// The number of points of the finished parts.
    var pointCount: Int { ends.last ?? 0 }

    /// True when no part has been finished.
    package var isEmpty: Bool { ends.isEmpty }

    /// Adds a point to the part being built.
    @inlinable
    package mutating func append(_ point: CGPoint) { points.append(point) }

    /// Adds a point unless it lies within `tolerance` points (each way) of the part's last one: dense
    /// vertices cost Cairo's stroker and filler, not the picture (vector tiles).
    @inlinable
    package mutating func append(_ point: CGPoint, skippingWithin tolerance: CGFloat) {
        if points.count > start, let last = points.last, abs(last.x - point.x) < tolerance, abs(last.y - point.y) < tolerance {
            return
        }
        points.append(point)
    }

    /// Ends the part being built; a part shorter than `minimumPoints` is dropped.
    @inlinable
    package mutating func endPart(minimumPoints: Int = 2) {
        if points.count - start >= minimumPoints {
            ends.append(points.count)
            start = points.count
        } else {
            points.removeSubrange(start...)
        }
    }

    /// Each finished part's smallest and largest y, in order (one pass over the points).
    func partYRanges() -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        result.reserveCapacity(ends.count)
        points.withUnsafeBufferPointer { points in
            var from = 0
            for end in ends {
                var low = points[from].y, high = low
                for i in (from + 1)..<max(from + 1, end) {
                    let y = points[i].y
                    if y < low { low = y } else if y > high { high = y }
                }
                result.append(low...high)
                from = end
            }
        }
        return result
    }

    /// Empties the batch, keeping its storage.
    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        start = 0
    }
}
