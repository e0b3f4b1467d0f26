/// Stable least-significant-digit radix sort of (key, value) pairs by non-negative keys.
///
/// Used for every level list (keys are cell keys, ties kept in input order) and for item IDs.
/// O(n · ⌈bits / 13⌉); digits whose value is the same for every key are skipped.
struct RadixSorter {
    private var keyScratch: [Int64] = []
    private var valueScratch: [Int32] = []
    private var counts = [Int](repeating: 0, count: 1 << digitBits)
    private static let digitBits = 13

    /// Sorts `keys` and `values` (same length) together by key, stably. `bits` bounds the keys.
    mutating func sort(keys: inout [Int64], values: inout [Int32], bits: Int) {
        let n = keys.count
        guard n > 1 else { return }
        if keyScratch.count < n {
            keyScratch = [Int64](repeating: 0, count: n)
            valueScratch = [Int32](repeating: 0, count: n)
        }
        // As few passes as 13-bit digits allow, the bits spread evenly over them.
        let passes = max(1, (bits + Self.digitBits - 1) / Self.digitBits)
        let digit = (bits + passes - 1) / passes
        let mask = Int64((1 << digit) - 1)
        var shift = 0
        // `inFirst` says whether the current order is in keys/values (true) or in the scratch.
        var inFirst = true
        while shift < bits {
            let moved = keys.withUnsafeMutableBufferPointer { k in
                values.withUnsafeMutableBufferPointer { v in
                    keyScratch.withUnsafeMutableBufferPointer { ks in
                        valueScratch.withUnsafeMutableBufferPointer { vs in
                            counts.withUnsafeMutableBufferPointer { c in
                                inFirst
                                    ? Self.pass(shift: shift, mask: mask, n: n, keys: k, values: v, toKeys: ks, toValues: vs, counts: c)
                                    : Self.pass(shift: shift, mask: mask, n: n, keys: ks, values: vs, toKeys: k, toValues: v, counts: c)
                            }
                        }
                    }
                }
            }
            if moved { inFirst.toggle() }
            shift += digit
        }
        if !inFirst {
            keys.withUnsafeMutableBufferPointer { k in
                keyScratch.withUnsafeBufferPointer { ks in
                    _ = k.update(fromContentsOf: ks[0..<n])
                }
            }
            values.withUnsafeMutableBufferPointer { v in
                valueScratch.withUnsafeBufferPointer { vs in
                    _ = v.update(fromContentsOf: vs[0..<n])
                }
            }
        }
    }

    /// One counting pass; returns false (and moves nothing) when every key has the same digit.
    private static func pass(shift: Int, mask: Int64, n: Int,
                             keys: UnsafeMutableBufferPointer<Int64>, values: UnsafeMutableBufferPointer<Int32>,
                             toKeys: UnsafeMutableBufferPointer<Int64>, toValues: UnsafeMutableBufferPointer<Int32>,
                             counts: UnsafeMutableBufferPointer<Int>) -> Bool {
        let buckets = Int(mask) + 1
        for d in 0..<buckets { counts[d] = 0 }
        for i in 0..<n { counts[Int((keys[i] >> Int64(shift)) & mask)] += 1 }
        let first = Int((keys[0] >> Int64(shift)) & mask)
        if counts[first] == n { return false }
        var sum = 0
        for d in 0..<buckets {
            let c = counts[d]
            counts[d] = sum
            sum += c
        }
        for i in 0..<n {
            let d = Int((keys[i] >> Int64(shift)) & mask)
            let to = counts[d]
            counts[d] = to + 1
            toKeys[to] = keys[i]
            toValues[to] = values[i]
        }
        return true
    }
}
