import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A value of the style language: what a literal is and what an expression gives.
enum StyleValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case color(Color)
    case array([StyleValue])

    /// The value of a feature property.
    init(_ value: FeatureValue) {
        switch value {
        case .string(let s): self = .string(s)
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        }
    }

    var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value as a colour: a colour, or a string that parses as one.
    var color: Color? {
        switch self {
        case .color(let c): return c
        case .string(let s): return CSSColor.parse(s)
        default: return nil
        }
    }

    /// Truthiness as filters need it: only `true` passes.
    var isTrue: Bool { self == .bool(true) }

    /// The text `to-string` and `text-field` give: numbers without a trailing ".0".
    var text: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
            return String(n)
        case .string(let s): return s
        case .color(let c): return c.description
        case .array(let items): return items.map(\.text).joined(separator: ",")
        }
    }

    /// The ordering `<`, `<=`, `>`, `>=` use: numbers with numbers, strings with strings; nil otherwise.
    static func order(_ a: StyleValue, _ b: StyleValue) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : x > y ? 1 : 0
        case (.string(let x), .string(let y)): return x < y ? -1 : x > y ? 1 : 0
        default: return nil
        }
    }
}
