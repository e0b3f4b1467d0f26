import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The paint of a `fill` layer.
struct FillPaint: StyleProperties {
    /// `fill-color`. Default black.
    var color: StyleProperty<Color> = .constant(.black)
    /// `fill-opacity`, 0…1, multiplies the colour's (and the outline's) alpha. Default 1.
    var opacity: StyleProperty<Double> = .constant(1)
    /// `fill-outline-color`: a 1-point outline; nil for none. Where its expression gives nothing, the
    /// fill colour.
    var outlineColor: StyleProperty<Color>?
    /// `fill-antialias`: read and checked, not drawn (fills are always antialiased). Default true.
    var antialias: StyleProperty<Bool> = .constant(true)

    /// True when a property reads the feature: the paint cannot be worked out once for the layer.
    var readsFeature: Bool {
        color.readsFeature || opacity.readsFeature || (outlineColor?.readsFeature ?? false)
    }

    static let fields = table([
        .property("fill-color", \.color),
        .property("fill-opacity", \.opacity),
        .optional("fill-outline-color", \.outlineColor, default: .black),
        .property("fill-antialias", \.antialias),
    ])
}

/// The paint of a `background` layer.
struct BackgroundPaint: StyleProperties {
    /// `background-color`. Default black.
    var color: StyleProperty<Color> = .constant(.black)
    /// `background-opacity`, 0…1. Default 1.
    var opacity: StyleProperty<Double> = .constant(1)

    static let fields = table([
        .property("background-color", \.color),
        .property("background-opacity", \.opacity),
    ])
}
