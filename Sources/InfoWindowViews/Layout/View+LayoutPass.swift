import Foundation
import InfoWindowCore

/// The layout pass and the hooks that keep a tree's engine up to date (R35).
extension View {
    /// The root of the tree, where its engine lives.
    var layoutRoot: View { root }

    /// Flags this view for `layoutSubviews` and its ancestors as having such a view below.
    func markNeedsLayout() {
        layoutState.needsLayout = true
        var view = superview
        while let v = view, !v.layoutState.descendantNeedsLayout {
            v.layoutState.descendantNeedsLayout = true
            view = v.superview
        }
    }

    /// A constraint in this tree changed: lay out and draw again.
    func setNeedsLayoutForConstraints() {
        markNeedsLayout()
        setNeedsDisplay()
    }

    /// Something the engine cannot update in place changed (a view's mode, a bounds origin): the tree's
    /// engine is built again at the next layout.
    func invalidateLayoutEngine() {
        let top = layoutRoot
        guard top.layoutState.engine != nil || !layoutState.ownedConstraints.isEmpty else { return }
        top.layoutState.engine = nil
        top.layoutState.needsEngineRebuild = true
        setNeedsLayoutForConstraints()
    }

    /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var seen = Set<ObjectIdentifier>()
        var view: View? = a
        while let v = view {
            seen.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = b
        while let v = view {
            if seen.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    /// Whether `self` is `ancestor` or lies below it.
    func isInSubtree(of ancestor: View) -> Bool {
        var view: View? = self
        while let v = view {
            if v === ancestor { return true }
            view = v.superview
        }
        return false
    }

    /// The layout pass (on a root): build or update the engine, apply its frames, run `layoutSubviews`
    /// top-down; repeat while that changes something, at most 16 times.
    func runLayoutPass() {
        if layoutState.isLayingOut {
            // Called from a layoutSubviews: solve and apply, without running layoutSubviews again.
            if layoutState.needsEngineRebuild { rebuildLayoutEngine() }
            layoutState.engine?.solveAndApplyIfNeeded()
            return
        }
        guard layoutState.needsEngineRebuild || layoutState.engine?.isDirty == true || layoutState.needsLayout
            || layoutState.descendantNeedsLayout else { return }
        layoutState.isLayingOut = true
        defer { layoutState.isLayingOut = false }
        for _ in 0..<16 {
            var worked = false
            if layoutState.needsEngineRebuild {
                rebuildLayoutEngine()
                worked = true
            }
            if let engine = layoutState.engine, engine.isDirty {
                engine.solveAndApplyIfNeeded()
                worked = true
            }
            if layoutState.needsLayout || layoutState.descendantNeedsLayout {
                runLayoutSubviews()
                worked = true
            }
            if !worked { return }
        }
        if !layoutState.needsLayout && !layoutState.descendantNeedsLayout && layoutState.engine?.isDirty != true { return }
        Diagnostics.warn("[LayoutConstraints] layout of \(type(of: self)) did not settle after 16 passes "
            + "(a layoutSubviews that keeps changing constraints or frames?); drawn as it stands")
    }

    /// Runs `layoutSubviews` on flagged views, parents before children.
    private func runLayoutSubviews() {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            layoutSubviews()
        }
        guard layoutState.descendantNeedsLayout else { return }
        layoutState.descendantNeedsLayout = false
        for subview in subviews { subview.runLayoutSubviews() }
    }

    /// Builds this root's engine from the active constraints in the tree (none: no engine).
    private func rebuildLayoutEngine() {
        layoutState.needsEngineRebuild = false
        layoutState.engine = nil
        var found: [LayoutConstraint] = []
        func collect(_ view: View) {
            found.append(contentsOf: view.layoutState.ownedConstraints)
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        guard !found.isEmpty else { return }
        let engine = LayoutEngine(root: self, fitting: nil)
        layoutState.engine = engine
        for constraint in found.sorted(by: { $0.activationOrder < $1.activationOrder }) { engine.add(constraint) }
    }

    // MARK: Hooks from View

    /// The frame changed: a new size needs `layoutSubviews`; a view that keeps its frame moves its
    /// stand-in constraints.
    func frameDidChangeForLayout(from old: CGRect) {
        let now = frame
        if now.size != old.size { markNeedsLayout() }
        guard layoutState.translatesFrame || superview == nil else { return }
        guard let engine = layoutRoot.layoutState.engine, !layoutRoot.layoutState.isApplyingEngine(engine) else { return }
        engine.frameChanged(of: self)
    }

    /// The bounds origin moved: subviews' positions in the solver change.
    func boundsOriginDidChange() {
        if layoutRoot.layoutState.engine?.hasNode(for: self) == true { invalidateLayoutEngine() }
    }

    /// `view` became a subview: both trees' engines are rebuilt at the next layout.
    func didAddSubviewForLayout(_ view: View) {
        let top = layoutRoot
        top.layoutState.engine = nil
        top.layoutState.needsEngineRebuild = true
        markNeedsLayout()
        if view.layoutState.needsLayout || view.layoutState.descendantNeedsLayout { view.markNeedsLayout() }
    }

    /// This view leaves `parent`: constraints that tie its subtree to views outside are deactivated (as
    /// UIKit does on `removeFromSuperview`), and the tree it leaves is rebuilt at the next layout.
    func willLeaveSuperviewForLayout(_ parent: View) {
        parent.subviewWillLeave(self)
        var ancestor: View? = parent
        while let a = ancestor {
            for constraint in a.layoutState.ownedConstraints where references(constraint) {
                constraint.uninstall()
            }
            ancestor = a.superview
        }
        let top = parent.layoutRoot
        if top.layoutState.engine != nil {
            top.layoutState.engine = nil
            top.layoutState.needsEngineRebuild = true
            top.markNeedsLayout()
        }
        layoutState.engine = nil
        layoutState.needsEngineRebuild = true
    }

    /// Whether an item of `constraint` lies in this view's subtree.
    private func references(_ constraint: LayoutConstraint) -> Bool {
        for item in [constraint.first, constraint.second] {
            if let view = LayoutItemKind(item)?.owningView, view.isInSubtree(of: self) { return true }
        }
        return false
    }
}

extension ViewLayoutState {
    /// Whether `engine` is writing frames now (its own frame changes are not edits).
    @MainActor
    func isApplyingEngine(_ engine: LayoutEngine) -> Bool { engine.isApplying }
}
