import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A spatial index of marker positions in normalized Web Mercator space: a bucket quadtree that splits
/// a leaf when it holds more than ``capacity`` entries. Kept up to date as markers are added, moved and
/// removed; answers "which markers lie in this rectangle" for hit-testing and for culling a frame.
///
/// A node stores only its first child and its entries (16 bytes); its square follows from the path to
/// it and is worked out on the way down. Small nodes keep more of a million markers' tree (some 60,000
/// nodes) in the processor's caches: adding markers at random places is bound by cache misses on the way
/// down.
struct MarkerIndex {
    struct Entry {
        var id: Int32
        var x: Double
        var y: Double
    }

    private struct Node {
        /// Index of the first of four consecutive children (west-north, east-north, west-south,
        /// east-south), or -1 for a leaf.
        var firstChild: Int32 = -1
        var entries: [Entry] = []
    }

    /// A node and its square.
    private struct Place {
        var node: Int
        var minX: Double
        var minY: Double
        var size: Double
        var depth: Int32

        static let root = Place(node: 0, minX: 0, minY: 0, size: 1, depth: 0)
    }

    /// Entries a leaf holds before it splits.
    static let capacity = 32
    /// Deepest level; leaves there grow without splitting (many markers on one spot).
    static let maximumDepth: Int32 = 26

    private var nodes: [Node] = [Node()]
    /// Number of entries.
    private(set) var count = 0

    /// Adds `id` at `point`. The entry keeps the point as given (drawing reads it back); the tree files
    /// it by the point clamped into the world square.
    mutating func insert(id: Int32, at point: MercatorPoint) {
        let (x, y) = Self.clamp(point)
        var place = leaf(containing: x, y)
        nodes[place.node].entries.append(Entry(id: id, x: point.x, y: point.y))
        count += 1
        while nodes[place.node].entries.count > Self.capacity && place.depth < Self.maximumDepth {
            split(place)
            place = leaf(containing: x, y, from: place)
        }
    }

    /// Removes `id`, which was inserted at `point`. Returns false when it was not there.
    @discardableResult
    mutating func remove(id: Int32, at point: MercatorPoint) -> Bool {
        let (x, y) = Self.clamp(point)
        let node = leaf(containing: x, y).node
        guard let i = nodes[node].entries.firstIndex(where: { $0.id == id }) else { return false }
        nodes[node].entries.swapAt(i, nodes[node].entries.count - 1)
        nodes[node].entries.removeLast()
        count -= 1
        return true
    }

    /// Changes the id of the entry `old` at `point` to `new` (the map's storage moved the marker).
    mutating func renumber(_ old: Int32, to new: Int32, at point: MercatorPoint) {
        let (x, y) = Self.clamp(point)
        let node = leaf(containing: x, y).node
        if let i = nodes[node].entries.firstIndex(where: { $0.id == old }) {
            nodes[node].entries[i].id = new
        }
    }

    /// Empties the index.
    mutating func removeAll() {
        nodes = [Node()]
        count = 0
    }

    /// Calls `body` with every id whose point lies in the closed rectangle (x may run past 0…1: the
    /// part outside wraps around the world).
    func query(minX: Double, minY: Double, maxX: Double, maxY: Double, _ body: (Int32) -> Void) {
        query(minX: minX, minY: minY, maxX: maxX, maxY: maxY) { (entry: Entry) in body(entry.id) }
    }

    /// Calls `body` with every entry (id and point as inserted) whose point lies in the closed
    /// rectangle, as ``query(minX:minY:maxX:maxY:_:)`` does with ids.
    func query(minX: Double, minY: Double, maxX: Double, maxY: Double, _ body: (Entry) -> Void) {
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

    private func queryUnwrapped(minX: Double, minY: Double, maxX: Double, maxY: Double, _ body: (Entry) -> Void) {
        // Nodes are read in place: copying a node (and retaining its entries) per visit cost more
        // than the comparisons.
        nodes.withUnsafeBufferPointer { nodes in
            var stack: [Place] = [.root]
            stack.reserveCapacity(64)
            while let place = stack.popLast() {
                let x0 = place.minX, y0 = place.minY, size = place.size
                if x0 > maxX || y0 > maxY || x0 + size < minX || y0 + size < minY { continue }
                let firstChild = nodes[place.node].firstChild
                if firstChild >= 0 {
                    let half = size / 2
                    for k in 0..<4 {
                        stack.append(Place(node: Int(firstChild) + k, minX: x0 + (k & 1 == 1 ? half : 0),
                                           minY: y0 + (k & 2 == 2 ? half : 0), size: half, depth: place.depth + 1))
                    }
                    continue
                }
                let contained = x0 >= minX && y0 >= minY && x0 + size <= maxX && y0 + size <= maxY
                nodes[place.node].entries.withUnsafeBufferPointer { entries in
                    for entry in entries where contained || Self.clamped(entry, inside: minX, minY, maxX, maxY) {
                        body(entry)
                    }
                }
            }
        }
    }

    /// The leaf whose square holds (x, y), searching down from `start` (the root by default).
    private func leaf(containing x: Double, _ y: Double, from start: Place = .root) -> Place {
        var place = start
        while nodes[place.node].firstChild >= 0 {
            let half = place.size / 2
            let right = x >= place.minX + half
            let bottom = y >= place.minY + half
            place = Place(node: Int(nodes[place.node].firstChild) + (right ? 1 : 0) + (bottom ? 2 : 0),
                          minX: right ? place.minX + half : place.minX, minY: bottom ? place.minY + half : place.minY,
                          size: half, depth: place.depth + 1)
        }
        return place
    }

    private mutating func split(_ place: Place) {
        let half = place.size / 2
        let first = Int32(nodes.count)
        nodes.append(contentsOf: repeatElement(Node(), count: 4))
        let entries = nodes[place.node].entries
        nodes[place.node].entries = []
        nodes[place.node].firstChild = first
        for entry in entries {
            let (x, y) = Self.clamp(MercatorPoint(x: entry.x, y: entry.y))
            let right = x >= place.minX + half ? 1 : 0
            let bottom = y >= place.minY + half ? 2 : 0
            nodes[Int(first) + right + bottom].entries.append(entry)
        }
    }

    /// Whether the entry's point, clamped into the world square as the tree files it, lies in the box.
    private static func clamped(_ e: Entry, inside minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Bool {
        let (x, y) = clamp(MercatorPoint(x: e.x, y: e.y))
        return x >= minX && x <= maxX && y >= minY && y <= maxY
    }

    private static func clamp(_ p: MercatorPoint) -> (Double, Double) {
        let below1 = 1.0.nextDown
        return (min(max(p.x, 0), below1), min(max(p.y, 0), below1))
    }
}
