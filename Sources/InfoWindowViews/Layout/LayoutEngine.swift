import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// One tree's Auto Layout solver (R35): a Cassowary ``Solver`` kept across layouts, the nodes of the
/// views and guides constraints reach, and the solver constraints that stand for the app's constraints,
/// kept frames (D100) and intrinsic sizes. Changes arrive as edits — a constant, a frame, an intrinsic
/// size is a `setConstant` (dual simplex, a pivot or two), a constraint an add or remove — and the
/// next layout pass writes the solution into frames.
@MainActor
final class LayoutEngine {
    /// What ``View/systemLayoutSizeFitting(_:)`` asks of an engine built for one view.
    struct Fitting {
        let target: CGSize
        let horizontal: LayoutPriority
        let vertical: LayoutPriority
        let maximumWidth: CGFloat?
    }

    /// An app constraint in the solver, or broken (D102) when `solved` is nil.
    struct Installed {
        let constraint: LayoutConstraint
        var solved: SolverConstraint?
        let base: Double
    }

    let solver = Solver()
    weak var root: View?
    let fitting: Fitting?
    private(set) var nodes: [ObjectIdentifier: LayoutNode] = [:]
    /// Nodes in creation order: a node's parent comes before it.
    private(set) var order: [LayoutNode] = []
    var installed: [ObjectIdentifier: Installed] = [:]
    /// Solver constraint id → the app constraint it stands for.
    var appConstraints: [Int: LayoutConstraint] = [:]
    /// Solver constraint id → UIKit-style description of an engine-made constraint (for conflict logs),
    /// made only when one is logged.
    var madeDescriptions: [Int: MadeDescription] = [:]
    /// Something changed since the last apply.
    var isDirty = true
    /// True while frames are being written.
    var isApplying = false

    init(root: View, fitting: Fitting?) {
        self.root = root
        self.fitting = fitting
    }

    func hasNode(for view: View) -> Bool { nodes[ObjectIdentifier(view)] != nil }

    // MARK: Nodes

    /// The node of `view` (made with its ancestors' up to the root); nil when it is not in this tree.
    func node(for view: View) -> LayoutNode? {
        if let node = nodes[ObjectIdentifier(view)] { return node }
        guard let root else { return nil }
        var parentNode: LayoutNode?
        if view !== root {
            guard let superview = view.superview, let parent = node(for: superview) else { return nil }
            parentNode = parent
        }
        let node = LayoutNode(parent: parentNode)
        node.view = view
        register(node, for: view)
        if view === root {
            if let fitting { addFittingConstraints(node, fitting) } else { addPins(node, for: view) }
            if fitting != nil { addIntrinsicConstraints(node, for: view) }
        } else if view.layoutState.translatesFrame {
            addPins(node, for: view)
        } else {
            addIntrinsicConstraints(node, for: view)
        }
        return node
    }

    /// The node of `guide`; nil when its owning view is not in this tree.
    func node(for guide: LayoutGuide) -> LayoutNode? {
        if let node = nodes[ObjectIdentifier(guide)] { return node }
        guard let owner = guide.owningView, let ownerNode = node(for: owner) else { return nil }
        let node = LayoutNode(parent: ownerNode)
        node.guide = guide
        register(node, for: guide)
        if let system = guide.system { addGuidePins(node, system: system, owner: owner) }
        return node
    }

    private func register(_ node: LayoutNode, for object: AnyObject) {
        nodes[ObjectIdentifier(object)] = node
        order.append(node)
        isDirty = true
    }

    /// The node that stands for a constraint item.
    func node(for item: LayoutItemKind) -> LayoutNode? {
        switch item {
        case .view(let view): return node(for: view)
        case .guide(let guide): return node(for: guide)
        }
    }

    // MARK: App constraints

    /// Adds an active app constraint; a required one that contradicts those before it is broken and
    /// logged (D102).
    func add(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil, let (expression, base) = solverExpression(for: constraint) else { return }
        let solved = SolverConstraint(expression, constraint.relation.solverRelation,
                                strength: Strength(uiKitPriority: constraint.priority.clamped))
        do {
            try solver.add(solved)
            installed[key] = Installed(constraint: constraint, solved: solved, base: base)
            appConstraints[solved.id] = constraint
        } catch {
            installed[key] = Installed(constraint: constraint, solved: nil, base: base)
            report(error, breaking: constraint)
        }
        isDirty = true
    }

