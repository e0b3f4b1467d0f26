import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A property whose value is one of a few words (`line-cap`, `text-anchor`, …): the enum's raw values
/// are the words MapLibre writes.
protocol StyleKeyword: StylePropertyValue, RawRepresentable<String>, CaseIterable {}

extension StyleKeyword {
    static var styleType: StyleType { .keyword(allCases.map(\.rawValue)) }

    init?(styleValue: StyleValue) {
        guard case .string(let word) = styleValue else { return nil }
        self.init(rawValue: word)
    }
}

/// Numbers: widths, sizes, opacities (a number that is not finite is no number).
extension Double: StylePropertyValue {
    static var styleType: StyleType { .number }

    init?(styleValue: StyleValue) {
        guard case .number(let n) = styleValue, n.isFinite else { return nil }
        self = n
    }
}

extension Bool: StylePropertyValue {
    static var styleType: StyleType { .bool }

    init?(styleValue: StyleValue) {
        guard case .bool(let b) = styleValue else { return nil }
        self = b
    }
}

/// Colours: a colour, or a string that parses as one.
extension Color: StylePropertyValue {
    static var styleType: StyleType { .color }

    init?(styleValue: StyleValue) {
        guard let color = styleValue.color else { return nil }
        self = color
    }
}

/// Label text (`text-field`): whatever the expression gives, as text; numbers without a trailing ".0".
extension String: StylePropertyValue {
    static var styleType: StyleType { .template }

    init?(styleValue: StyleValue) {
        self = styleValue.text
    }
}

/// `line-dasharray`: dash and gap lengths in line widths; items that are not numbers are skipped.
struct DashPattern: StylePropertyValue, Hashable {
    static var styleType: StyleType { .numberArray }
    var lengths: [Double]

    init(_ lengths: [Double]) {
        self.lengths = lengths
    }

    init?(styleValue: StyleValue) {
        guard case .array(let items) = styleValue else { return nil }
        lengths = items.compactMap(\.number)
    }
}

/// `text-font`: font names, the first one used (VT8).
struct FontStack: StylePropertyValue, Hashable {
    static var styleType: StyleType { .stringArray }
    var names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    /// An array whose first item is a name, or one name.
    init?(styleValue: StyleValue) {
        switch styleValue {
        case .array(let items) where items.first?.string != nil: names = items.compactMap(\.string)
        case .string(let name): names = [name]
        default: return nil
        }
    }
}

/// `text-variable-anchor`: the anchors a point label tries, in order, until one fits; empty for none.
struct AnchorList: StylePropertyValue, Hashable {
    static var styleType: StyleType { .stringArray }
    var anchors: [TextAnchor]

    init(_ anchors: [TextAnchor]) {
        self.anchors = anchors
    }

    /// An array of anchor words (words it does not know are left out), or one word.
    init?(styleValue: StyleValue) {
        switch styleValue {
        case .array(let items): anchors = items.compactMap { $0.string.flatMap(TextAnchor.init(rawValue:)) }
        case .string(let word): anchors = TextAnchor(rawValue: word).map { [$0] } ?? []
        default: return nil
        }
    }
}

/// `text-offset`: how far a label is moved from its anchor, in ems (multiples of the text size);
/// x to the right, y down.
struct TextOffset: StylePropertyValue, Hashable {
    static var styleType: StyleType { .point }
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(styleValue: StyleValue) {
        guard case .array(let items) = styleValue, items.count == 2, let x = items[0].number, let y = items[1].number,
              x.isFinite, y.isFinite else { return nil }
        self.x = x
        self.y = y
    }
}
