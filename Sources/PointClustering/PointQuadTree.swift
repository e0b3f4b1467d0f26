/// An axis-aligned rectangle for ``PointQuadTree``, in the caller's planar units.
public struct QuadTreeBounds: Sendable, Hashable {
    /// Smallest x.
    public var minX: Double
    /// Smallest y.
    public var minY: Double
    /// Largest x.
    public var maxX: Double
    /// Largest y.
    public var maxY: Double

    /// A rectangle from its corners (edges included).
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Whether the point lies inside or on the edge.
    public func contains(x: Double, y: Double) -> Bool {
        x >= minX && x <= maxX && y >= minY && y <= maxY
    }

    /// Whether the rectangles overlap (touching counts).
    public func intersects(_ other: QuadTreeBounds) -> Bool {
        other.minX <= maxX && other.maxX >= minX && other.minY <= maxY && other.maxY >= minY
    }
}

/// A point quadtree: items at points in fixed bounds, found by rectangle.
///
/// The counterpart of the Maps SDK Utility Library's GQTPointQuadTree. Nodes live in one flat
/// array (four children stored together) and each leaf keeps its items in a bucket; a leaf
/// splits into four when its bucket exceeds `bucketCapacity`, unless it is `maxDepth` deep
/// (so many items at one point cannot split it forever). Removing items does not merge nodes;
/// ``clear()`` starts afresh.
///
/// - Complexity: add and remove O(d + b) for depth d ≤ maxDepth and bucket size b; search
///   O(nodes visited + k) for k items found; memory O(n).
public struct PointQuadTree<Item: Equatable & Sendable>: Sendable {
    struct Entry: Sendable {
        var x: Double
        var y: Double
        var item: Item
    }

    struct Node: Sendable {
        var bounds: QuadTreeBounds
        var depth: Int32
        /// Index of the first of four children, or −1 for a leaf.
        var firstChild: Int32 = -1
        /// Index of the leaf's bucket.
        var bucket: Int32
    }

    /// The area the tree covers; points outside it are not added.
    public let bounds: QuadTreeBounds
    /// Items a leaf holds before it splits. Default 32.
    public let bucketCapacity: Int
    /// Depth below which leaves no longer split. Default 24.
    public let maxDepth: Int
    var nodes: [Node] = []
    var buckets: [[Entry]] = []
    /// The number of items in the tree.
    public private(set) var count = 0

    /// An empty tree over `bounds` (which must be finite, with min ≤ max, for anything to be added).
    public init(bounds: QuadTreeBounds, bucketCapacity: Int = 32, maxDepth: Int = 24) {
        self.bounds = bounds
        self.bucketCapacity = max(1, bucketCapacity)
        self.maxDepth = min(max(0, maxDepth), 60)
        clear()
    }

    /// Removes every item. O(1) amortised (storage is released).
    public mutating func clear() {
        nodes = [Node(bounds: bounds, depth: 0, bucket: 0)]
        buckets = [[]]
        count = 0
    }

    /// Adds an item at (x, y). Returns false, adding nothing, when the point is outside
    /// ``bounds`` or not finite. An item may be added more than once (at the same or other points).
    @discardableResult
    public mutating func add(_ item: Item, x: Double, y: Double) -> Bool {
        guard x.isFinite, y.isFinite, bounds.contains(x: x, y: y) else { return false }
        var node = 0
        while nodes[node].firstChild >= 0 { node = child(of: node, x: x, y: y) }
        let bucket = Int(nodes[node].bucket)
        buckets[bucket].append(Entry(x: x, y: y, item: item))
        count += 1
        if buckets[bucket].count > bucketCapacity, Int(nodes[node].depth) < maxDepth { split(node) }
        return true
    }

    /// Removes one copy of `item` added at (x, y). Returns false when there is none.
    @discardableResult
    public mutating func remove(_ item: Item, x: Double, y: Double) -> Bool {
        guard x.isFinite, y.isFinite, bounds.contains(x: x, y: y) else { return false }
        var node = 0
        while nodes[node].firstChild >= 0 { node = child(of: node, x: x, y: y) }
        let bucket = Int(nodes[node].bucket)
        guard let at = buckets[bucket].firstIndex(where: { $0.x == x && $0.y == y && $0.item == item }) else { return false }
        buckets[bucket].swapAt(at, buckets[bucket].count - 1)
        buckets[bucket].removeLast()
        count -= 1
        return true
    }

    /// The items whose points lie in `area` (edges included), in no particular order.
    public func search(in area: QuadTreeBounds) -> [Item] {
        var found: [Item] = []
        search(in: area) { item, _, _ in found.append(item) }
        return found
    }

    /// Calls `visit` with each item in `area` and its point, without building an array.
    public func search(in area: QuadTreeBounds, _ visit: (Item, Double, Double) -> Void) {
        guard area.intersects(bounds) else { return }
        var stack: [Int32] = [0]
        while let node = stack.popLast() {
            let n = nodes[Int(node)]
            guard n.bounds.intersects(area) else { continue }
            if n.firstChild >= 0 {
                stack.append(contentsOf: n.firstChild ..< n.firstChild + 4)
                continue
            }
            for entry in buckets[Int(n.bucket)] where area.contains(x: entry.x, y: entry.y) {
                visit(entry.item, entry.x, entry.y)
            }
        }
    }

    /// The child of an inner node that holds (x, y): quadrants 0 NW(min,min) 1 NE 2 SW 3 SE,
    /// points on a midline going to the larger side.
    private func child(of node: Int, x: Double, y: Double) -> Int {
        let b = nodes[node].bounds
        let midX = b.minX + (b.maxX - b.minX) / 2, midY = b.minY + (b.maxY - b.minY) / 2
        return Int(nodes[node].firstChild) + (x >= midX ? 1 : 0) + (y >= midY ? 2 : 0)
    }

    private mutating func split(_ node: Int) {
        let b = nodes[node].bounds
        let midX = b.minX + (b.maxX - b.minX) / 2, midY = b.minY + (b.maxY - b.minY) / 2
        let depth = nodes[node].depth + 1
        let first = Int32(nodes.count)
        let quadrants = [QuadTreeBounds(minX: b.minX, minY: b.minY, maxX: midX, maxY: midY),
                         QuadTreeBounds(minX: midX, minY: b.minY, maxX: b.maxX, maxY: midY),
                         QuadTreeBounds(minX: b.minX, minY: midY, maxX: midX, maxY: b.maxY),
                         QuadTreeBounds(minX: midX, minY: midY, maxX: b.maxX, maxY: b.maxY)]
        let oldBucket = Int(nodes[node].bucket)
        let entries = buckets[oldBucket]
        buckets[oldBucket] = []
        for (k, quadrant) in quadrants.enumerated() {
            // The first child reuses the parent's bucket slot.
            let bucket = k == 0 ? Int32(oldBucket) : Int32(buckets.count)
            if k > 0 { buckets.append([]) }
            nodes.append(Node(bounds: quadrant, depth: depth, bucket: bucket))
        }
        nodes[node].firstChild = first
        for entry in entries {
            let target = child(of: node, x: entry.x, y: entry.y)
            buckets[Int(nodes[target].bucket)].append(entry)
        }
        // One crowded quadrant may need splitting again (bounded by maxDepth).
        for target in Int(first) ..< Int(first) + 4
        where buckets[Int(nodes[target].bucket)].count > bucketCapacity && Int(depth) < maxDepth {
            split(target)
        }
    }
}
