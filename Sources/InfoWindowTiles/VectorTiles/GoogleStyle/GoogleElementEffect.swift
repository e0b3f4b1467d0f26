import Foundation
import InfoWindowCore

/// What a Google style does to one element (say `geometry.fill`) of one feature type: the rules that
/// select both, folded in order.
struct GoogleElementEffect: Hashable, Sendable {
    /// Colour operations in order; a `color` drops the ones before it.
    var operations: [GoogleColorOperation] = []
    /// The last `visibility` given (default on).
    var visibility: GoogleStyleVisibility = .on
    /// The last `weight` given, points.
    var weight: Double?

    /// Changes nothing.
    var isIdentity: Bool { operations.isEmpty && visibility == .on && weight == nil }

    /// `color` after the operations.
    func apply(to color: Color) -> Color {
        operations.reduce(color) { $1.apply(to: $0) }
    }

    /// The effect of `style` on `element` of features of `type` (nil: a source layer the table does
    /// not know, which only rules for `all` features select).
    init(_ style: GoogleMapStyle, type: GoogleFeatureType?, element: GoogleElementType) {
        for rule in style.rules where rule.elementType.selects(element) {
            guard type.map({ rule.featureType.selects($0) }) ?? (rule.featureType == .all) else { continue }
            for styler in rule.stylers {
                switch styler {
                case .color(let c):
                    operations = [.color(c)]
                case .hue(let c): operations.append(.hue(c))
                case .saturation(let s): if s != 0 { operations.append(.saturation(s)) }
                case .lightness(let l): if l != 0 { operations.append(.lightness(l)) }
                case .gamma(let g): if g != 1 { operations.append(.gamma(g)) }
                case .invertLightness(let on): if on { operations.append(.invertLightness) }
                case .visibility(let v): visibility = v
                case .weight(let w): weight = w
                }
            }
        }
    }

    init() {}
}
