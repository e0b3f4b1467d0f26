import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One layer of a style, parsed: what it draws, from which source layer, when, and its properties as
/// expressions. Unsupported properties were dropped with a warning when the style was read.
struct StyleLayer: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case background, fill, line, symbol, circle
    }

    /// The layer's `id`.
    var id: String
    var kind: Kind
    /// The `source-layer` (nil for background).
    var sourceLayer: String?
    /// Drawn from this style zoom on (inclusive).
    var minZoom: Double = 0
    /// Drawn below this style zoom (exclusive).
    var maxZoom: Double = 24
    /// Which features it draws; nil for all.
    var filter: StyleExpression?
    /// Paint and layout properties by name (`fill-color`, `line-cap`, …).
    var properties: [String: StyleExpression] = [:]
    /// The layer's index in the style (its position in the drawing order).
    var index: Int

    /// Whether the layer draws at style zoom `zoom`.
    func isVisible(atZoom zoom: Double) -> Bool {
        zoom >= minZoom && zoom < maxZoom
    }

    /// Whether the filter and every property ignore the feature: then one evaluation serves all.
    var isDataDriven: Bool { properties.values.contains { $0.readsFeature } }

    /// The value of `name` in `context`; `fallback` when the layer does not set it or it evaluates to null.
    package func value(_ name: String, _ context: StyleContext, default fallback: StyleValue) -> StyleValue {
        guard let expression = properties[name] else { return fallback }
        let v = expression.evaluate(context)
        return v == .null ? fallback : v
    }

    package func number(_ name: String, _ context: StyleContext, default fallback: Double) -> Double {
        value(name, context, default: .number(fallback)).number.flatMap { $0.isFinite ? $0 : nil } ?? fallback
    }

    func color(_ name: String, _ context: StyleContext, default fallback: Color) -> Color {
        value(name, context, default: .color(fallback)).color ?? fallback
    }

    package func string(_ name: String, _ context: StyleContext, default fallback: String) -> String {
        value(name, context, default: .string(fallback)).string ?? fallback
    }

    /// Whether the filter lets `feature` through.
    func passes(_ context: StyleContext) -> Bool {
        filter?.evaluate(context).isTrue ?? true
    }

    /// The properties each kind draws, with their value types.
    static let supported: [Kind: [String: StyleType]] = [
        .background: ["background-color": .color, "background-opacity": .number, "visibility": .string],
        .fill: ["fill-color": .color, "fill-opacity": .number, "fill-outline-color": .color, "fill-antialias": .bool,
                "visibility": .string],
        .line: ["line-color": .color, "line-width": .number, "line-opacity": .number, "line-dasharray": .numberArray,
                "line-cap": .string, "line-join": .string, "visibility": .string],
        .symbol: ["text-field": .any, "text-size": .number, "text-color": .color, "text-halo-color": .color,
                  "text-halo-width": .number, "symbol-placement": .string, "text-font": .stringArray, "text-transform": .string,
                  "text-opacity": .number, "symbol-spacing": .number, "visibility": .string],
        .circle: ["circle-color": .color, "circle-radius": .number, "circle-opacity": .number, "circle-stroke-color": .color,
                  "circle-stroke-width": .number, "visibility": .string],
    ]
}
