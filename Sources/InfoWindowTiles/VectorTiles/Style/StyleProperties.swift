import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The layout or the paint properties of one layer kind, typed (``FillPaint``, ``LineLayout``, …):
/// made with every property at its default, then filled in by the style reader through `fields`.
protocol StyleProperties: Sendable {
    init()
    /// The properties by MapLibre name: what the reader accepts in this section of this kind of layer.
    static var fields: [String: StylePropertyField<Self>] { get }
}

extension StyleProperties {
    /// The fields by name.
    static func table(_ fields: [StylePropertyField<Self>]) -> [String: StylePropertyField<Self>] {
        Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every property that is not a constant, as its expression (for the fuzzer and for tests).
    var expressions: [StyleExpression] {
        Self.fields.values.sorted { $0.name < $1.name }.compactMap { $0.expression(self) }
    }
}

/// One property as the style reader sees it: its MapLibre name, the type its literals must have, and
/// where the parsed value goes in the typed struct. Written once per property, beside the field it
/// fills, so a name and its field cannot drift apart.
struct StylePropertyField<Properties: StyleProperties>: Sendable {
    /// The MapLibre name, such as `fill-color`.
    let name: String
    /// The type the property's literals must have.
    let type: StyleType
    /// Stores a parsed expression as the typed property (a constant when it reads neither zoom nor feature).
    let store: @Sendable (inout Properties, StyleExpression) -> Void
    /// The stored expression; nil for a constant.
    let expression: @Sendable (Properties) -> StyleExpression?

    /// The property `name` at `path`, whose default is the value `path` holds when the struct is made.
    static func property<Value>(_ name: String, _ path: WritableKeyPath<Properties, StyleProperty<Value>> & Sendable) -> Self {
        Self(name: name, type: Value.styleType,
             store: { properties, expression in
                 // The default of a fresh struct, not of what an earlier duplicate key stored.
                 properties[keyPath: path] = StyleProperty(expression, default: Properties.init()[keyPath: path].fallback)
             },
             expression: { $0[keyPath: path].expression })
    }

    /// The property `name` at `path`, nil unless the style sets it; `fallback` is drawn where its
    /// expression gives nothing usable.
    static func optional<Value>(_ name: String, _ path: WritableKeyPath<Properties, StyleProperty<Value>?> & Sendable,
                                default fallback: Value) -> Self {
        Self(name: name, type: Value.styleType,
             store: { properties, expression in properties[keyPath: path] = StyleProperty(expression, default: fallback) },
             expression: { $0[keyPath: path]?.expression })
    }
}

/// The layout of a kind that has no layout property drawn here (only `visibility`, which the reader
/// handles for every kind).
struct NoLayout: StyleProperties {
    static let fields: [String: StylePropertyField<NoLayout>] = [:]
}
