import Foundation

/// A spatial index of marker positions in normalized Web Mercator space: a bucket quadtree that splits
/// a leaf when it holds more than ``capacity`` entries. Kept up to date as markers are added, moved and
/// removed; answers "which markers lie in this rectangle" for hit-testing and for culling a frame.
struct MarkerIndex {
    struct Entry {
        var id: Int32
        var x: Double
        var y: Double
    }

    private struct Node {
        var minX: Double
        var minY: Double
        var size: Double
        var depth: Int32
        /// Index of the first of four consecutive children, or -1 for a leaf.
        var firstChild: Int32 = -1
        var entries: [Entry] = []
    }

    /// Entries a leaf holds before it splits.
    static let capacity = 32
    /// Deepest level; leaves there grow without splitting (many markers on one spot).
    static let maximumDepth: Int32 = 26

    private var nodes: [Node] = [Node(minX: 0, minY: 0, size: 1, depth: 0)]
    /// Number of entries.
    private(set) var count = 0

    /// Adds `id` at `point`.
    mutating func insert(id: Int32, at point: MercatorPoint) {
        let (x, y) = Self.clamp(point)
        var node = leaf(containing: x, y)
        nodes[node].entries.append(Entry(id: id, x: x, y: y))
        count += 1
        while nodes[node].entries.count > Self.capacity && nodes[node].depth < Self.maximumDepth {
            split(node)
            node = leaf(containing: x, y)
        }
    }

    /// Removes `id`, which was inserted at `point`. Returns false when it was not there.
    @discardableResult
    mutating func remove(id: Int32, at point: MercatorPoint) -> Bool {
        let (x, y) = Self.clamp(point)
        let node = leaf(containing: x, y)
        guard let i = nodes[node].entries.firstIndex(where: { $0.id == id }) else { return false }
        nodes[node].entries.swapAt(i, nodes[node].entries.count - 1)
        nodes[node].entries.removeLast()
        count -= 1
        return true
    }

    /// Changes the id of the entry `old` at `point` to `new` (the map's storage moved the marker).
    mutating func renumber(_ old: Int32, to new: Int32, at point: MercatorPoint) {
        let (x, y) = Self.clamp(point)
        let node = leaf(containing: x, y)
        if let i = nodes[node].entries.firstIndex(where: { $0.id == old }) {
            nodes[node].entries[i].id = new
        }
    }

    /// Empties the index.
    mutating func removeAll() {
        nodes = [Node(minX: 0, minY: 0, size: 1, depth: 0)]
        count = 0
    }

    /// Calls `body` with every id whose point lies in the closed rectangle (x may run past 0…1: the
    /// part outside wraps around the world).
    func query(minX: Double, minY: Double, maxX: Double, maxY: Double, _ body: (Int32) -> Void) {
        guard minX <= maxX, minY <= maxY, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        if maxX - minX >= 1 {
            queryUnwrapped(minX: 0, minY: minY, maxX: 1, maxY: maxY, body)
            return
        }
        let shift = floor(minX)
        let x0 = minX - shift, x1 = maxX - shift
        if x1 <= 1 {
            queryUnwrapped(minX: x0, minY: minY, maxX: x1, maxY: maxY, body)
        } else {
            queryUnwrapped(minX: x0, minY: minY, maxX: 1, maxY: maxY, body)
            queryUnwrapped(minX: 0, minY: minY, maxX: x1 - 1, maxY: maxY, body)
        }
    }

    private func queryUnwrapped(minX: Double, minY: Double, maxX: Double, maxY: Double, _ body: (Int32) -> Void) {
        var stack: [Int32] = [0]
        stack.reserveCapacity(64)
        while let index = stack.popLast() {
            let node = nodes[Int(index)]
            if node.minX > maxX || node.minY > maxY || node.minX + node.size < minX || node.minY + node.size < minY {
                continue
            }
            if node.firstChild >= 0 {
                for k in 0..<4 { stack.append(node.firstChild + Int32(k)) }
                continue
            }
            let contained = node.minX >= minX && node.minY >= minY
                && node.minX + node.size <= maxX && node.minY + node.size <= maxY
            for entry in node.entries where contained
                || (entry.x >= minX && entry.x <= maxX && entry.y >= minY && entry.y <= maxY) {
                body(entry.id)
            }
        }
    }

    private func leaf(containing x: Double, _ y: Double) -> Int {
        var index = 0
        while nodes[index].firstChild >= 0 {
            let node = nodes[index]
            let half = node.size / 2
            let right = x >= node.minX + half ? 1 : 0
            let bottom = y >= node.minY + half ? 2 : 0
            index = Int(node.firstChild) + right + bottom
        }
        return index
    }

    private mutating func split(_ index: Int) {
        let node = nodes[index]
        let half = node.size / 2
        let first = Int32(nodes.count)
        for k in 0..<4 {
            nodes.append(Node(minX: node.minX + (k & 1 == 1 ? half : 0), minY: node.minY + (k & 2 == 2 ? half : 0),
                              size: half, depth: node.depth + 1))
        }
        let entries = nodes[index].entries
        nodes[index].entries = []
        nodes[index].firstChild = first
        for entry in entries {
            let right = entry.x >= node.minX + half ? 1 : 0
            let bottom = entry.y >= node.minY + half ? 2 : 0
            nodes[Int(first) + right + bottom].entries.append(entry)
        }
    }

    private static func clamp(_ p: MercatorPoint) -> (Double, Double) {
        let below1 = 1.0.nextDown
        return (min(max(p.x, 0), below1), min(max(p.y, 0), below1))
    }
}
