/// A cluster an update's re-sweep forms anew.
struct PendingCluster {
    var x: Double, y: Double, weight: Double, count: Int
    var members: Range<Int>
}

/// What re-sweeping one level's changed rows found.
struct ResweepResult {
    /// What the replaced groups became one level down before the update (may repeat).
    var oldOut: [Int32] = []
    /// Nodes the new groups leave as they are.
    var passThrough: [Int32] = []
    /// Old clusters the new groups form again exactly.
    var reused: [Int32] = []
    /// New clusters, their members in `memberPool`.
    var pending: [PendingCluster] = []
    var memberPool: [Int32] = []
    /// Changed row-to-row state: list position and new value.
    var bitWrites: [(at: Int, value: Bool)] = []
}

extension LevelUpdater {
    /// Re-clusters level `level` (already edited) around its changed rows and applies the result
    /// to the nodes; returns level − 1's removals and insertions.
    ///
    /// A re-sweep starts one row above the first changed row, taking the row-to-row state left
    /// by the untouched rows above, and stops at the first row boundary past the changes where
    /// the next row loses exactly the same items to seeds above as before: from there on the
    /// full sweep would repeat the old one step for step.
    mutating func recluster(_ level: Int, removed: [Int32], inserted: [Int32],
                            index: inout PointClusterIndex) -> (removed: [Int32], inserted: [Int32]) {
        let li = level - options.minZoom
        let below = level - 1
        // The level's arrays are passed as temporaries so that the state write-back below edits
        // them in place instead of copying them.
        let found = resweep(level, removed: removed, inserted: inserted, list: index.levels[li],
                            bits: index.takenFromAbove[li], index: index)
        for write in found.bitWrites { index.takenFromAbove[li][write.at] = write.value }
        let oldOut = found.oldOut, passThrough = found.passThrough, reused = found.reused, pending = found.pending
        let memberPool = found.memberPool

        // Differences: what level − 1 loses and gains.
        var oldSet = Set<Int32>()
        var uniqueOld: [Int32] = []
        for node in oldOut where oldSet.insert(node).inserted { uniqueOld.append(node) }
        var newSet = Set<Int32>()
        var insertedNext: [Int32] = []
        for node in passThrough {
            if !oldSet.contains(node) { insertedNext.append(node) }
            newSet.insert(node)
            let p = index.nodes.parent[Int(node)]
            if p >= 0, Int(index.nodes.top[Int(p)]) == below { setParent(node, -1, &index.nodes) }
        }
        for node in reused { newSet.insert(node) }
        for cluster in pending {
            for member in memberPool[cluster.members] { setParent(member, index.nodes.parent[Int(member)], &index.nodes) }
            let node = index.nodes.appendCluster(x: cluster.x, y: cluster.y, weight: cluster.weight, count: cluster.count,
                                                 level: below, members: memberPool[cluster.members])
            newSet.insert(node)
            insertedNext.append(node)
        }
        var removedNext: [Int32] = []
        for node in uniqueOld where !newSet.contains(node) {
            removedNext.append(node)
            if index.nodes.isCluster(node), Int(index.nodes.top[Int(node)]) == below, index.nodes.alive[Int(node)] {
                index.nodes.alive[Int(node)] = false
                index.nodes.deadCount += 1
            }
        }
        return (removedNext, insertedNext)
    }

