/// Carries one update's changes down the levels of an index, from the item level to minZoom.
///
/// At each level it edits the sorted list (removals, insertions at their exact build-order
/// places) and then re-clusters only around the changed rows (`LevelUpdater+Resweep`), which
/// yields the next level's removals and insertions. It stops early when a level has none.
struct LevelUpdater {
    let options: ClusterOptions
    var sweep = ClusterSweep()
    /// Parents as they were before this update, for nodes whose parent it changed.
    var oldParent: [Int32: Int32] = [:]
    /// One bit per node number modulo 2¹⁶, set for every key of `oldParent`: most lookups (of
    /// the many unchanged nodes in a re-swept window) end here without hashing.
    var oldParentFilter = [UInt64](repeating: 0, count: 1024)

    init(options: ClusterOptions) {
        self.options = options
    }

    mutating func apply(removed firstRemoved: [Int32], inserted firstInserted: [Int32], to index: inout PointClusterIndex) {
        var removed = firstRemoved, inserted = firstInserted
        var level = index.leafLevel
        while !(removed.isEmpty && inserted.isEmpty) {
            mergeLevel(level, removed: removed, inserted: inserted, index: &index)
            if level == options.minZoom { break }
            (removed, inserted) = recluster(level, removed: removed, inserted: inserted, index: &index)
            level -= 1
        }
    }

    // MARK: Parents

    func parentBefore(_ node: Int32, _ nodes: NodeStore) -> Int32 {
        let bit = Int(node) & 0xFFFF
        guard oldParentFilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nodes.parent[Int(node)] }
        return oldParent[node] ?? nodes.parent[Int(node)]
    }

    mutating func setParent(_ node: Int32, _ parent: Int32, _ nodes: inout NodeStore) {
        if oldParent[node] == nil {
            oldParent[node] = nodes.parent[Int(node)]
            let bit = Int(node) & 0xFFFF
            oldParentFilter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        nodes.parent[Int(node)] = parent
    }

    // MARK: List edits

    /// Position of `node` in a level's sorted list, or nil if it is not there.
    func position(of node: Int32, in list: [Int32], grid: LevelGrid, index: PointClusterIndex) -> Int? {
        let key = index.key(of: node, grid)
        var p = index.lowerBound(list, key: key, grid: grid)
        while p < list.count, list[p] != node {
            if index.key(of: list[p], grid) != key { return nil }
            p += 1
        }
        return p < list.count ? p : nil
    }

    /// The build-order tie-breaker among a level's nodes in one cell: the item ID at the item
    /// level, else the position in the level below of the node's anchor (a cluster made at this
    /// level: its seed; any other node: itself).
    func tie(_ node: Int32, level: Int, index: PointClusterIndex) -> Int {
        if level == index.leafLevel { return index.nodes.itemID[Int(node)] }
        var anchor = node
        if index.nodes.isCluster(node), Int(index.nodes.top[Int(node)]) == level {
            anchor = index.nodes.children[Int(index.nodes.childStart[Int(node)])]
        }
        let below = level + 1
        let list = index.levels[below - options.minZoom]
        return position(of: anchor, in: list, grid: index.grid(below), index: index) ?? Int.max
    }

    /// Removes `removed` from and inserts `inserted` into level `level`'s list (and its
    /// row-to-row state, new entries false): a few edits in place, many by one merged copy.
    mutating func mergeLevel(_ level: Int, removed: [Int32], inserted: [Int32], index: inout PointClusterIndex) {
        let li = level - options.minZoom
        let grid = index.grid(level)
        var cuts: [Int] = []
        var entries: [(at: Int, key: Int64, tie: Int, node: Int32)] = []
        do {
            let list = index.levels[li]
            let removedSet = Set(removed)
            cuts = removed.compactMap { position(of: $0, in: list, grid: grid, index: index) }.sorted()
            for node in inserted {
                let key = index.key(of: node, grid)
                let tie = tie(node, level: level, index: index)
                var p = index.lowerBound(list, key: key, grid: grid)
                while p < list.count, index.key(of: list[p], grid) == key,
                      removedSet.contains(list[p]) || self.tie(list[p], level: level, index: index) < tie {
                    p += 1
                }
                entries.append((p, key, tie, node))
            }
            entries.sort { ($0.at, $0.key, $0.tie) < ($1.at, $1.key, $1.tie) }
        }
        let hasBits = level > options.minZoom
        if cuts.count + entries.count <= 2 {
            // Back to front, so earlier positions stay valid; at one position the removal of the
            // old node comes before the insertions that precede it.
            var c = cuts.count - 1, e = entries.count - 1
            while c >= 0 || e >= 0 {
                if c >= 0, e < 0 || cuts[c] >= entries[e].at {
                    index.levels[li].remove(at: cuts[c])
                    if hasBits { index.takenFromAbove[li].remove(at: cuts[c]) }
                    c -= 1
                } else {
                    index.levels[li].insert(entries[e].node, at: entries[e].at)
                    if hasBits { index.takenFromAbove[li].insert(false, at: entries[e].at) }
                    e -= 1
                }
            }
            return
        }
        let list = index.levels[li]
        let bits = hasBits ? index.takenFromAbove[li] : []
        var newList: [Int32] = []
        var newBits: [Bool] = []
        newList.reserveCapacity(list.count - cuts.count + entries.count)
        if hasBits { newBits.reserveCapacity(newList.capacity) }
        var from = 0, c = 0, e = 0
        // Copy runs between edit points in bulk.
        while from < list.count || e < entries.count {
            let nextCut = c < cuts.count ? cuts[c] : list.count
            let nextEntry = e < entries.count ? entries[e].at : list.count
            let upTo = min(nextCut, nextEntry)
            if upTo > from {
                newList.append(contentsOf: list[from ..< upTo])
                if hasBits { newBits.append(contentsOf: bits[from ..< upTo]) }
                from = upTo
            }
            if e < entries.count, entries[e].at == from {
                newList.append(entries[e].node)
                if hasBits { newBits.append(false) }
                e += 1
            } else if c < cuts.count, cuts[c] == from {
                from += 1
                c += 1
            } else if from >= list.count {
                break
            }
        }
        index.levels[li] = newList
        if hasBits { index.takenFromAbove[li] = newBits }
    }
}
