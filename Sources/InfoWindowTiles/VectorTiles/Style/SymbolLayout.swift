import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The layout of a `symbol` layer: what a label says, its font and where it goes.
struct SymbolLayout: StyleProperties {
    /// `text-field`: the label's text (a `{key}` template or an expression). Default none: no label.
    var field: StyleProperty<String> = .constant("")
    /// `text-size`, points, kept within 1…64 and rounded to half a point (VT9). Default 16.
    var size: StyleProperty<Double> = .constant(16)
    /// `text-font`: the first name, as a fontconfig family and weight (VT8). Default the system font.
    var font: StyleProperty<FontStack> = .constant(FontStack([]))
    /// `text-transform`. Default `none`.
    var transform: StyleProperty<TextTransform> = .constant(.none)
    /// `symbol-placement`. Default `point`.
    var placement: StyleProperty<SymbolPlacement> = .constant(.point)
    /// `symbol-spacing`: points between tries along a line, at least 40. Default 250.
    var spacing: StyleProperty<Double> = .constant(250)
    /// `text-anchor`: the part of a point label put at its point. Default `center`.
    var anchor: StyleProperty<TextAnchor> = .constant(.center)
    /// `text-offset`: a point label's shift from its point, in ems. Default none.
    var offset: StyleProperty<TextOffset> = .constant(TextOffset(x: 0, y: 0))
    /// `text-variable-anchor`: anchors a point label tries in order until it fits; when given, it is used
    /// instead of `text-anchor` (MapLibre's rule). Default none.
    var variableAnchors: StyleProperty<AnchorList> = .constant(AnchorList([]))
    /// `text-radial-offset`: with variable anchors, how far the label moves away from its point in the
    /// direction of the anchor tried, in ems (`left` moves it right). Default 0.
    var radialOffset: StyleProperty<Double> = .constant(0)
    /// `icon-image`: an icon drawn at the point, placed with the text as one (both or neither). There are
    /// no sprite sheets here: the names are the built-in ``BuiltInIcon``s (`dot-9`, `dot-10`, `dot-11`);
    /// another name draws no icon. Default none.
    var iconImage: StyleProperty<String> = .constant("")

    static let fields = table([
        .property("text-field", \.field),
        .property("text-size", \.size),
        .property("text-font", \.font),
        .property("text-transform", \.transform),
        .property("symbol-placement", \.placement),
        .property("symbol-spacing", \.spacing),
        .property("text-anchor", \.anchor),
        .property("text-offset", \.offset),
        .property("text-variable-anchor", \.variableAnchors),
        .property("text-radial-offset", \.radialOffset),
        .property("icon-image", \.iconImage),
    ])
}

/// The paint of a `symbol` layer: the text's colours.
struct SymbolPaint: StyleProperties {
    /// `text-color`. Default black.
    var color: StyleProperty<Color> = .constant(.black)
    /// `text-halo-color`. Default transparent.
    var haloColor: StyleProperty<Color> = .constant(Color(white: 0, alpha: 0))
    /// `text-halo-width`, points, kept within 0…8 and rounded to a quarter point. Default 0.
    var haloWidth: StyleProperty<Double> = .constant(0)
    /// `text-opacity`, 0…1; multiplies the text's and the halo's alpha. Default 1.
    var opacity: StyleProperty<Double> = .constant(1)
    /// `icon-color`: the fill of a built-in icon. Default a dark grey.
    var iconColor: StyleProperty<Color> = .constant(Color(hex: "#6b6b6b") ?? .black)
    /// `icon-halo-color`: the ring of a built-in icon. Default white.
    var iconHaloColor: StyleProperty<Color> = .constant(.white)
    /// `icon-halo-width`: the ring's width, points, within 0…4. Default 1.
    var iconHaloWidth: StyleProperty<Double> = .constant(1)

    /// True when a property reads the feature.
    var readsFeature: Bool {
        color.readsFeature || haloColor.readsFeature || haloWidth.readsFeature || opacity.readsFeature
    }

    static let fields = table([
        .property("text-color", \.color),
        .property("text-halo-color", \.haloColor),
        .property("text-halo-width", \.haloWidth),
        .property("text-opacity", \.opacity),
        .property("icon-color", \.iconColor),
        .property("icon-halo-color", \.iconHaloColor),
        .property("icon-halo-width", \.iconHaloWidth),
    ])
}

/// The icons a symbol layer's `icon-image` can name without a sprite sheet: dots of three sizes, as the
/// common map styles mark towns and cities (`dot-9`, `dot-10`, `dot-11`: 9, 10 and 11 points across,
/// ring included). Filled with `icon-color`, ringed with `icon-halo-color`.
enum BuiltInIcon: String, CaseIterable {
    case dot9 = "dot-9", dot10 = "dot-10", dot11 = "dot-11"

    /// The icon's width and height, points (ring included).
    var size: CGFloat {
        switch self {
        case .dot9: 9
        case .dot10: 10
        case .dot11: 11
        }
    }
}
