import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A type a style property can have: what its literals must be (checked when the style is read) and
/// how an expression's result becomes one (while drawing).
protocol StylePropertyValue: Sendable {
    /// The type the style's literals for a property of this type must have.
    static var styleType: StyleType { get }
    /// The value an expression gave, or nil when it gave null or a value of another type (then the
    /// property's default is drawn, as MapLibre does).
    init?(styleValue: StyleValue)
}

/// One paint or layout property of a layer, typed: a constant, worked out once when the style is read;
/// a zoom function, evaluated once a layer a frame; or a data-driven expression, evaluated for each
/// feature. Each keeps the property's default for when the expression gives nothing usable.
enum StyleProperty<Value: StylePropertyValue>: Sendable {
    case constant(Value)
    case zoomFunction(StyleExpression, default: Value)
    case dataDriven(StyleExpression, default: Value)

    /// `expression` as a property whose default is `fallback`: an expression that reads neither the
    /// zoom nor the feature is evaluated now, so drawing it costs nothing.
    init(_ expression: StyleExpression, default fallback: Value) {
        if expression.readsFeature {
            self = .dataDriven(expression, default: fallback)
        } else if expression.readsZoom {
            self = .zoomFunction(expression, default: fallback)
        } else if let value = Value(styleValue: expression.evaluate(StyleContext(zoom: 0))) {
            self = .constant(value)
        } else {
            // Gives nothing usable at any zoom: kept as it is so that `valueIfSet` still says so.
            self = .zoomFunction(expression, default: fallback)
        }
    }

    /// The value in `context`: the constant, or the expression's result, or the default when that is
    /// null or of another type.
    @inline(__always)
    func value(_ context: StyleContext) -> Value {
        switch self {
        case .constant(let value): return value
        case .zoomFunction(let expression, let fallback), .dataDriven(let expression, let fallback):
            return Value(styleValue: expression.evaluate(context)) ?? fallback
        }
    }

    /// The value in `context`, or nil where the expression gives null or a value of another type (for
    /// properties whose default is another property, such as `fill-outline-color`).
    func valueIfSet(_ context: StyleContext) -> Value? {
        switch self {
        case .constant(let value): return value
        case .zoomFunction(let expression, _), .dataDriven(let expression, _): return Value(styleValue: expression.evaluate(context))
        }
    }

    /// The value drawn where the expression gives nothing usable (the constant itself for a constant).
    var fallback: Value {
        switch self {
        case .constant(let value), .zoomFunction(_, let value), .dataDriven(_, let value): return value
        }
    }

    /// True when the value depends on the feature: it cannot be worked out once for a whole layer.
    var readsFeature: Bool {
        if case .dataDriven = self { return true }
        return false
    }

    /// The expression, unless the property is a constant.
    var expression: StyleExpression? {
        switch self {
        case .constant: return nil
        case .zoomFunction(let expression, _), .dataDriven(let expression, _): return expression
        }
    }

    /// The constant, if the property is one.
    var constant: Value? {
        if case .constant(let value) = self { return value }
        return nil
    }
}