    /// Re-sweeps the changed rows of level `level` (see ``recluster(_:removed:inserted:index:)``)
    /// without changing anything: the replaced groups' old outputs, the new groups, and the
    /// row-to-row state to write back.
    mutating func resweep(_ level: Int, removed: [Int32], inserted: [Int32], list: [Int32], bits: [Bool],
                          index: PointClusterIndex) -> ResweepResult {
        let grid = index.grid(level)
        let width = grid.width
        var result = ResweepResult()
        let dirty = Array(Set((removed + inserted).map { grid.row(ofKey: index.key(of: $0, grid)) })).sorted()
        let insertedSorted = inserted.sorted()

        let below = level - 1
        for node in removed { result.oldOut.append(oldOutput(node, below, index.nodes)) }

        var d = 0
        while d < dirty.count {
            let firstRow = max(dirty[d] - 1, 0)
            let startPos = index.lowerBound(list, key: firstRow &* width, grid: grid)
            var span: Int64 = 2
            var endRow = Int64.max
            var stop = 0
            var n = 0
            while true {
                let lastRow = firstRow + span
                let seedEnd = lastRow >= width ? list.count : index.lowerBound(list, key: lastRow &* width, grid: grid)
                let endPos = seedEnd == list.count ? list.count : index.lowerBound(list, key: (lastRow + 1) &* width, grid: grid)
                n = endPos - startPos
                sweep.gather(list, range: startPos ..< endPos, nodes: index.nodes, grid: grid, parallel: false)
                var q = 0
                while q < n, sweep.key[q] < (firstRow + 1) &* width {
                    sweep.taken[q] = bits[startPos + q]
                    sweep.takenFromAbove[q] = bits[startPos + q]
                    q += 1
                }
                var convergedRow = Int64.max
                let finalRow: Int64? = seedEnd == list.count ? nil : lastRow - 1
                stop = sweep.run(n: n, seedEnd: seedEnd - startPos, grid: grid, atRowEnd: { row, next, keys, fromAbove in
                    if Self.contains(dirty, row + 1) { return false }
                    let rowEnd = (row + 2) &* width
                    var j = next
                    while j < keys.count, j < n, keys[j] < rowEnd {
                        if fromAbove[j] != bits[startPos + j] { return false }
                        j += 1
                    }
                    convergedRow = row
                    return true
                }, finalRow: finalRow)
                if stop >= 0 {
                    // No convergence means the window ran to the end of the list.
                    endRow = convergedRow
                    break
                }
                span *= 2
            }
            // Old outputs of the groups this re-sweep replaces.
            let firstRowEnd = (firstRow + 1) &* width
            for q in 0 ..< stop {
                let node = list[startPos + q]
                if Self.contains(insertedSorted, node) { continue }
                if sweep.key[q] < firstRowEnd, bits[startPos + q] { continue }
                result.oldOut.append(oldOutput(node, below, index.nodes))
            }
            var stateEnd = n
            if endRow != Int64.max {
                var q = stop
                while q < n, sweep.key[q] < (endRow + 2) &* width {
                    if bits[startPos + q] { result.oldOut.append(oldOutput(list[startPos + q], below, index.nodes)) }
                    q += 1
                }
                stateEnd = q
            }
            // New groups.
            for g in 0 ..< sweep.groupCount {
                let positions = sweep.group(g)
                if let c = sweep.cluster(ofGroup: g, minPoints: options.minPoints) {
                    let start = result.memberPool.count
                    for p in positions { result.memberPool.append(list[startPos + Int(p)]) }
                    let members = result.memberPool[start...]
                    let seedParent = parentBefore(members[start], index.nodes)
                    if seedParent >= 0, Int(index.nodes.top[Int(seedParent)]) == below, index.nodes.alive[Int(seedParent)],
                       index.nodes.childList(seedParent).elementsEqual(members) {
                        result.reused.append(seedParent)
                        result.memberPool.removeSubrange(start...)
                    } else {
                        result.pending.append(PendingCluster(x: c.x, y: c.y, weight: c.weight, count: c.count,
                                                      members: start ..< result.memberPool.count))
                    }
                } else {
                    for p in positions { result.passThrough.append(list[startPos + Int(p)]) }
                }
            }
            // The new row-to-row state of the rows after the first.
            for q in 0 ..< stateEnd where sweep.key[q] >= firstRowEnd && sweep.takenFromAbove[q] != bits[startPos + q] {
                result.bitWrites.append((startPos + q, sweep.takenFromAbove[q]))
            }
            while d < dirty.count, endRow != Int64.max, dirty[d] <= endRow + 1 { d += 1 }
            if endRow == Int64.max { break }
        }
        return result
    }

    /// What a node of this level became one level down before the update: the cluster that
    /// absorbed it there, or itself.
    func oldOutput(_ node: Int32, _ below: Int, _ nodes: NodeStore) -> Int32 {
        let p = parentBefore(node, nodes)
        return p >= 0 && Int(nodes.top[Int(p)]) == below ? p : node
    }

    /// Whether a sorted array holds `value`.
    static func contains<Value: Comparable>(_ sorted: [Value], _ value: Value) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == value
    }
}
