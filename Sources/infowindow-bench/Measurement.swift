import Foundation

/// Seconds taken by `body`, read from the monotonic clock.
@inline(__always)
func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// The median, smallest and largest of repeated measurements of one figure.
struct Stats {
    let median: Double
    let min: Double
    let max: Double

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "a figure needs at least one measurement")
        let sorted = values.sorted()
        let n = sorted.count
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        min = sorted[0]
        max = sorted[n - 1]
    }
}

/// One line of the report: a timing (median, min, max of repetitions) or an exact count, with the
/// issue's target (an upper bound in the same unit) when it has one.
struct Figure {
    let key: String
    /// Every measurement, in the figure's unit.
    let values: [Double]
    let stats: Stats
    /// A count of events (renders) rather than a timing: reported as one number, no `_min`/`_max`.
    let isCount: Bool
    let target: Double?
    /// What is timed, for the human table.
    let label: String
    /// Digits after the decimal point in the table.
    let decimals: Int

    init(_ key: String, _ values: [Double], target: Double? = nil, label: String, decimals: Int = 1) {
        self.key = key
        self.values = values
        stats = Stats(values)
        isCount = false
        self.target = target
        self.label = label
        self.decimals = decimals
    }

    init(count key: String, _ value: Int, target: Double? = nil, label: String) {
        self.key = key
        values = [Double(value)]
        stats = Stats(values)
        isCount = true
        self.target = target
        self.label = label
        decimals = 0
    }

    /// This timing with `other`'s measurements of the same figure added (another round).
    func merged(with other: Figure) -> Figure {
        precondition(other.key == key && !isCount, "only rounds of one timing merge")
        return Figure(key, values + other.values, target: target, label: label, decimals: decimals)
    }

    /// True when there is no target or the median meets it.
    var meetsTarget: Bool { target.map { stats.median <= $0 } ?? true }
}

/// A small deterministic generator (SplitMix64): every run places the same markers and taps.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Stops the benchmark with a message: a workload that did not do what it claims to time must not
/// report a figure.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("infowindow-bench: workload check failed: \(message())\n".utf8))
        exit(2)
    }
}
