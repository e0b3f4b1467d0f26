/// Huffman code lengths and canonical codes for deflate (RFC 1951, 3.2.2), for ``RunDeflater``.
enum HuffmanLengths {
    /// The code length of each symbol for `counts` (0 for a symbol never used), no length above
    /// `maximum`, the code complete: an optimal code, its counts halved (a used symbol keeps at least 1)
    /// until it fits. A single used symbol gets length 1 with a second symbol beside it, so every code
    /// written is complete (zlib refuses an incomplete code-length code).
    static func limited(_ counts: [Int], maximum: Int) -> [Int] {
        var weights = counts
        var used = weights.indices.filter { weights[$0] > 0 }
        var lengths = [Int](repeating: 0, count: counts.count)
        if used.isEmpty { return lengths }
        if used.count == 1 {
            lengths[used[0]] = 1
            lengths[used[0] == 0 ? 1 : 0] = 1
            return lengths
        }
        while true {
            lengths = depths(weights, used)
            if lengths.max() ?? 0 <= maximum { return lengths }
            for i in used { weights[i] = max(1, weights[i] >> 1) }
            used = weights.indices.filter { weights[$0] > 0 }
        }
    }

    /// The depths of an optimal (Huffman) tree over the `used` symbols' weights: the two lightest
    /// nodes merged until one is left (two queues: the leaves sorted, the merged nodes in order made).
    private static func depths(_ weights: [Int], _ used: [Int]) -> [Int] {
        let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
        var parent = [Int](repeating: -1, count: 2 * leaves.count - 1)
        var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: leaves.count - 1)
        var nextLeaf = 0, nextNode = leaves.count, made = leaves.count
        func lightest() -> Int {
            if nextLeaf < leaves.count && (nextNode >= made || weight[nextLeaf] <= weight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while made < 2 * leaves.count - 1 {
            let a = lightest(), b = lightest()
            weight[made] = weight[a] + weight[b]
            parent[a] = made
            parent[b] = made
            made += 1
        }
        var depth = [Int](repeating: 0, count: made)
        for node in stride(from: made - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (i, symbol) in leaves.enumerated() { lengths[symbol] = depth[i] }
        return lengths
    }

    /// The canonical codes of `lengths`, each bit-reversed to be written least significant bit first.
    static func codes(_ lengths: [Int]) -> [UInt32] {
        let longest = lengths.max() ?? 0
        var perLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[length] += 1 }
        var next = [Int](repeating: 0, count: longest + 2)
        var code = 0
        if longest > 0 {
            for bits in 1...longest {
                code = (code + perLength[bits - 1]) << 1
                next[bits] = code
            }
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var value = next[length], reversed = 0
            next[length] += 1
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = UInt32(reversed)
        }
        return codes
    }
}
