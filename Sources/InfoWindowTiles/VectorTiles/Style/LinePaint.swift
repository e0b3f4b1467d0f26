import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The paint of a `line` layer.
struct LinePaint: StyleProperties {
    /// `line-color`. Default black.
    var color: StyleProperty<Color> = .constant(.black)
    /// `line-width`, points (negative widths draw nothing). Default 1.
    var width: StyleProperty<Double> = .constant(1)
    /// `line-opacity`, 0…1. Default 1.
    var opacity: StyleProperty<Double> = .constant(1)
    /// `line-dasharray`: dash and gap lengths in line widths. Default solid.
    var dashes: StyleProperty<DashPattern> = .constant(DashPattern([]))

    /// True when a property reads the feature: the paint cannot be worked out once for the layer.
    var readsFeature: Bool {
        color.readsFeature || width.readsFeature || opacity.readsFeature || dashes.readsFeature
    }

    static let fields = table([
        .property("line-color", \.color),
        .property("line-width", \.width),
        .property("line-opacity", \.opacity),
        .property("line-dasharray", \.dashes),
    ])
}

/// The layout of a `line` layer: worked out once a layer a frame, at its zoom (never per feature).
struct LineLayout: StyleProperties {
    /// `line-cap`. Default `butt`.
    var cap: StyleProperty<StyleLineCap> = .constant(.butt)
    /// `line-join`. Default `miter`.
    var join: StyleProperty<StyleLineJoin> = .constant(.miter)

    static let fields = table([
        .property("line-cap", \.cap),
        .property("line-join", \.join),
    ])
}
