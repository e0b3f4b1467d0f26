import Foundation

/// What an engine must redo when an active constraint changes.
enum ConstraintChange {
    case constant, priority
}

/// A constraint's item: a view or a layout guide.
@MainActor
enum LayoutItemKind {
    case view(View)
    case guide(LayoutGuide)

    init?(_ object: AnyObject?) {
        if let view = object as? View {
            self = .view(view)
        } else if let guide = object as? LayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The view whose tree the item is in: the view itself, or the guide's owning view.
    var owningView: View? {
        switch self {
        case .view(let view): return view
        case .guide(let guide): return guide.owningView
        }
    }
}

extension LayoutConstraint.Attribute {
    /// Width or height.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is measured left to right (false: top to bottom).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// UIKit's name of the attribute in logs.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

extension LayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension LayoutConstraint {
    /// Why a constraint so made can never be activated (D103), or nil when it is valid.
    static func validate(first: Any, _ attr1: Attribute, second: Any?, _ attr2: Attribute,
                         multiplier: CGFloat, constant: CGFloat) -> String? {
        guard LayoutItemKind(first as AnyObject) != nil else {
            return "the first item \(type(of: first)) is neither a view nor a layout guide"
        }
        if let second, LayoutItemKind(second as AnyObject) == nil {
            return "the second item \(type(of: second)) is neither a view nor a layout guide"
        }
        guard multiplier.isFinite, constant.isFinite else {
            return "the multiplier \(multiplier) and constant \(constant) must be finite numbers"
        }
        guard attr1 != .notAnAttribute else { return "the first attribute is notAnAttribute; name an edge, centre or size" }
        guard second != nil else {
            return attr1.isDimension ? nil
                : "a constraint of a location (\(attr1.name)) equal to a constant is illegal; relate it to a second item"
        }
        guard attr2 != .notAnAttribute else { return "the second item has no attribute (notAnAttribute)" }
        if attr1.isDimension != attr2.isDimension {
            return "invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a size cannot be related to a location"
        }
        if !attr1.isDimension, attr1.isHorizontal != attr2.isHorizontal {
            return "invalid pairing of layout attributes \(attr1.name) and \(attr2.name): an x location cannot be related to a y location"
        }
        if !attr1.isDimension, multiplier == 0 {
            return "a multiplier of 0 makes the location \(attr1.name) equal to a constant; relate it with a non-zero multiplier"
        }
        return nil
    }

    /// `0x…`: a short identity for logs.
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `Label:0x…` (a guide adds its identifier).
    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "(nil)" }
        if let guide = object as? LayoutGuide {
            return "UILayoutGuide:\(address(guide)) '\(guide.identifier)'"
        }
        return "\(type(of: object)):\(address(object))"
    }

    /// `8`, `0.5`, `-12.25`.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
