/// The greedy clustering of one level, as a sweep over its cell-sorted list.
///
/// Items are visited in list order (row-major cells). An item not yet taken becomes a seed and
/// takes every untaken item within `radius` of it. Because a cell's side equals the radius, those
/// items lie in the seed's cell, the next cell of its row, or the three cells below — and all
/// items before the seed are already taken — so the sweep reads the rest of the seed's row and
/// one cursor into the next row, both only moving forward. Seeds are more than `radius` apart, so
/// each cell is read by a bounded number of seeds: the sweep is O(n) even when many items share
/// one position.
///
/// The only state that crosses a row boundary is which items of the next row were taken from
/// above (`takenFromAbove`); that is what lets an update resume the sweep at any row.
struct ClusterSweep {
    /// Asked at each row boundary whether an update's re-sweep may stop (see `run`).
    typealias RowEndCheck = (_ row: Int64, _ next: Int, _ keys: UnsafeBufferPointer<Int64>,
                             _ takenFromAbove: UnsafeBufferPointer<Bool>) -> Bool

    /// Gathered data of the window being swept, in list order.
    var x: [Double] = []
    var y: [Double] = []
    var weight: [Double] = []
    var count: [Int32] = []
    var key: [Int64] = []
    /// Whether each item is taken; on entry, the items taken by seeds before the window.
    var taken: [Bool] = []
    /// Whether each item was taken by a seed in the row above it.
    var takenFromAbove: [Bool] = []
    /// Groups found: group g is `members[groupStart[g] ..< groupStart[g + 1]]`, seed first.
    var groupStart: [Int32] = []
    var members: [Int32] = []

    /// Sizes the arrays for `n` items and clears the groups; `taken`/`takenFromAbove` are reset.
    mutating func reset(count n: Int) {
        if x.count < n {
            let grow = max(n, x.count * 3 / 2)
            x = [Double](repeating: 0, count: grow)
            y = [Double](repeating: 0, count: grow)
            weight = [Double](repeating: 0, count: grow)
            count = [Int32](repeating: 0, count: grow)
            key = [Int64](repeating: 0, count: grow)
            taken = [Bool](repeating: false, count: grow)
            takenFromAbove = [Bool](repeating: false, count: grow)
        }
        taken.withUnsafeMutableBufferPointer { t in
            for i in 0..<n { t[i] = false }
        }
        takenFromAbove.withUnsafeMutableBufferPointer { t in
            for i in 0..<n { t[i] = false }
        }
        groupStart.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        groupStart.append(0)
    }

    /// Sweeps items `0 ..< n`, letting items `0 ..< seedEnd` be seeds.
    ///
    /// After the last seed of each row `a`, `atRowEnd(a, i, keys, takenFromAbove)` is asked (with
    /// `i` the first item after that row, and the window's keys and row-to-row state) whether to stop; a true answer ends the sweep there. Returns the position
    /// where the sweep stopped: `seedEnd` when it ran out of seeds (and, if `finalRow` is given —
    /// the window's last seed row, for windows that end before the list — the check after that
    /// row said stop), or −1 when such a window ended unconverged.
    mutating func run(n: Int, seedEnd: Int, grid: LevelGrid,
                      atRowEnd: RowEndCheck? = nil, finalRow: Int64? = nil) -> Int {
        let width = grid.width
        let radius2 = grid.cellSize * grid.cellSize
        var stopAt = seedEnd
        var groupsStart: [Int32] = []
        var memberList: [Int32] = []
        swap(&groupsStart, &groupStart)
        swap(&memberList, &members)
        defer {
            swap(&groupsStart, &groupStart)
            swap(&memberList, &members)
        }
        x.withUnsafeBufferPointer { px in
        y.withUnsafeBufferPointer { py in
        key.withUnsafeBufferPointer { pk in
        taken.withUnsafeMutableBufferPointer { pt in
        takenFromAbove.withUnsafeMutableBufferPointer { pa in
            var rowStartKey: Int64 = -1
            var rowEndKey: Int64 = 0
            var row: Int64 = -1
            var cursor = 0
            var i = 0
            while i < seedEnd {
                let k = pk[i]
                if k >= rowEndKey {
                    if row >= 0, let atRowEnd, atRowEnd(row, i, pk, UnsafeBufferPointer(pa)) {
                        stopAt = i
                        return
                    }
                    row = k / width
                    rowStartKey = row &* width
                    rowEndKey = rowStartKey &+ width
                }
                if pt[i] {
                    i += 1
                    continue
                }
                pt[i] = true
                memberList.append(Int32(truncatingIfNeeded: i))
                let sx = px[i], sy = py[i]
                let column = k &- rowStartKey
                let lastColumn = min(column + 1, width - 1)
                // The rest of this row: the seed's cell and the next one.
                var j = i + 1
                let sameRowEnd = rowStartKey &+ lastColumn
                while j < n, pk[j] <= sameRowEnd {
                    if !pt[j] {
                        let dx = px[j] - sx, dy = py[j] - sy
                        if dx * dx + dy * dy <= radius2 {
                            pt[j] = true
                            memberList.append(Int32(truncatingIfNeeded: j))
                        }
                    }
                    j += 1
                }
                // The three cells below.
                if row + 1 < width {
                    let low = rowEndKey &+ max(column - 1, 0)
                    let high = rowEndKey &+ lastColumn
                    if cursor <= i { cursor = i + 1 }
                    while cursor < n, pk[cursor] < low { cursor += 1 }
                    j = cursor
                    while j < n, pk[j] <= high {
                        if !pt[j] {
                            let dx = px[j] - sx, dy = py[j] - sy
                            if dx * dx + dy * dy <= radius2 {
                                pt[j] = true
                                pa[j] = true
                                memberList.append(Int32(truncatingIfNeeded: j))
                            }
                        }
                        j += 1
                    }
                }
                groupsStart.append(Int32(truncatingIfNeeded: memberList.count))
                i += 1
            }
            // Out of seeds: a window that ends before the list does must still converge, at the
            // boundary after its last seed row (rows up to there are all swept, empty or not).
            if let atRowEnd, let finalRow, !atRowEnd(finalRow, seedEnd, pk, UnsafeBufferPointer(pa)) {
                stopAt = -1
            }
        }}}}}
        return stopAt
    }
}
