import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// Writing a solution into frames and guides, and the second looks that wrapping labels and safe
/// areas need.
extension LayoutEngine {
    /// Solves (the solver is already up to date; this reads its values), writes the frames of the views
    /// that take them from constraints, then re-measures wrapping labels at their new widths and
    /// re-insets moved safe areas, repeating (at most 4 times) while that changes something (D106).
    func solveAndApplyIfNeeded() {
        var rounds = 0
        while isDirty, rounds < 4 {
            rounds += 1
            isDirty = false
            solver.updateVariables()
            applyFrames()
            remeasure()
        }
    }

    /// Pixels per point the edges are rounded to: the window's scale, or the main screen's.
    private var pixelScale: CGFloat {
        let scale = (root as? Window)?.scale ?? Screen.main.scale
        return scale > 0 && scale.isFinite ? scale : 1
    }

    private func applyFrames() {
        isApplying = true
        defer { isApplying = false }
        let scale = pixelScale
        func round(_ value: Double) -> CGFloat {
            guard value.isFinite else { return 0 }
            return (CGFloat(value) * scale).rounded() / scale
        }
        // Each weak reference (the root, a node's view or guide) is loaded once: in a tree whose views
        // are held weakly every load and every retain takes the runtime's slow path, which was most of
        // the time of a re-layout after one constant changed.
        let root = self.root
        for node in order {
            let view = node.view
            let x0 = node.minX.value, y0 = node.minY.value
            let x1 = x0 + node.width.value, y1 = y0 + node.height.value
            let takesFrame = view.map { $0 !== root && !$0.layoutState.translatesFrame } ?? true
            if takesFrame {
                let left = round(x0), top = round(y0)
                node.solvedRect = CGRect(x: left, y: top, width: max(0, round(x1) - left), height: max(0, round(y1) - top))
            } else {
                node.solvedRect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            guard takesFrame, let parent = node.parent else { continue }
            let guide = view == nil ? node.guide : nil
            let reference = view?.superview ?? guide?.owningView
            let origin = reference?.bounds.origin ?? .zero
            let rect = node.solvedRect.offsetBy(dx: origin.x - parent.solvedRect.minX, dy: origin.y - parent.solvedRect.minY)
            if let view {
                if fitting == nil, view.frame != rect { view.frame = rect }
            } else if let guide, fitting == nil {
                guide.layoutFrame = rect
            }
        }
    }

    /// Wrapping labels whose width changed are measured again; safe areas that moved are inset again.
    private func remeasure() {
        let root = self.root
        for node in order {
            let view = node.view
            if let view, view === root ? fitting != nil : !view.layoutState.translatesFrame, view.wrapsText {
                let width = node.solvedRect.width
                if node.wrapWidth.map({ abs($0 - width) > 0.5 }) ?? true {
                    let natural = view.layoutIntrinsicSize(wrapWidth: nil).width
                    let wrap: CGFloat? = width + 0.5 < natural ? width : nil
                    if wrap != node.wrapWidth {
                        node.wrapWidth = wrap
                        updateIntrinsicSize(node, view)
                    }
                }
            } else if view == nil, node.guide?.system != nil {
                refreshGuide(node)
            }
        }
    }

    /// The solved size of the root (fitting engines).
    var rootSize: CGSize {
        guard let root, let node = nodes[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: max(0, node.width.value), height: max(0, node.height.value))
    }

    /// The size `view` takes from its constraints nearest `target` (``View/systemLayoutSizeFitting(_:)``).
    static func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority,
                            maximumWidth: CGFloat?) -> CGSize {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 10_000_000) : 0 }
        let fitting = Fitting(target: CGSize(width: finite(target.width), height: finite(target.height)),
                              horizontal: horizontal, vertical: vertical,
                              maximumWidth: maximumWidth.map(finite))
        let engine = LayoutEngine(root: view, fitting: fitting)
        _ = engine.node(for: view)
        var found: [LayoutConstraint] = []
        func collect(_ v: View) {
            for constraint in v.layoutState.ownedConstraints where engine.isInside(constraint, view) { found.append(constraint) }
            for subview in v.subviews { collect(subview) }
        }
        collect(view)
        for constraint in found.sorted(by: { $0.activationOrder < $1.activationOrder }) { engine.add(constraint) }
        engine.solveAndApplyIfNeeded()
        return engine.rootSize
    }

    /// Whether every item of `constraint` lies in `view`'s subtree.
    private func isInside(_ constraint: LayoutConstraint, _ view: View) -> Bool {
        for item in [constraint.first, constraint.second] where item != nil {
            guard let owner = LayoutItemKind(item)?.owningView, owner.isInSubtree(of: view) else { return false }
        }
        return true
    }
}
