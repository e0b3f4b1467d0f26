import Foundation
import InfoWindowCore

/// How a stretch of a ``Polyline`` is drawn: one colour, or a gradient from one colour to another along
/// the stretch (the SDK's `GMSStrokeStyle`). A value.
public struct StrokeStyle: Hashable, Sendable {
    /// The colour at the start of the stretch.
    public let fromColor: Color
    /// The colour at the end of the stretch; the same as ``fromColor`` for a solid style.
    public let toColor: Color

    private init(from: Color, to: Color) {
        fromColor = from
        toColor = to
    }

    /// A style of one colour (the SDK's `solidColor(_:)`).
    public static func solidColor(_ color: Color) -> StrokeStyle {
        StrokeStyle(from: color, to: color)
    }

    /// A style whose colour goes from `fromColor` at the start of its span to `toColor` at its end, in
    /// proportion to the segments covered (the SDK's `gradient(from:to:)`). Within a segment the colour
    /// changes evenly along the drawn segment.
    public static func gradient(from fromColor: Color, to toColor: Color) -> StrokeStyle {
        StrokeStyle(from: fromColor, to: toColor)
    }

    /// True when the style is one colour.
    public var isSolid: Bool { fromColor == toColor }

    /// The colour `fraction` (0…1) of the way through the style.
    func color(at fraction: Double) -> Color {
        if isSolid { return fromColor }
        let t = min(max(fraction, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(red: mix(fromColor.red, toColor.red), green: mix(fromColor.green, toColor.green),
                     blue: mix(fromColor.blue, toColor.blue), alpha: mix(fromColor.alpha, toColor.alpha))
    }
}

/// The style of a run of a polyline's segments (the SDK's `GMSStyleSpan`): ``style`` over ``segments``
/// segments, which may be a fraction (a span may end inside a segment). A value.
public struct StyleSpan: Hashable, Sendable {
    /// How the span is drawn.
    public let style: StrokeStyle
    /// How many segments the span covers, > 0. Default 1.
    public let segments: Double

    /// A span of `style` over `segments` segments (the SDK's `init(style:segments:)`). A count that is
    /// not a finite number above 0 makes a span of 1 segment, with a warning (D43).
    public init(style: StrokeStyle, segments: Double = 1) {
        self.style = style
        if segments.isFinite && segments > 0 {
            self.segments = segments
        } else {
            Diagnostics.warn("StyleSpan: segments \(segments) is not a finite number above 0; used 1")
            self.segments = 1
        }
    }

    /// A span of one colour over `segments` segments (the SDK's `init(color:segments:)`).
    public init(color: Color, segments: Double = 1) {
        self.init(style: .solidColor(color), segments: segments)
    }
}
