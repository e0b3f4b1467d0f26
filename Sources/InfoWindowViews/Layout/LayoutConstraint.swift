import Foundation
import InfoWindowCore

/// A relation between two layout attributes, `first.attribute relation multiplier × second.attribute +
/// constant`: UIKit's `NSLayoutConstraint`, solved by the package's Cassowary solver (R35).
///
/// Make one with the item/attribute initialiser or a layout anchor (`a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 8)`), then activate it (``activate(_:)`` or ``isActive``). Changing
/// ``constant`` or ``priority`` of an active constraint re-solves incrementally at the next layout.
/// Items are views and ``LayoutGuide``s, held weakly as in UIKit. What UIKit raises an exception for is
/// refused here with a logged message and the constraint stays inactive (D103, D104).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// A layout attribute of an item: an edge, a centre or a size (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Hashable, Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left one (this package lays out left to right, D100).
        case leading
        /// The trailing edge: the right one (D100).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline; taken as the bottom edge (D100).
        case lastBaseline
        /// The first line's baseline; taken as the top edge (D100).
        case firstBaseline
        /// The left edge inset by the view's layout margins.
        case leftMargin
        /// The right edge inset by the view's layout margins.
        case rightMargin
        /// The top edge inset by the view's layout margins.
        case topMargin
        /// The bottom edge inset by the view's layout margins.
        case bottomMargin
        /// The leading edge inset by the view's layout margins.
        case leadingMargin
        /// The trailing edge inset by the view's layout margins.
        case trailingMargin
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with a constant size only.
        case notAnAttribute

        /// `UIKit`'s spelling of ``lastBaseline``'s older name.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Hashable, Sendable {
        /// First ≤ second.
        case lessThanOrEqual
        /// First = second.
        case equal
        /// First ≥ second.
        case greaterThanOrEqual
    }

    /// The item on the left side (a view or a ``LayoutGuide``); nil once it is gone.
    public var firstItem: AnyObject? { first }
    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The item on the right side; nil for a constant size (`width == 100`) or once it is gone.
    public var secondItem: AnyObject? { second }
    /// The attribute of ``secondItem`` (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute. Default 1. Fixed once made, as in UIKit.
    public let multiplier: CGFloat
    /// Added to the right side, points. Changing it re-solves incrementally (a constant edit, not a new
    /// constraint).
    public var constant: CGFloat {
        didSet { if constant != oldValue { engineChanged(.constant) } }
    }
    /// How much the constraint matters. Default ``LayoutPriority/required``. Unlike UIKit, an active
    /// constraint may change between required and optional (D100).
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { engineChanged(.priority) } }
    }
    /// A name printed in logs (conflict reports). Default nil.
    public var identifier: String?
    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` or ``deactivate(_:)``
    /// of this constraint.
    public var isActive: Bool {
        get { owner != nil }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }
    /// UIKit's `shouldBeArchived`: kept for source compatibility, unused. Default false.
    public var shouldBeArchived = false

    weak var first: AnyObject?
    weak var second: AnyObject?
    /// Why the constraint can never be activated (an invalid pairing), found when it was made.
    let invalidReason: String?
    /// The view that holds the constraint while it is active: the nearest common ancestor of its items.
    weak var owner: View?
    /// When it was activated: the order the engine adds constraints in, so the later of two conflicting
    /// required constraints is the one broken (D102).
    var activationOrder = 0
    /// Whether a conflict involving this constraint was already logged (D102: once).
    var loggedConflict = false
    /// Made by a stack view for its arranged subviews (printed with UIKit's `UISV-` prefix).
    var isStackViewConstraint = false
    private static var activationCounter = 0

    /// UIKit's item/attribute initialiser: `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// Items must be views or layout guides. An invalid pairing (a position with a size, an x with a
    /// y attribute, a position against no second item, an item of another kind) is logged and the
    /// constraint can never be activated (D103).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        first = view1 as AnyObject
        second = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        invalidReason = Self.validate(first: view1, attr1, second: view2, view2 == nil ? .notAnAttribute : attr2,
                                      multiplier: multiplier, constant: c)
        if let invalidReason { Diagnostics.warn("[LayoutConstraints] \(invalidReason)") }
    }

    /// Makes every constraint active: each is installed on the nearest common ancestor of its items and
    /// takes part in the next layout. A constraint whose items share no tree is refused, logged, and stays
    /// inactive (D104).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.owner == nil { constraint.install() }
    }

    /// Makes every constraint inactive (it stops taking part in layout).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.uninstall() }
    }

    /// UIKit's debug description: `<NSLayoutConstraint:ID Label:ID.leading == View:ID.leading + 8 (active)>`.
    public var description: String {
        var text = "<NSLayoutConstraint:\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(first)).\(firstAttribute.name) \(relation.symbol) "
        var right = ""
        if let second {
            right = "\(Self.name(second)).\(secondAttribute.name)"
            if multiplier != 1 { right = "\(Self.number(multiplier))*" + right }
        }
        if constant != 0 || right.isEmpty {
            if right.isEmpty { right = Self.number(constant) } else {
                right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
            }
        }
        text += right
        if !priority.isRequired { text += " @\(priority)" }
        text += owner != nil ? "   (active)>" : "   (inactive)>"
        return text
    }

    private func engineChanged(_ change: ConstraintChange) {
        guard let owner else { return }
        owner.layoutRoot.layoutState.engine?.constraintChanged(self, change)
        owner.setNeedsLayoutForConstraints()
    }

    private func install() {
        if let invalidReason {
            Diagnostics.warn("[LayoutConstraints] Cannot activate \(self): \(invalidReason)")
            return
        }
        guard let a = LayoutItemKind(first)?.owningView else {
            Diagnostics.warn("[LayoutConstraints] Cannot activate \(self): its first item is gone or is not in a view.")
            return
        }
        var common: View? = a
        if let second {
            guard let b = LayoutItemKind(second)?.owningView else {
                Diagnostics.warn("[LayoutConstraints] Cannot activate \(self): its second item is gone or is not in a view.")
                return
            }
            common = View.nearestCommonAncestor(a, b)
        }
        guard let common else {
            Diagnostics.warn("[LayoutConstraints] Unable to activate constraint \(self): its items have no common "
                + "ancestor (they are in different view trees). Add both to one tree before activating it; "
                + "the constraint stays inactive (D104).")
            return
        }
        Self.activationCounter += 1
        activationOrder = Self.activationCounter
        owner = common
        common.layoutState.ownedConstraints.append(self)
        common.layoutRoot.layoutState.engine?.add(self)
        common.setNeedsLayoutForConstraints()
    }

    func uninstall() {
        guard let owner else { return }
        owner.layoutState.ownedConstraints.removeAll { $0 === self }
        owner.layoutRoot.layoutState.engine?.remove(self)
        self.owner = nil
        owner.setNeedsLayoutForConstraints()
    }
}
