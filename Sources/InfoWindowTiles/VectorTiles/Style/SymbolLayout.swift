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

    static let fields = table([
        .property("text-field", \.field),
        .property("text-size", \.size),
        .property("text-font", \.font),
        .property("text-transform", \.transform),
        .property("symbol-placement", \.placement),
        .property("symbol-spacing", \.spacing),
        .property("text-anchor", \.anchor),
        .property("text-offset", \.offset),
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

    /// True when a property reads the feature.
    var readsFeature: Bool {
        color.readsFeature || haloColor.readsFeature || haloWidth.readsFeature || opacity.readsFeature
    }

    static let fields = table([
        .property("text-color", \.color),
        .property("text-halo-color", \.haloColor),
        .property("text-halo-width", \.haloWidth),
        .property("text-opacity", \.opacity),
    ])
}
