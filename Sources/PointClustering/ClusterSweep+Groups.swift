extension ClusterSweep {
    /// Number of groups the last sweep found.
    var groupCount: Int { groupStart.count - 1 }

    /// Window positions of group g's members, seed first.
    func group(_ g: Int) -> ArraySlice<Int32> {
        members[Int(groupStart[g]) ..< Int(groupStart[g + 1])]
    }

    /// What group g becomes: a cluster at the members' weighted centroid (offsets from the seed,
    /// summed in member order, so an update that sees the same members computes the same bits),
    /// or nil when the members stay as they are — a lone seed, or fewer than `minPoints` items.
    func cluster(ofGroup g: Int, minPoints: Int) -> (x: Double, y: Double, weight: Double, count: Int)? {
        let memberPositions = group(g)
        guard memberPositions.count > 1 else { return nil }
        // Offsets from the seed keep the sums small (exact for items at one point).
        let seed = Int(memberPositions[memberPositions.startIndex])
        let seedX = x[seed], seedY = y[seed]
        var items = 0
        var total = 0.0, sumX = 0.0, sumY = 0.0
        for p in memberPositions {
            let i = Int(p)
            items += Int(count[i])
            let w = weight[i]
            total += w
            sumX += w * (x[i] - seedX)
            sumY += w * (y[i] - seedY)
        }
        guard items >= minPoints else { return nil }
        return (seedX + sumX / total, seedY + sumY / total, total, items)
    }

    /// Copies the nodes `list[range]` into the window arrays, with their cell keys in `grid`.
    mutating func gather(_ list: [Int32], range: Range<Int>, nodes: NodeStore, grid: LevelGrid, parallel: Bool) {
        let n = range.count
        reset(count: n)
        let base = range.lowerBound
        list.withUnsafeBufferPointer { l in
        nodes.x.withUnsafeBufferPointer { nx in
        nodes.y.withUnsafeBufferPointer { ny in
        nodes.weight.withUnsafeBufferPointer { nw in
        nodes.count.withUnsafeBufferPointer { nc in
        x.withUnsafeMutableBufferPointer { wx in
        y.withUnsafeMutableBufferPointer { wy in
        weight.withUnsafeMutableBufferPointer { ww in
        count.withUnsafeMutableBufferPointer { wc in
        key.withUnsafeMutableBufferPointer { wk in
            forEachChunk(n, parallel: parallel) { chunk in
                for i in chunk {
                    let node = Int(l[base + i])
                    let px = nx[node], py = ny[node]
                    wx[i] = px
                    wy[i] = py
                    ww[i] = nw[node]
                    wc[i] = nc[node]
                    wk[i] = grid.key(x: px, y: py)
                }
            }
        }}}}}}}}}}
    }
}
