import ConstraintSolver
import Foundation
import InfoWindowKit

/// The benchmark's Auto Layout screen (issue 22): a root 1000 × 2000 points holding 99 views in rows of
/// 9 — 100 views — with the constraints such a screen has: leading/top to the superview or to the
/// neighbour, equal widths and heights, aspect ratios, proportional widths, fixed sizes at 999/750, and
/// maximum widths a priority-250 preference pushes against. 4 constraints per view plus 16 maximum-width
/// pairs: 412 constraints, 416 with the four that hold the root at its frame.
///
/// The one description is built three ways: as views and `LayoutConstraint`s (the Auto Layout
/// figures), as `ConstraintSolver` constraints, and as JSON for kiwisolver (scripts/bench-solver).
struct LayoutScreen {
    /// `view.attribute relation multiplier × other.attribute + constant` at a priority (view 0 is the root).
    struct Spec {
        let view: Int
        let attribute: LayoutConstraint.Attribute
        let relation: LayoutConstraint.Relation
        let other: Int?
        let otherAttribute: LayoutConstraint.Attribute
        let multiplier: Double
        let constant: Double
        let priority: Float
    }

    static let perRow = 9
    static let viewCount = 100
    static let rootSize = CGSize(width: 1000, height: 2000)
    var specs: [Spec] = []
    /// The spec whose constant the change figure toggles: the spacing of view 41 after its neighbour.
    private(set) var changed = 0

    init() {
        func add(_ view: Int, _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation = .equal,
                 _ other: Int? = nil, _ otherAttribute: LayoutConstraint.Attribute = .notAnAttribute,
                 multiplier: Double = 1, constant: Double = 0, priority: Float = 1000) {
            specs.append(Spec(view: view, attribute: attribute, relation: relation, other: other,
                              otherAttribute: otherAttribute, multiplier: multiplier, constant: constant, priority: priority))
        }
        for i in 0..<(Self.viewCount - 1) {
            let v = i + 1, column = i % Self.perRow, previous = v - 1, above = v - Self.perRow
            if column == 0 {
                add(v, .leading, .equal, 0, .leading, constant: 8)
            } else {
                if i == 40 { changed = specs.count }
                add(v, .leading, .equal, previous, .trailing, constant: 8)
            }
            if i < Self.perRow { add(v, .top, .equal, 0, .top, constant: 8) } else { add(v, .top, .equal, above, .bottom, constant: 8) }
            switch i % 6 {
            case 0: add(v, .width, constant: 72, priority: 750)
            case 1 where column > 0: add(v, .width, .equal, previous, .width)
            case 1: add(v, .width, .equal, 0, .width, multiplier: 0.1)
            case 2: add(v, .width, .equal, v, .height, multiplier: 1.5)
            case 3:
                add(v, .width, .lessThanOrEqual, constant: 96)
                add(v, .width, constant: 200, priority: 250)
            case 4: add(v, .width, .equal, 0, .width, multiplier: 0.08)
            default: add(v, .width, constant: 64, priority: 999)
            }
            switch i % 5 {
            case 0: add(v, .height, constant: 44, priority: 999)
            case 1 where column > 0, 4 where column > 0: add(v, .height, .equal, previous, .height)
            case 1: add(v, .height, constant: 50)
            case 2: add(v, .height, constant: 32)
            case 3: add(v, .height, constant: 48, priority: 750)
            default: add(v, .height, constant: 40, priority: 999)
            }
        }
    }

    /// The screen as views: a root of `rootSize` (it keeps its frame) and 99 views that take theirs from
    /// the constraints, all active.
    @MainActor
    func makeViews() -> (root: View, views: [View], constraints: [LayoutConstraint]) {
        let root = View(frame: CGRect(origin: .zero, size: Self.rootSize))
        var views = [root]
        for _ in 1..<Self.viewCount {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
        }
        let constraints = specs.map { spec in
            let constraint = LayoutConstraint(item: views[spec.view], attribute: spec.attribute, relatedBy: spec.relation,
                                              toItem: spec.other.map { views[$0] }, attribute: spec.otherAttribute,
                                              multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = LayoutPriority(spec.priority)
            return constraint
        }
        LayoutConstraint.activate(constraints)
        return (root, views, constraints)
    }

    /// The screen as solver constraints over four variables a view (x, y, width, height), the root held
    /// at its frame by four more; `changedConstant(k)` is the solver constant of the toggled spec at k.
    func makeSolverSystem() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<Self.viewCount).flatMap { v in ["x", "y", "w", "h"].map { Variable("v\(v).\($0)") } }
        var constraints = [Constraint(ConstraintSolver.Expression(variables[0]), .equal),
                           Constraint(ConstraintSolver.Expression(variables[1]), .equal),
                           Constraint(variables[2] - Double(Self.rootSize.width), .equal),
                           Constraint(variables[3] - Double(Self.rootSize.height), .equal)]
        for spec in specs {
            var expression = Self.expression(spec.view, spec.attribute, variables)
            if let other = spec.other { expression = expression - Self.expression(other, spec.otherAttribute, variables) * spec.multiplier }
            expression = expression - spec.constant
            let relation: Relation = spec.relation == .equal ? .equal : spec.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            constraints.append(Constraint(expression, relation, strength: Strength(spec.priority)))
        }
        return (variables, constraints)
    }

    /// The index in `makeSolverSystem()`'s constraints of the toggled spec.
    var changedSolverIndex: Int { changed + 4 }

    private static func expression(_ view: Int, _ attribute: LayoutConstraint.Attribute, _ variables: [Variable]) -> ConstraintSolver.Expression {
        let x = variables[4 * view], y = variables[4 * view + 1], w = variables[4 * view + 2], h = variables[4 * view + 3]
        switch attribute {
        case .leading, .left: return ConstraintSolver.Expression(x)
        case .trailing, .right: return x + w
        case .top: return ConstraintSolver.Expression(y)
        case .bottom: return y + h
        case .width: return ConstraintSolver.Expression(w)
        default: return ConstraintSolver.Expression(h)
        }
    }

    /// The solver system as JSON for scripts/bench-solver/kiwi_bench.py: variables, constraints
    /// (`terms` [[index, coefficient]], `constant`, `op`, `priority`), the toggled constraint and its two
    /// constants, and our solution to compare with.
    func json(_ variables: [Variable], _ constraints: [Constraint]) -> Data {
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($0.element.id, $0.offset) })
        let items: [[String: Any]] = constraints.map { constraint in
            ["terms": constraint.expression.terms.map { [Double(index[$0.variable.id] ?? 0), $0.coefficient] },
             "constant": constraint.expression.constant,
             "op": constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">=",
             "priority": Double(constraint.strength.priority)]
        }
        let object: [String: Any] = [
            "variables": variables.map(\.name), "constraints": items,
            "change": ["constraint": changedSolverIndex, "constants": [-8.0, -16.0]],
            "solution": variables.map(\.value),
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
