import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// The constraints an engine makes itself: kept frames (UIKit's autoresizing-mask constraints), system
/// guides' insets, intrinsic sizes (content hugging and compression resistance), a fitting target.
extension LayoutEngine {
    /// Adds an engine-made constraint; when it contradicts the required ones, it is left out and logged.
    @discardableResult
    func addMade(_ expression: SolverExpression, _ relation: SolverRelation, _ priority: LayoutPriority,
                 about item: AnyObject?, _ text: @escaping @MainActor (String) -> String) -> SolverConstraint? {
        let constraint = SolverConstraint(expression, relation, strength: Strength(uiKitPriority: priority.clamped))
        let description = MadeDescription(item: item, text: text)
        madeDescriptions[constraint.id] = description
        do {
            try solver.add(constraint)
            return constraint
        } catch {
            reportMade(error, description.description)
            return nil
        }
    }

    /// Four required constraints at the view's frame (x and y relative to its superview's node).
    func addPins(_ node: LayoutNode, for view: View) {
        let constants = pinConstants(view)
        let x = node.parent.map { node.minX - $0.minX } ?? SolverExpression(node.minX)
        let y = node.parent.map { node.minY - $0.minY } ?? SolverExpression(node.minY)
        let parts: [(SolverExpression, String)] = [(x, "minX"), (y, "minY"), (SolverExpression(node.width), "width"),
                                                   (SolverExpression(node.height), "height")]
        node.pins = parts.enumerated().compactMap { index, part in
            var expression = part.0
            expression.constant = constants[index]
            let (label, value) = (part.1, CGFloat(-constants[index]))
            return addMade(expression, .equal, .required, about: view) {
                "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \($0).\(label) == \(LayoutConstraint.number(value))   (active)>"
            }
        }
    }

    /// The solver constants of a kept frame's x, y, width and height constraints.
    private func pinConstants(_ view: View) -> [Double] {
        let frame = view.frame
        guard view !== root, let superview = view.superview else {
            let bounds = view.bounds
            return [-Double(bounds.minX), -Double(bounds.minY), -Double(frame.width), -Double(frame.height)]
        }
        let origin = superview.bounds.origin
        return [-Double(frame.minX - origin.x), -Double(frame.minY - origin.y), -Double(frame.width), -Double(frame.height)]
    }

    /// A kept frame changed: its four constants are edited (no constraint is added or removed).
    func frameChanged(of view: View) {
        guard let node = nodes[ObjectIdentifier(view)], node.pins.count == 4 else { return }
        for (constraint, constant) in zip(node.pins, pinConstants(view)) {
            do {
                try solver.setConstant(constant, of: constraint)
            } catch {
                reportMade(error, madeDescriptions[constraint.id]?.description ?? "\(view)")
            }
        }
        isDirty = true
    }

    /// A system guide's rectangle: the owner's inset by its safe area (and margins).
    func addGuidePins(_ node: LayoutNode, system: LayoutGuide.SystemGuide, owner: View) {
        guard let ownerNode = node.parent else { return }
        let insets = guideInsets(system, owner)
        node.guideInsets = insets
        let parts: [(SolverExpression, String)] = [(node.minX - ownerNode.minX, "left"), (node.minY - ownerNode.minY, "top"),
                                                   (node.width - ownerNode.width, "width"), (node.height - ownerNode.height, "height")]
        let constants = guideConstants(insets)
        node.pins = parts.enumerated().compactMap { index, part in
            var expression = part.0
            expression.constant = constants[index]
            let label = part.1
            return addMade(expression, .equal, .required, about: node.guide) { "<\($0).\(label) inset from its view   (active)>" }
        }
    }

    func guideInsets(_ system: LayoutGuide.SystemGuide, _ owner: View) -> EdgeInsets {
        let safe = fitting == nil ? owner.safeAreaInsets : EdgeInsets()
        guard system == .margins else { return safe }
        let margins = owner.layoutMargins
        return EdgeInsets(top: safe.top + margins.top, left: safe.left + margins.left,
                          bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
    }

    private func guideConstants(_ insets: EdgeInsets) -> [Double] {
        [-Double(insets.left), -Double(insets.top), Double(insets.left + insets.right), Double(insets.top + insets.bottom)]
    }

    /// Brings a system guide's insets up to date (after a layout moved its view, or its margins changed);
    /// true when they changed.
    @discardableResult
    func refreshGuide(_ node: LayoutNode) -> Bool {
        guard let guide = node.guide, let system = guide.system, let owner = guide.owningView, node.pins.count == 4 else { return false }
        let insets = guideInsets(system, owner)
        guard insets != node.guideInsets else { return false }
        node.guideInsets = insets
        for (constraint, constant) in zip(node.pins, guideConstants(insets)) {
            try? solver.setConstant(constant, of: constraint)
        }
        isDirty = true
        return true
    }

    /// The layout margins of `view` changed.
    func systemGuidesChanged(of view: View) {
        for guide in [view.layoutState.marginsGuide, view.layoutState.safeAreaGuide] {
            if let guide, let node = nodes[ObjectIdentifier(guide)] { refreshGuide(node) }
        }
    }

    /// The root of a fitting engine: at the origin, each size pulled toward the target.
    func addFittingConstraints(_ node: LayoutNode, _ fitting: Fitting) {
        let view = node.view
        let (width, height) = (LayoutConstraint.number(fitting.target.width), LayoutConstraint.number(fitting.target.height))
        let (horizontal, vertical) = (fitting.horizontal, fitting.vertical)
        addMade(SolverExpression(node.minX), .equal, .required, about: view) { "<\($0).minX == 0 (fitting)>" }
        addMade(SolverExpression(node.minY), .equal, .required, about: view) { "<\($0).minY == 0 (fitting)>" }
        addMade(node.width - Double(fitting.target.width), .equal, horizontal, about: view) {
            "<'UIView-Encapsulated-Layout-Width' \($0).width == \(width) @\(horizontal)>"
        }
        addMade(node.height - Double(fitting.target.height), .equal, vertical, about: view) {
            "<'UIView-Encapsulated-Layout-Height' \($0).height == \(height) @\(vertical)>"
        }
        if let maximum = fitting.maximumWidth {
            let limit = LayoutConstraint.number(maximum)
            addMade(node.width - Double(maximum), .lessThanOrEqual, .required, about: view) {
                "<\($0).width <= \(limit) (the map's widest window)>"
            }
        }
    }
}
