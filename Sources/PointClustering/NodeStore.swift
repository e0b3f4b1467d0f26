/// Every item (leaf) and cluster of an index, as parallel arrays indexed by node number.
///
/// A node is drawn at a contiguous range of levels: from `top` (the level it was made at —
/// `maxZoom + 1` for items, `z` for a cluster formed at zoom `z`) down to one level above its
/// parent's `top` (or `minZoom` if nothing absorbs it). Nodes never change once made; an update
/// that changes a cluster's items makes a new node and marks the old one dead.
struct NodeStore: Sendable {
    /// Position in the unit square.
    var x: [Double] = []
    var y: [Double] = []
    /// Sum of the items' weights.
    var weight: [Double] = []
    /// Items: the coordinate as given. Clusters: unused (their degrees come from x and y).
    var longitude: [Double] = []
    var latitude: [Double] = []
    /// Number of items.
    var count: [Int32] = []
    /// Items: the caller's ID. Clusters: unused.
    var itemID: [Int] = []
    /// The cluster that absorbs this node when zooming out, or −1.
    var parent: [Int32] = []
    /// The level the node was made at.
    var top: [UInt8] = []
    /// Clusters: their children are `children[childStart ..< childStart + childCount]`, seed
    /// first. Items: count 0.
    var childStart: [Int32] = []
    var childCount: [Int32] = []
    /// False once an update replaced or removed the node.
    var alive: [Bool] = []
    var children: [Int32] = []
    /// Number of dead nodes (for the compaction policy).
    var deadCount = 0

    var nodeCount: Int { x.count }

    @inline(__always)
    func isCluster(_ node: Int32) -> Bool { childCount[Int(node)] > 0 }

    /// The lowest level at which the node is drawn.
    @inline(__always)
    func lowLevel(_ node: Int32, minZoom: Int) -> Int {
        let p = parent[Int(node)]
        return p < 0 ? minZoom : Int(top[Int(p)]) + 1
    }

    mutating func reserve(_ n: Int) {
        x.reserveCapacity(n); y.reserveCapacity(n); weight.reserveCapacity(n)
        longitude.reserveCapacity(n); latitude.reserveCapacity(n); count.reserveCapacity(n)
        itemID.reserveCapacity(n); parent.reserveCapacity(n); top.reserveCapacity(n)
        childStart.reserveCapacity(n); childCount.reserveCapacity(n); alive.reserveCapacity(n)
    }

    /// Appends an item and returns its node number.
    mutating func appendLeaf(id: Int, longitude lon: Double, latitude lat: Double, weight w: Double,
                             x px: Double, y py: Double, level: Int) -> Int32 {
        let node = Int32(truncatingIfNeeded: x.count)
        x.append(px); y.append(py); weight.append(w)
        longitude.append(lon); latitude.append(lat); count.append(1)
        itemID.append(id); parent.append(-1); top.append(UInt8(truncatingIfNeeded: level))
        childStart.append(0); childCount.append(0); alive.append(true)
        return node
    }

    /// Appends a cluster made at `level` of the given children (seed first); sets their parent.
    mutating func appendCluster(x px: Double, y py: Double, weight w: Double, count c: Int,
                                level: Int, members: ArraySlice<Int32>) -> Int32 {
        let node = Int32(truncatingIfNeeded: x.count)
        x.append(px); y.append(py); weight.append(w)
        longitude.append(0); latitude.append(0); count.append(Int32(truncatingIfNeeded: c))
        itemID.append(0); parent.append(-1); top.append(UInt8(truncatingIfNeeded: level))
        childStart.append(Int32(truncatingIfNeeded: children.count))
        childCount.append(Int32(truncatingIfNeeded: members.count))
        alive.append(true)
        children.append(contentsOf: members)
        for m in members { parent[Int(m)] = node }
        return node
    }

    /// The children of a cluster, seed first.
    func childList(_ node: Int32) -> ArraySlice<Int32> {
        let start = Int(childStart[Int(node)])
        return children[start ..< start + Int(childCount[Int(node)])]
    }
}
