import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A parsed style expression (MapLibre's expression language, the subset the article "Street maps
/// from vector tiles" lists), and the legacy filters and zoom functions translated into it. Evaluated
/// against a zoom and, for data expressions, one feature.
indirect enum StyleExpression: Sendable {
    enum Comparison: String, Sendable { case eq = "==", ne = "!=", lt = "<", le = "<=", gt = ">", ge = ">=" }
    enum Interpolation: Sendable, Equatable {
        case linear
        case exponential(Double)
    }

    case literal(StyleValue)
    case get(String)
    case has(String)
    case zoom
    case geometryType
    case id
    case not(StyleExpression)
    case compare(Comparison, StyleExpression, StyleExpression)
    /// `in`: the input is one of the values (legacy `in`), or is in the array or substring of a string.
    case isIn(StyleExpression, StyleExpression)
    case all([StyleExpression])
    case any([StyleExpression])
    case match(StyleExpression, [(labels: [StyleValue], output: StyleExpression)], fallback: StyleExpression)
    case cases([(condition: StyleExpression, output: StyleExpression)], fallback: StyleExpression)
    case coalesce([StyleExpression])
    case interpolate(Interpolation, StyleExpression, [(stop: Double, output: StyleExpression)])
    case step(StyleExpression, StyleExpression, [(stop: Double, output: StyleExpression)])
    case concat([StyleExpression])
    case toString(StyleExpression)
    case toNumber(StyleExpression)
    case upcase(StyleExpression)
    case downcase(StyleExpression)

    /// True when the value depends on the feature (`get`, `has`, `geometry-type`, `id`).
    var readsFeature: Bool {
        switch self {
        case .get, .has, .geometryType, .id: return true
        case .literal, .zoom: return false
        case .not(let e), .toString(let e), .toNumber(let e), .upcase(let e), .downcase(let e): return e.readsFeature
        case .compare(_, let a, let b), .isIn(let a, let b): return a.readsFeature || b.readsFeature
        case .all(let es), .any(let es), .coalesce(let es), .concat(let es): return es.contains { $0.readsFeature }
        case .match(let input, let arms, let fallback):
            return input.readsFeature || fallback.readsFeature || arms.contains { $0.output.readsFeature }
        case .cases(let arms, let fallback):
            return fallback.readsFeature || arms.contains { $0.condition.readsFeature || $0.output.readsFeature }
        case .interpolate(_, let input, let stops), .step(let input, _, let stops):
            if case .step(_, let first, _) = self, first.readsFeature { return true }
            return input.readsFeature || stops.contains { $0.output.readsFeature }
        }
    }

    /// True when the value depends on the zoom.
    var readsZoom: Bool {
        switch self {
        case .zoom: return true
        case .literal, .get, .has, .geometryType, .id: return false
        case .not(let e), .toString(let e), .toNumber(let e), .upcase(let e), .downcase(let e): return e.readsZoom
        case .compare(_, let a, let b), .isIn(let a, let b): return a.readsZoom || b.readsZoom
        case .all(let es), .any(let es), .coalesce(let es), .concat(let es): return es.contains { $0.readsZoom }
        case .match(let input, let arms, let fallback):
            return input.readsZoom || fallback.readsZoom || arms.contains { $0.output.readsZoom }
        case .cases(let arms, let fallback):
            return fallback.readsZoom || arms.contains { $0.condition.readsZoom || $0.output.readsZoom }
        case .interpolate(_, let input, let stops), .step(let input, _, let stops):
            if case .step(_, let first, _) = self, first.readsZoom { return true }
            return input.readsZoom || stops.contains { $0.output.readsZoom }
        }
    }
}

/// What an expression is evaluated against.
struct StyleContext {
    /// The style zoom (the camera's zoom minus one: MapLibre's tiles are 512 pixels).
    var zoom: Double
    var layer: VectorTileLayer?
    var feature: VectorTileFeature?

    init(zoom: Double, layer: VectorTileLayer? = nil, feature: VectorTileFeature? = nil) {
        self.zoom = zoom
        self.layer = layer
        self.feature = feature
    }

    func property(_ key: String) -> StyleValue {
        guard let layer, let feature, let value = layer.value(key, of: feature) else { return .null }
        return StyleValue(value)
    }
}

extension StyleExpression {
    /// The expression's value in `context`.
    func evaluate(_ c: StyleContext) -> StyleValue {
        switch self {
        case .literal(let v): return v
        case .get(let key): return c.property(key)
        case .has(let key): return .bool(c.property(key) != .null)
        case .zoom: return .number(c.zoom)
        case .geometryType: return c.feature.map { .string($0.kind.styleName) } ?? .null
        case .id: return c.feature.map { .number(Double($0.id)) } ?? .null
        case .not(let e): return .bool(!e.evaluate(c).isTrue)
        case .compare(let op, let a, let b): return .bool(Self.compare(op, a.evaluate(c), b.evaluate(c)))
        case .isIn(let needle, let haystack):
            let n = needle.evaluate(c)
            switch haystack.evaluate(c) {
            case .array(let items): return .bool(items.contains(n))
            case .string(let s): return .bool(n.string.map { s.contains($0) } ?? false)
            default: return .bool(false)
            }
        case .all(let es): return .bool(es.allSatisfy { $0.evaluate(c).isTrue })
        case .any(let es): return .bool(es.contains { $0.evaluate(c).isTrue })
        case .match(let input, let arms, let fallback):
            let v = input.evaluate(c)
            for arm in arms where arm.labels.contains(v) { return arm.output.evaluate(c) }
            return fallback.evaluate(c)
        case .cases(let arms, let fallback):
            for arm in arms where arm.condition.evaluate(c).isTrue { return arm.output.evaluate(c) }
            return fallback.evaluate(c)
        case .coalesce(let es):
            for e in es {
                let v = e.evaluate(c)
                if v != .null { return v }
            }
            return .null
        case .interpolate(let kind, let input, let stops):
            guard let x = input.evaluate(c).number else { return .null }
            return Self.interpolate(kind, x, stops, c)
        case .step(let input, let first, let stops):
            guard let x = input.evaluate(c).number else { return first.evaluate(c) }
            var output = first
            for stop in stops where x >= stop.stop { output = stop.output }
            return output.evaluate(c)
        case .concat(let es): return .string(es.map { $0.evaluate(c).text }.joined())
        case .toString(let e): return .string(e.evaluate(c).text)
        case .toNumber(let e):
            let v = e.evaluate(c)
            switch v {
            case .number: return v
            case .string(let s): return Double(s).map { .number($0) } ?? .null
            case .bool(let b): return .number(b ? 1 : 0)
            default: return .null
            }
        case .upcase(let e): return .string(e.evaluate(c).text.uppercased())
        case .downcase(let e): return .string(e.evaluate(c).text.lowercased())
        }
    }

    private static func compare(_ op: Comparison, _ a: StyleValue, _ b: StyleValue) -> Bool {
        switch op {
        case .eq: return a == b
        case .ne: return a != b
        case .lt: return StyleValue.order(a, b).map { $0 < 0 } ?? false
        case .le: return StyleValue.order(a, b).map { $0 <= 0 } ?? false
        case .gt: return StyleValue.order(a, b).map { $0 > 0 } ?? false
        case .ge: return StyleValue.order(a, b).map { $0 >= 0 } ?? false
        }
    }

    private static func interpolate(_ kind: Interpolation, _ x: Double, _ stops: [(stop: Double, output: StyleExpression)],
                                    _ c: StyleContext) -> StyleValue {
        guard let first = stops.first, let last = stops.last else { return .null }
        if x <= first.stop { return first.output.evaluate(c) }
        if x >= last.stop { return last.output.evaluate(c) }
        var i = 1
        while i < stops.count - 1 && stops[i].stop <= x { i += 1 }
        let lower = stops[i - 1], upper = stops[i]
        let span = upper.stop - lower.stop
        var t = span > 0 ? (x - lower.stop) / span : 0
        if case .exponential(let base) = kind, base != 1, span > 0 {
            t = (pow(base, x - lower.stop) - 1) / (pow(base, span) - 1)
        }
        return mix(lower.output.evaluate(c), upper.output.evaluate(c), t)
    }

    /// Linear mix of numbers, colours and arrays of numbers; other values step at the middle.
    static func mix(_ a: StyleValue, _ b: StyleValue, _ t: Double) -> StyleValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.array(let xs), .array(let ys)) where xs.count == ys.count:
            return .array(zip(xs, ys).map { mix($0, $1, t) })
        default:
            if let x = a.color, let y = b.color {
                return .color(Color(red: x.red + (y.red - x.red) * t, green: x.green + (y.green - x.green) * t,
                                    blue: x.blue + (y.blue - x.blue) * t, alpha: x.alpha + (y.alpha - x.alpha) * t))
            }
            return t < 0.5 ? a : b
        }
    }
}
