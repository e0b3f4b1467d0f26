internal import InfoWindowCore

/// Builds every level of a ``PointClusterIndex`` from its items.
struct IndexBuilder {
    let options: ClusterOptions
    let grids: [LevelGrid]
    var sorter = RadixSorter()
    var sweep = ClusterSweep()
    /// Key buffer reused by every level's sort.
    var sortKeys: [Int64] = []

    init(options: ClusterOptions, grids: [LevelGrid]) {
        self.options = options
        self.grids = grids
    }

    func grid(_ level: Int) -> LevelGrid { grids[level - options.minZoom] }

    /// Fills `index` from validated columns (finite coordinates, valid weights, equal lengths).
    mutating func build(ids: [Int], longitudes: [Double], latitudes: [Double], weights: [Double]?,
                        into index: inout PointClusterIndex) throws(PointClusteringError) {
        let n = ids.count
        let parallel = options.usesParallelism
        let leafLevel = options.maxZoom + 1
        var px = [Double](repeating: 0, count: n)
        var py = [Double](repeating: 0, count: n)
        px.withUnsafeMutableBufferPointer { xs in
            py.withUnsafeMutableBufferPointer { ys in
                forEachChunk(n, parallel: parallel) { chunk in
                    for i in chunk {
                        xs[i] = WebMercator.x(longitude: longitudes[i])
                        ys[i] = WebMercator.y(latitude: latitudes[i])
                    }
                }
            }
        }
        let byID = try sortedByID(ids)
        index.lookupIDs = byID.map { ids[Int($0)] }

        // The item level: sorted by cell, ties by ID (byID is already in ID order, and the sort is stable).
        let leafGrid = grid(leafLevel)
        var keys = [Int64](repeating: 0, count: n)
        keys.withUnsafeMutableBufferPointer { k in
            forEachChunk(n, parallel: parallel) { chunk in
                for i in chunk {
                    let item = Int(byID[i])
                    k[i] = leafGrid.key(x: px[item], y: py[item])
                }
            }
        }
        var order = byID
        sorter.sort(keys: &keys, values: &order, bits: leafGrid.keyBits)

        // Items become nodes 0 ..< n in cell order, so each level's reads stay local.
        var nodes = NodeStore()
        nodes.reserve(n + n / 2 + 16)
        nodes.x = order.map { px[Int($0)] }
        nodes.y = order.map { py[Int($0)] }
        nodes.weight = weights.map { w in order.map { w[Int($0)] } } ?? [Double](repeating: 1, count: n)
        nodes.longitude = order.map { longitudes[Int($0)] }
        nodes.latitude = order.map { latitudes[Int($0)] }
        nodes.itemID = order.map { ids[Int($0)] }
        nodes.count = [Int32](repeating: 1, count: n)
        nodes.parent = [Int32](repeating: -1, count: n)
        nodes.top = [UInt8](repeating: UInt8(truncatingIfNeeded: leafLevel), count: n)
        nodes.childStart = [Int32](repeating: 0, count: n)
        nodes.childCount = [Int32](repeating: 0, count: n)
        nodes.alive = [Bool](repeating: true, count: n)
        nodes.reserve(n + n / 2 + 16)
        index.nodes = nodes
        var nodeOfItem = [Int32](repeating: 0, count: n)
        for k in 0 ..< n { nodeOfItem[Int(order[k])] = Int32(truncatingIfNeeded: k) }
        index.lookupNodes = byID.map { nodeOfItem[Int($0)] }
        px = []
        py = []
        nodeOfItem = []

        let levelCount = leafLevel - options.minZoom + 1
        index.levels = [[Int32]](repeating: [], count: levelCount)
        index.takenFromAbove = [[Bool]](repeating: [], count: levelCount)
        var list = (0 ..< n).map { Int32(truncatingIfNeeded: $0) }
        for level in stride(from: leafLevel, to: options.minZoom, by: -1) {
            var next = clusterLevel(level, list: list, nodes: &index.nodes)
            index.takenFromAbove[level - options.minZoom] = Array(sweep.takenFromAbove[0 ..< list.count])
            index.levels[level - options.minZoom] = list
            sortLevel(level - 1, list: &next, nodes: index.nodes)
            list = next
        }
        index.levels[0] = list
        index.count = n
    }

    /// Clusters level `level` (its sorted `list`) into the unsorted node list of level − 1, in
    /// the order of each node's anchor in `list`.
    mutating func clusterLevel(_ level: Int, list: [Int32], nodes: inout NodeStore) -> [Int32] {
        let m = list.count
        sweep.gather(list, range: 0 ..< m, nodes: nodes, grid: grid(level), parallel: options.usesParallelism)
        _ = sweep.run(n: m, seedEnd: m, grid: grid(level))
        var out = [Int32](repeating: -1, count: m)
        var memberNodes: [Int32] = []
        for g in 0 ..< sweep.groupCount {
            let positions = sweep.group(g)
            if let c = sweep.cluster(ofGroup: g, minPoints: options.minPoints) {
                memberNodes.removeAll(keepingCapacity: true)
                for p in positions { memberNodes.append(list[Int(p)]) }
                let node = nodes.appendCluster(x: c.x, y: c.y, weight: c.weight, count: c.count,
                                               level: level - 1, members: memberNodes[...])
                out[Int(positions[positions.startIndex])] = node
            } else {
                for p in positions { out[Int(p)] = list[Int(p)] }
            }
        }
        var next: [Int32] = []
        next.reserveCapacity(m)
        for node in out where node >= 0 { next.append(node) }
        return next
    }

    /// Sorts a level's list by cell key, stably.
    mutating func sortLevel(_ level: Int, list: inout [Int32], nodes: NodeStore) {
        let levelGrid = grid(level)
        var keys = sortKeys
        sortKeys = []
        if keys.count != list.count {
            keys.removeAll(keepingCapacity: true)
            keys.append(contentsOf: repeatElement(0, count: list.count))
        }
        defer { sortKeys = keys }
        keys.withUnsafeMutableBufferPointer { k in
            list.withUnsafeBufferPointer { l in
                forEachChunk(l.count, parallel: options.usesParallelism) { chunk in
                    for i in chunk {
                        let node = Int(l[i])
                        k[i] = levelGrid.key(x: nodes.x[node], y: nodes.y[node])
                    }
                }
            }
        }
        sorter.sort(keys: &keys, values: &list, bits: levelGrid.keyBits)
    }

    /// Item indices in ascending ID order (ties impossible: repeats throw).
    mutating func sortedByID(_ ids: [Int]) throws(PointClusteringError) -> [Int32] {
        let n = ids.count
        var order = (0 ..< n).map { Int32(truncatingIfNeeded: $0) }
        guard n > 1, let lowest = ids.min(), let highest = ids.max() else { return order }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        if !overflow, span < 1 << 62 {
            var keys = ids.map { Int64($0 &- lowest) }
            sorter.sort(keys: &keys, values: &order, bits: max(1, 64 - UInt64(span).leadingZeroBitCount))
        } else {
            order.sort { ids[Int($0)] != ids[Int($1)] ? ids[Int($0)] < ids[Int($1)] : $0 < $1 }
        }
        for k in 1 ..< n where ids[Int(order[k])] == ids[Int(order[k - 1])] {
            throw .duplicateItemID(index: Int(max(order[k], order[k - 1])), id: ids[Int(order[k])])
        }
        return order
    }
}
