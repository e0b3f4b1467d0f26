import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// Intrinsic content sizes in the solver: for each direction with a size, `size >= intrinsic` at the
/// compression resistance priority and `size <= intrinsic` at the content hugging priority.
extension LayoutEngine {
    func addIntrinsicConstraints(_ node: LayoutNode, for view: View) {
        let size = view.layoutIntrinsicSize(wrapWidth: node.wrapWidth)
        node.intrinsicSize = size
        var made: [SolverConstraint?] = [nil, nil, nil, nil]
        let parts: [(SolverVariable, CGFloat, LayoutAxis, String)] = [(node.width, size.width, .horizontal, "width"),
                                                                      (node.height, size.height, .vertical, "height")]
        for (index, part) in parts.enumerated() where part.1 >= 0 && part.1.isFinite {
            let value = Double(part.1)
            let resistance = view.contentCompressionResistancePriority(for: part.2)
            let hugging = view.contentHuggingPriority(for: part.2)
            let (label, size) = (part.3, part.1)
            made[2 * index] = addMade(part.0 - value, .greaterThanOrEqual, resistance, about: view) {
                "<NSContentSizeLayoutConstraint:\($0).\(label) >= \(LayoutConstraint.number(size)) hug:\(hugging) compressionResistance:\(resistance)>"
            }
            made[2 * index + 1] = addMade(part.0 - value, .lessThanOrEqual, hugging, about: view) {
                "<NSContentSizeLayoutConstraint:\($0).\(label) <= \(LayoutConstraint.number(size)) hug:\(hugging) compressionResistance:\(resistance)>"
            }
        }
        node.intrinsic = made
        isDirty = true
    }

    func removeIntrinsicConstraints(_ node: LayoutNode) {
        for constraint in node.intrinsic.compactMap({ $0 }) { try? solver.remove(constraint) }
        node.intrinsic = [nil, nil, nil, nil]
        isDirty = true
    }

    /// The view's intrinsic size changed: edits the constants in place when the same directions have
    /// a size, otherwise makes the constraints again.
    func intrinsicSizeChanged(of view: View) {
        guard let node = nodes[ObjectIdentifier(view)], takesIntrinsicSize(view) else { return }
        updateIntrinsicSize(node, view)
    }

    func updateIntrinsicSize(_ node: LayoutNode, _ view: View) {
        let size = view.layoutIntrinsicSize(wrapWidth: node.wrapWidth)
        guard size != node.intrinsicSize else { return }
        let old = node.intrinsicSize
        if (old.width >= 0) != (size.width >= 0) || (old.height >= 0) != (size.height >= 0) {
            removeIntrinsicConstraints(node)
            addIntrinsicConstraints(node, for: view)
            return
        }
        node.intrinsicSize = size
        for (index, value) in [size.width, size.width, size.height, size.height].enumerated() {
            guard let constraint = node.intrinsic[index] else { continue }
            try? solver.setConstant(-Double(value), of: constraint)
        }
        isDirty = true
    }

    /// The view's hugging or compression resistance priorities changed.
    func intrinsicPrioritiesChanged(of view: View) {
        guard let node = nodes[ObjectIdentifier(view)], takesIntrinsicSize(view) else { return }
        removeIntrinsicConstraints(node)
        addIntrinsicConstraints(node, for: view)
    }

    /// Whether the engine holds `view` near its intrinsic size (it takes its frame from constraints, or
    /// it is the view being fitted).
    func takesIntrinsicSize(_ view: View) -> Bool {
        view === root ? fitting != nil : !view.layoutState.translatesFrame
    }
}
