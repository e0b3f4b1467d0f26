import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Rectangles in the view, bucketed by a uniform grid so that "does this rectangle touch any of
/// them" looks only at the cells it covers: label placement asks it thousands of times a frame, with
/// as many marker icons as the view shows.
struct RectGrid {
    /// Side of a cell, points.
    static let cellSize: CGFloat = 48

    private let origin: CGPoint
    private let columns: Int
    private let rows: Int
    private var cells: [[Int32]]
    private(set) var rects: [CGRect] = []

    /// A grid over `bounds`; rectangles outside it are kept in the border cells.
    init(bounds: CGRect) {
        let b = bounds.isNull || bounds.isInfinite ? .zero : bounds
        origin = b.origin
        columns = max(1, Int((b.width / Self.cellSize).rounded(.up)))
        rows = max(1, Int((b.height / Self.cellSize).rounded(.up)))
        cells = Array(repeating: [], count: columns * rows)
    }

    /// The cells `rect` covers, clamped to the grid; nil for an empty, null or non-finite rectangle.
    private func cellRange(_ rect: CGRect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        func index(_ v: CGFloat, _ o: CGFloat, _ count: Int) -> Int {
            min(max(Int(((v - o) / Self.cellSize).rounded(.down)), 0), count - 1)
        }
        return (index(rect.minX, origin.x, columns)...index(rect.maxX, origin.x, columns),
                index(rect.minY, origin.y, rows)...index(rect.maxY, origin.y, rows))
    }

    /// Adds a rectangle (ignored when empty or not finite).
    mutating func insert(_ rect: CGRect) {
        guard let (xs, ys) = cellRange(rect) else { return }
        let id = Int32(rects.count)
        rects.append(rect)
        for y in ys {
            for x in xs { cells[y * columns + x].append(id) }
        }
    }

    /// True when `rect` intersects a rectangle of the grid.
    func intersectsAny(_ rect: CGRect) -> Bool {
        guard let (xs, ys) = cellRange(rect) else { return false }
        for y in ys {
            for x in xs where cells[y * columns + x].contains(where: { rects[Int($0)].intersects(rect) }) {
                return true
            }
        }
        return false
    }
}
