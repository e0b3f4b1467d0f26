import Foundation

/// An edge or centre of a view or layout guide along x (UIKit's `NSLayoutXAxisAnchor`): leading,
/// trailing, left, right, centerX. It makes (inactive) constraints with other x anchors only.
@MainActor
public final class LayoutXAxisAnchor {
    let item: AnyObject
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant` (constant default 0, points).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self == anchor + 8 × multiplier`: UIKit's system spacing, 8 points here (D100).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, LayoutGuide.systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier` (UIKit's system spacing, 8 points here).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, LayoutGuide.systemSpacing * multiplier)
    }
}

/// An edge or centre of a view or layout guide along y (UIKit's `NSLayoutYAxisAnchor`): top, bottom,
/// centerY. It makes (inactive) constraints with other y anchors only.
@MainActor
public final class LayoutYAxisAnchor {
    let item: AnyObject
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant` (constant default 0, points).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant)
    }

    /// `self == anchor + 8 × multiplier`: UIKit's system spacing, 8 points here (D100).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, 1, LayoutGuide.systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier` (UIKit's system spacing, 8 points here).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, LayoutGuide.systemSpacing * multiplier)
    }
}

/// A width or height of a view or layout guide (UIKit's `NSLayoutDimension`): related to another size
/// with a multiplier and a constant, or to a constant alone.
@MainActor
public final class LayoutDimension {
    let item: AnyObject
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == constant` (points).
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: constant)
    }

    /// `self >= constant` (points).
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }

    /// `self <= constant` (points).
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }

    /// `self == multiplier × anchor + constant` (defaults 1 and 0).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .equal, anchor.item, anchor.attribute, multiplier, constant)
    }

    /// `self >= multiplier × anchor + constant` (defaults 1 and 0).
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1,
                           constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }

    /// `self <= multiplier × anchor + constant` (defaults 1 and 0).
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1,
                           constant: CGFloat = 0) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier, constant)
    }
}

@MainActor
private func make(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                  _ other: AnyObject, _ otherAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat,
                  _ constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                     multiplier: multiplier, constant: constant)
}
