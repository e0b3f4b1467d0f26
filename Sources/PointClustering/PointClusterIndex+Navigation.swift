extension PointClusterIndex {
    /// The node of a cluster ID if it names a live cluster of this index.
    func clusterNode(_ id: ClusterID) -> Int32? {
        guard id.generation == generation, id.node >= 0, Int(id.node) < nodes.nodeCount,
              nodes.alive[Int(id.node)], nodes.isCluster(id.node) else { return nil }
        return id.node
    }

    /// The marker of a cluster, or nil if the ID is stale or unknown. O(1).
    public func cluster(_ id: ClusterID) -> ClusterMarker? {
        clusterNode(id).map { marker(for: $0) }
    }

    /// What a cluster splits into one zoom deeper (at ``expansionZoom(of:)``): two or more
    /// clusters and items, the cluster's seed first. Nil if the ID is stale. O(children).
    public func children(of id: ClusterID) -> [ClusterMarker]? {
        guard let node = clusterNode(id) else { return nil }
        return nodes.childList(node).map { marker(for: $0) }
    }

    /// The items of a cluster, `limit` of them after skipping `offset` (for paging), in a fixed
    /// order. Nil if the ID is stale. O(L · b + limit) for L levels and b children per cluster:
    /// whole subtrees before `offset` are skipped by their counts.
    public func leaves(of id: ClusterID, limit: Int = 10, offset: Int = 0) -> [ClusterMarker]? {
        guard let node = clusterNode(id) else { return nil }
        var result: [ClusterMarker] = []
        guard limit > 0 else { return result }
        var skip = max(0, offset)
        collectLeaves(node, skip: &skip, limit: limit, into: &result)
        return result
    }

    private func collectLeaves(_ node: Int32, skip: inout Int, limit: Int, into result: inout [ClusterMarker]) {
        guard nodes.isCluster(node) else {
            if skip > 0 { skip -= 1 } else { result.append(marker(for: node)) }
            return
        }
        for child in nodes.childList(node) {
            if result.count >= limit { return }
            let size = Int(nodes.count[Int(child)])
            if skip >= size {
                skip -= size
                continue
            }
            collectLeaves(child, skip: &skip, limit: limit, into: &result)
        }
    }

    /// The zoom at which a cluster splits into its ``children(of:)`` (for "tap to zoom in"):
    /// one more than the deepest zoom that draws it. Nil if the ID is stale. O(1).
    public func expansionZoom(of id: ClusterID) -> Int? {
        clusterNode(id).map { Int(nodes.top[Int($0)]) + 1 }
    }

    /// The zooms at which a cluster is drawn (it is formed at the upper end and merges into its
    /// parent below the lower end). Nil if the ID is stale. O(1).
    public func zoomRange(of id: ClusterID) -> ClosedRange<Int>? {
        clusterNode(id).map { nodes.lowLevel($0, minZoom: options.minZoom) ... Int(nodes.top[Int($0)]) }
    }

    /// The cluster this cluster merges into when zooming out, or nil if it never merges (or the
    /// ID is stale). O(1).
    public func parentCluster(of id: ClusterID) -> ClusterID? {
        guard let node = clusterNode(id) else { return nil }
        let parent = nodes.parent[Int(node)]
        return parent < 0 ? nil : ClusterID(generation: generation, node: parent)
    }

    /// The cluster that holds an item at a zoom, or nil when the item is drawn alone there (or
    /// is not in the index). An open info window asks this to see its item fold into a cluster.
    /// O(log n + L).
    public func cluster(containing itemID: Int, atZoom zoom: Double) -> ClusterID? {
        guard let leaf = node(ofItem: itemID) else { return nil }
        let level = level(forZoom: zoom)
        var node = leaf
        while nodes.lowLevel(node, minZoom: options.minZoom) > level {
            node = nodes.parent[Int(node)]
        }
        return node == leaf ? nil : ClusterID(generation: generation, node: node)
    }

    /// The marker of an item as it would be drawn alone (its own coordinate), or nil. O(log n).
    public func item(_ itemID: Int) -> ClusterMarker? {
        node(ofItem: itemID).map { marker(for: $0) }
    }
}
