import ConstraintSolver

/// `Σ a[i]·x[i] relation b` at a priority, the form the reference solver understands.
struct LinearSpec: CustomStringConvertible {
    var a: [Double]
    var relation: Relation
    var b: Double
    var priority: Float

    var isRequired: Bool { priority == Strength.requiredPriority }

    /// The solver constraint over `variables`.
    func constraint(_ variables: [Variable]) -> Constraint {
        let terms = zip(variables, a).map { Term($0, $1) }
        return Constraint(Expression(terms, constant: -b), relation, strength: Strength(priority))
    }

    func lhs(_ x: [Double]) -> Double { zip(a, x).reduce(0) { $0 + $1.0 * $1.1 } }

    /// How far `x` is from satisfying the relation (0 when it does).
    func violation(_ x: [Double]) -> Double {
        let difference = lhs(x) - b
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    var description: String { "\(a) \(relation) \(b) @\(priority)" }
}

/// An independent, slow check of the solver: the lexicographic optimum of a small system
/// found by enumerating every intersection point of `dimension` constraint hyperplanes.
///
/// Why this is exact: the total error at each priority is convex and piecewise linear with
/// its kinks on the hyperplanes, and the required constraints bound the region (the tests
/// always include a box), so each level's minimum over the previous level's optimal face is
/// attained at a vertex of the hyperplane arrangement.
enum ReferenceLP {
    static let tolerance = 1e-7

    /// The soft priorities of `specs`, highest first.
    static func levels(_ specs: [LinearSpec]) -> [Float] {
        Array(Set(specs.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    /// The error of `x` at each level.
    static func objective(_ specs: [LinearSpec], _ x: [Double], levels: [Float]) -> [Double] {
        levels.map { level in
            specs.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(x) }
        }
    }

    /// Whether `lhs` is lexicographically smaller than `rhs` by more than the tolerance.
    static func precedes(_ lhs: [Double], _ rhs: [Double], tolerance: Double = tolerance) -> Bool {
        for (l, r) in zip(lhs, rhs) where abs(l - r) > tolerance * max(1, abs(l), abs(r)) {
            return l < r
        }
        return false
    }

    /// The optimal objective vector, or nil when the required constraints have no common point.
    static func optimum(_ specs: [LinearSpec], dimension: Int) -> [Double]? {
        let levels = levels(specs)
        let required = specs.filter(\.isRequired)
        var best: [Double]?
        forEachVertex(specs, dimension: dimension) { point in
            guard required.allSatisfy({ $0.violation(point) <= tolerance * max(1, abs($0.b)) }) else { return }
            let value = objective(specs, point, levels: levels)
            if best.map({ precedes(value, $0) }) ?? true { best = value }
        }
        return best
    }

    /// Whether the required constraints of `specs` have a common point (within a large box).
    static func isFeasible(_ specs: [LinearSpec], dimension: Int) -> Bool {
        var bounded = specs.filter(\.isRequired)
        for i in 0..<dimension {
            var unit = [Double](repeating: 0, count: dimension)
            unit[i] = 1
            bounded.append(LinearSpec(a: unit, relation: .lessThanOrEqual, b: 1e4, priority: 1000))
            bounded.append(LinearSpec(a: unit, relation: .greaterThanOrEqual, b: -1e4, priority: 1000))
        }
        return optimum(bounded, dimension: dimension) != nil
    }

    /// Calls `body` with the intersection point of every `dimension`-subset of hyperplanes
    /// that meet in a single point.
    static func forEachVertex(_ specs: [LinearSpec], dimension: Int, _ body: ([Double]) -> Void) {
        var chosen: [Int] = []
        func recurse(from start: Int) {
            if chosen.count == dimension {
                if let point = solve(chosen.map { specs[$0].a }, chosen.map { specs[$0].b }) { body(point) }
                return
            }
            guard start < specs.count else { return }
            for index in start..<specs.count {
                chosen.append(index)
                recurse(from: index + 1)
                chosen.removeLast()
            }
        }
        recurse(from: 0)
    }

    /// Gaussian elimination with partial pivoting; nil for a (near-)singular matrix.
    static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var m = matrix
        var v = rhs
        let n = v.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            v.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                for k in column..<n { m[row][k] -= factor * m[column][k] }
                v[row] -= factor * v[column]
            }
        }
        return (0..<n).map { v[$0] / m[$0][$0] }
    }
}

/// A small deterministic generator (SplitMix64), so that failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
