@testable import ConstraintSolver

/// Whether two numbers agree within `tolerance` (absolute).
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A small Auto Layout-like scene: three boxes in a row inside a container, with
/// spacing, equal widths, a height preference and a maximum width. Its solution is unique.
/// The constraint objects are made once, so a test can remove or change one it picked.
final class RowScene {
    let container = (left: Variable("container.left"), width: Variable("container.width"))
    let lefts = (0..<3).map { Variable("box\($0).left") }
    let widths = (0..<3).map { Variable("box\($0).width") }
    let height = Variable("box.height")

    /// Every variable, for comparing solutions.
    var variables: [Variable] { [container.left, container.width, height] + lefts + widths }

    /// The constraints, keyed by a name so tests can pick one.
    private(set) lazy var named: [(String, Constraint)] = [
            ("containerLeft", container.left == 0),
            ("containerWidth", container.width == 320),
            ("leading", lefts[0] == container.left + 8),
            ("gap01", lefts[1] == lefts[0] + widths[0] + 8),
            ("gap12", lefts[2] == lefts[1] + widths[1] + 8),
            ("trailing", lefts[2] + widths[2] <= container.left + container.width - 8),
            ("equal01", widths[0] == widths[1]),
            ("equal12", widths[1] == widths[2]),
            ("fill", (lefts[2] + widths[2] == container.left + container.width - 8).withPriority(750)),
            ("maxWidth", widths[0] <= 90),
            ("height", (height == 44).withPriority(999)),
            ("minHeight", height >= 30),
        ]

    /// The constraint called `name`.
    func constraint(_ name: String) -> Constraint? { named.first { $0.0 == name }?.1 }

    /// A solver holding all of `constraints()` except those named in `skipping`.
    func solver(skipping: Set<String> = []) throws -> Solver {
        let solver = Solver()
        for (name, constraint) in named where !skipping.contains(name) { try solver.add(constraint) }
        return solver
    }

    /// The current values of `variables`.
    func values() -> [Double] { variables.map(\.value) }
}
