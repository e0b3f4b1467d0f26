import Foundation
import InfoWindowCore

/// A spatial index of overlay bounding boxes in Web Mercator (the world is 0…1 each way): which shapes
/// may lie under a tap, without asking every shape (R32, D45). Updated incrementally as shapes are
/// added, changed and removed.
///
/// A loose grid per level: a box is filed once, in the cell of its north-west corner at the level whose
/// cells are at least as large as the box (cells of 2^−level), so it reaches at most one cell east and
/// south. A point query looks at the few cells around the point on each level that holds boxes, then
/// checks the boxes themselves. Boxes cross the antimeridian as unwrapped x ranges (west edge in 0…<1,
/// east edge up to 2); one a whole world wide or wider is kept apart and matches every x.
struct OverlayIndex {
    struct Box: Equatable {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    static let deepestLevel = 24
    private var cells: [UInt64: [Int]] = [:]
    private var boxes: [Int: (box: Box, key: UInt64?)] = [:]
    private var perLevel = [Int](repeating: 0, count: deepestLevel + 1)
    private var everywhere: Set<Int> = []

    var count: Int { boxes.count }

    /// Files `id` under `box` (unwrapped world units), replacing what it was filed under before.
    mutating func set(_ id: Int, box unwrapped: Box) {
        remove(id)
        guard unwrapped.minX.isFinite, unwrapped.maxX.isFinite, unwrapped.minY.isFinite, unwrapped.maxY.isFinite else { return }
        let shift = unwrapped.minX.rounded(.down)
        let box = Box(minX: unwrapped.minX - shift, minY: unwrapped.minY, maxX: unwrapped.maxX - shift, maxY: unwrapped.maxY)
        let width = box.maxX - box.minX
        guard width < 1 else {
            everywhere.insert(id)
            boxes[id] = (box, nil)
            return
        }
        let size = max(width, box.maxY - box.minY, 1e-12)
        let level = min(max(Int(log2(1 / size).rounded(.down)), 0), Self.deepestLevel)
        let cellSize = exp2(-Double(level))
        let key = Self.key(level, Int((box.minX / cellSize).rounded(.down)), Int((box.minY / cellSize).rounded(.down)))
        cells[key, default: []].append(id)
        perLevel[level] += 1
        boxes[id] = (box, key)
    }

    /// Takes `id` out of the index.
    mutating func remove(_ id: Int) {
        guard let (_, key) = boxes.removeValue(forKey: id) else { return }
        guard let key else {
            everywhere.remove(id)
            return
        }
        cells[key]?.removeAll { $0 == id }
        if cells[key]?.isEmpty == true { cells[key] = nil }
        perLevel[Int(key >> 58)] -= 1
    }

    /// Calls `visit` with every id whose box holds a point within `rx` × `ry` of (`x`, `y`) (world units;
    /// `x` may be any unwrapped value).
    func query(x: Double, y: Double, rx: Double, ry: Double, _ visit: (Int) -> Void) {
        let qx = x - x.rounded(.down)
        func hits(_ box: Box) -> Bool {
            guard y + ry >= box.minY, y - ry <= box.maxY else { return false }
            if box.maxX - box.minX >= 1 { return true }
            for px in [qx, qx + 1] where px + rx >= box.minX && px - rx <= box.maxX { return true }
            return false
        }
        for id in everywhere where hits(boxes[id]?.box ?? Box(minX: 1, minY: 1, maxX: 0, maxY: 0)) { visit(id) }
        for level in 0...Self.deepestLevel where perLevel[level] > 0 {
            let cellSize = exp2(-Double(level))
            let y0 = Int(((y - ry - cellSize) / cellSize).rounded(.down)), y1 = Int(((y + ry) / cellSize).rounded(.down))
            for px in [qx, qx + 1] {
                let x0 = Int(((px - rx - cellSize) / cellSize).rounded(.down)), x1 = Int(((px + rx) / cellSize).rounded(.down))
                guard x1 - x0 < 64, y1 - y0 < 64 else { continue }
                for cx in x0...x1 {
                    for cy in y0...y1 {
                        guard let ids = cells[Self.key(level, cx, cy)] else { continue }
                        for id in ids {
                            guard let entry = boxes[id] else { continue }
                            // A box met from both x and x + 1 is visited once: at the first that holds it.
                            if px > qx, qx + rx >= entry.box.minX, qx - rx <= entry.box.maxX { continue }
                            if hits(entry.box) { visit(id) }
                        }
                    }
                }
            }
        }
    }

    private static func key(_ level: Int, _ cx: Int, _ cy: Int) -> UInt64 {
        UInt64(level) << 58 | UInt64(clamping: max(cx + 8, 0)) << 29 | UInt64(clamping: max(cy + 8, 0)) & 0x1FFF_FFFF
    }
}
