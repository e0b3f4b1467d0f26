import Foundation
import InfoWindowCore

/// Pins of other sizes, with a letter or digit in the head (GeoJSON's `marker-size` and `marker-symbol`,
/// as the Static Maps API's labelled markers).
extension PinShape {
    /// The pixels per point labelled pins are drawn at: 2, sharp on the usual 1× and 2× pictures.
    package static let labelledScale: CGFloat = 2

    /// The pin in `color`, `factor` times ``size``, with `label` (one letter or digit; nil for the
    /// dot) centred in its head: black, or white on a dark pin (luminance below 0.35), as Google's
    /// labelled Static Maps pins — one drawing for GeoJSON's `marker-symbol` and `/staticmap`'s `label:`.
    package static func bitmap(color: Color, factor: CGFloat, label: String?, scale: CGFloat = labelledScale) -> Bitmap {
        let width = Int((size.width * factor * scale).rounded(.up))
        let height = Int((size.height * factor * scale).rounded(.up))
        let canvas = Canvas(bitmap: Bitmap.orPixel(width: width, height: height), scale: scale * factor)
        draw(color: color, in: canvas, dot: label == nil)
        if let label {
            let layout = TextLayout(runs: [.init(text: label, font: .boldSystemFont(ofSize: 14))], width: nil)
            let head = CGPoint(x: size.width / 2, y: size.width / 2)
            let dark = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.35
            canvas.draw(layout, at: CGPoint(x: head.x - layout.size.width / 2, y: head.y - layout.size.height / 2),
                        color: dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0))
        }
        return canvas.finish()
    }
}

extension Image {
    /// The default pin in `color`, `factor` times its size, with `label` in its head (nil: the dot), at
    /// `scale` pixels per point (default ``PinShape/labelledScale``).
    package static func pin(color: Color, factor: CGFloat, label: String?, scale: CGFloat = PinShape.labelledScale) -> Image {
        Image(bitmap: PinShape.bitmap(color: color, factor: factor, label: label, scale: scale), scale: scale)
    }
}
