import Foundation
import InfoWindowCore

extension StyleExpression {
    /// The expression with each literal it may give as its value passed through `f`: the literal
    /// itself, the outputs of `match`, `case`, `coalesce`, `step` and `interpolate` (stops, inputs,
    /// labels and conditions are left alone). A value read from the feature (`get`) is not a literal
    /// and stays as it is.
    func mappingOutputs(_ f: (StyleValue) -> StyleValue) -> StyleExpression {
        switch self {
        case .literal(let value): return .literal(f(value))
        case .match(let input, let arms, let fallback):
            return .match(input, arms.map { ($0.labels, $0.output.mappingOutputs(f)) }, fallback: fallback.mappingOutputs(f))
        case .cases(let arms, let fallback):
            return .cases(arms.map { ($0.condition, $0.output.mappingOutputs(f)) }, fallback: fallback.mappingOutputs(f))
        case .coalesce(let items): return .coalesce(items.map { $0.mappingOutputs(f) })
        case .interpolate(let kind, let input, let stops):
            return .interpolate(kind, input, stops.map { ($0.stop, $0.output.mappingOutputs(f)) })
        case .step(let input, let first, let stops):
            return .step(input, first.mappingOutputs(f), stops.map { ($0.stop, $0.output.mappingOutputs(f)) })
        default: return self
        }
    }
}

extension StyleProperty {
    /// The property with its value passed through `f` wherever it is known when the style is read: the
    /// constant, the default, and an expression's literal outputs (``StyleExpression/mappingOutputs(_:)``).
    func mapping(_ f: (Value) -> Value) -> StyleProperty<Value> {
        switch self {
        case .constant(let value): return .constant(f(value))
        case .zoomFunction(let expression, let fallback), .dataDriven(let expression, let fallback):
            let mapped = expression.mappingOutputs { value in Value(styleValue: value).map { f($0).styleValue } ?? value }
            return StyleProperty(mapped, default: f(fallback))
        }
    }
}

extension StylePropertyValue {
    /// The value as a literal of the style language, for the few types a Google style changes.
    var styleValue: StyleValue {
        switch self {
        case let color as Color: return .color(color)
        case let number as Double: return .number(number)
        case let text as String: return .string(text)
        default: return .null
        }
    }
}