    /// Removes an app constraint, then tries the broken ones again (one may hold now).
    func remove(_ constraint: LayoutConstraint) {
        guard let record = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let solved = record.solved {
            try? solver.remove(solved)
            appConstraints[solved.id] = nil
            retryBroken()
        }
        isDirty = true
    }

    /// A constant or priority of an active app constraint changed.
    func constraintChanged(_ constraint: LayoutConstraint, _ change: ConstraintChange) {
        let key = ObjectIdentifier(constraint)
        guard let record = installed[key] else { return }
        isDirty = true
        guard change == .constant, let solved = record.solved else {
            remove(constraint)
            add(constraint)
            return
        }
        do {
            try solver.setConstant(record.base - Double(constraint.constant), of: solved)
        } catch {
            try? solver.remove(solved)
            appConstraints[solved.id] = nil
            installed[key]?.solved = nil
            report(error, breaking: constraint)
        }
    }

    private func retryBroken() {
        let broken = installed.values.filter { $0.solved == nil }.sorted { $0.constraint.activationOrder < $1.constraint.activationOrder }
        for record in broken {
            let constraint = record.constraint
            guard let (expression, _) = solverExpression(for: constraint) else { continue }
            let solved = SolverConstraint(expression, constraint.relation.solverRelation,
                                    strength: Strength(uiKitPriority: constraint.priority.clamped))
            if (try? solver.add(solved)) != nil {
                installed[ObjectIdentifier(constraint)]?.solved = solved
                appConstraints[solved.id] = constraint
            }
        }
    }

    /// `first − multiplier × second − constant` in root coordinates, and its constant before the
    /// app's constant is taken off (nil when an item is gone or outside this tree).
    private func solverExpression(for constraint: LayoutConstraint) -> (SolverExpression, Double)? {
        guard let firstItem = LayoutItemKind(constraint.first),
              let first = node(for: firstItem, attribute: constraint.firstAttribute) else { return nil }
        var expression = SolverExpression()
        expression.terms.reserveCapacity(5)
        first.appendTerms(constraint.firstAttribute, times: 1, to: &expression.terms)
        let m = Double(constraint.multiplier)
        if let secondObject = constraint.second {
            guard let secondItem = LayoutItemKind(secondObject),
                  let second = node(for: secondItem, attribute: constraint.secondAttribute) else { return nil }
            second.appendTerms(constraint.secondAttribute, times: -m, to: &expression.terms)
            if !constraint.firstAttribute.isDimension, m != 1,
               let a = firstItem.owningView, let b = secondItem.owningView,
               let owner = View.nearestCommonAncestor(a, b), let ownerNode = node(for: owner) {
                // A multiplied location is measured in the owner's bounds coordinates, as in UIKit.
                let horizontal = constraint.firstAttribute.isHorizontal
                let origin = horizontal ? owner.bounds.minX : owner.bounds.minY
                expression = expression + (horizontal ? ownerNode.minX : ownerNode.minY) * (m - 1) - (m - 1) * Double(origin)
            }
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        return (expression, base)
    }

    /// The node an attribute is measured on: a margin attribute of a view is its margins guide's.
    private func node(for item: LayoutItemKind, attribute: LayoutConstraint.Attribute) -> LayoutNode? {
        if attribute.isMargin, case .view(let view) = item { return node(for: view.layoutMarginsGuide) }
        return node(for: item)
    }
}

/// How to describe an engine-made constraint in a log: its item (held weakly, so no cycle runs through
/// the engine) and the text around the item's name.
@MainActor
struct MadeDescription {
    weak var item: AnyObject?
    let text: @MainActor (String) -> String

    var description: String { text(LayoutConstraint.name(item)) }
}

extension LayoutConstraint.Relation {
    var solverRelation: SolverRelation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
