import TestSupport

/// Drawing helpers for the model test's generator on the shared seedable generator.
extension SplitMix64 {
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in 0..<1.
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A number in `range`, rounded to 1/1000 so the printed sequence replays exactly as printed.
    mutating func value(_ range: ClosedRange<Double>) -> Double {
        ((range.lowerBound + unit() * (range.upperBound - range.lowerBound)) * 1000).rounded() / 1000
    }

    /// One of `items`, chosen by `weights` (same length, non-negative, not all zero).
    mutating func weighted<T>(_ items: [(T, Int)]) -> T {
        let total = items.reduce(0) { $0 + $1.1 }
        var pick = int(0...(total - 1))
        for (item, weight) in items {
            if pick < weight { return item }
            pick -= weight
        }
        return items[items.count - 1].0
    }

    /// One element of a non-empty array.
    mutating func element<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}
