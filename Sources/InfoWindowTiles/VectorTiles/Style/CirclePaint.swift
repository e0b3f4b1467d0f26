import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The paint of a `circle` layer: a dot at each point of a point feature.
struct CirclePaint: StyleProperties {
    /// `circle-color`. Default black.
    var color: StyleProperty<Color> = .constant(.black)
    /// `circle-radius`, points. Default 5.
    var radius: StyleProperty<Double> = .constant(5)
    /// `circle-opacity`, 0…1; multiplies the fill's and the stroke's alpha. Default 1.
    var opacity: StyleProperty<Double> = .constant(1)
    /// `circle-stroke-color`. Default black.
    var strokeColor: StyleProperty<Color> = .constant(.black)
    /// `circle-stroke-width`, points. Default 0: no stroke.
    var strokeWidth: StyleProperty<Double> = .constant(0)

    static let fields = table([
        .property("circle-color", \.color),
        .property("circle-radius", \.radius),
        .property("circle-opacity", \.opacity),
        .property("circle-stroke-color", \.strokeColor),
        .property("circle-stroke-width", \.strokeWidth),
    ])
}
