import Foundation
import InfoWindowCore

/// The default marker: a red teardrop pin with a dark dot, like the SDK's, drawn as vectors and
/// drawn to a bitmap per colour and scale (kept by a ``PinCache``).
package enum PinShape {
    /// The pin's size in points. Its tip is the bottom centre, where the default ground anchor
    /// (0.5, 1.0) puts the marker's position.
    package static let size = CGSize(width: 27, height: 43)
    /// The SDK's pin red.
    package static let defaultColor = Color(red: 0.918, green: 0.263, blue: 0.208)

    /// ``Image/opaqueBands`` of the pin (the same for every colour), from a 4× rendering.
    static let opaqueBands: [CGRect] = Image.opaqueBands(of: bitmap(color: defaultColor, scale: 4), scale: 4)

    /// The pin in `color` at `scale` pixels per point, drawn now.
    package static func bitmap(color: Color, scale: CGFloat) -> Bitmap {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        let bitmap = Bitmap.orPixel(width: width, height: height)
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        draw(color: color, in: canvas)
        return canvas.finish()
    }

    /// The pin in `color`, `factor` times the standard size, at `scale` pixels per point, with
    /// `label` (one character) on its head instead of the dot — Google's Static Maps pins
    /// (`size:mid|label:S`); nil for the dot. The label is black, or white on a dark pin (luminance
    /// below 0.35), so it can be read on every colour.
    package static func image(color: Color, factor: CGFloat, label: Character?, scale: CGFloat) -> Image {
        let width = Int((size.width * factor * scale).rounded(.up))
        let height = Int((size.height * factor * scale).rounded(.up))
        let bitmap = Bitmap.orPixel(width: max(width, 1), height: max(height, 1))
        let canvas = Canvas(bitmap: bitmap, scale: scale * factor)
        draw(color: color, withDot: label == nil, in: canvas)
        if let label {
            let layout = TextLayout(runs: [TextLayout.Run(text: String(label), font: Font.boldSystemFont(ofSize: 14))],
                                    width: nil)
            let head = CGPoint(x: size.width / 2, y: size.width / 2)
            let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
            let ink = luminance < 0.35 ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0)
            canvas.draw(layout, at: CGPoint(x: head.x - layout.size.width / 2, y: head.y - layout.size.height / 2), color: ink)
        }
        return Image(bitmap: canvas.finish(), scale: scale)
    }

    private static func draw(color: Color, withDot: Bool = true, in canvas: Canvas) {
        let w = size.width, h = size.height
        let r = w / 2 - 1
        let center = CGPoint(x: w / 2, y: r + 1)
        let tip = CGPoint(x: w / 2, y: h - 0.75)
        let distance = tip.y - center.y
        let beta = acos(Double(r / distance))
        var outline = Path()
        outline.move(to: tip)
        // Each side leaves the tip almost straight up and meets the circle along its tangent, so the
        // outline has no corner where the sides join the head.
        let left = CGPoint(x: center.x + r * cos(.pi / 2 + beta), y: center.y + r * sin(.pi / 2 + beta))
        let right = CGPoint(x: center.x + r * cos(.pi / 2 - beta), y: center.y + r * sin(.pi / 2 - beta))
        let along = distance * 0.32
        outline.curve(to: left, control1: CGPoint(x: tip.x - 1.5, y: tip.y - along),
                      control2: CGPoint(x: left.x + cos(beta) * along, y: left.y + sin(beta) * along))
        outline.arc(center: center, radius: r, start: .pi / 2 + beta, end: 2.5 * .pi - beta)
        outline.curve(to: tip, control1: CGPoint(x: right.x - cos(beta) * along, y: right.y + sin(beta) * along),
                      control2: CGPoint(x: tip.x + 1.5, y: tip.y - along))
        outline.close()
        canvas.fill(outline, color: color)
        let edge = Color(red: color.red * 0.7, green: color.green * 0.7, blue: color.blue * 0.7, alpha: color.alpha)
        canvas.stroke(outline, color: edge, lineWidth: 1)
        guard withDot else { return }
        var dot = Path()
        dot.arc(center: center, radius: 4.5, start: 0, end: 2 * .pi)
        dot.close()
        canvas.fill(dot, color: Color(red: color.red * 0.45, green: color.green * 0.45, blue: color.blue * 0.45,
                                      alpha: color.alpha))
    }
}

/// The pin bitmaps drawn so far, per colour and scale, kept for the owner's life (a map keeps one for
/// its markers). Not shared between threads: each owner has its own.
package final class PinCache {
    private struct Key: Hashable {
        let color: Color
        let scale: CGFloat
    }

    private var bitmaps: [Key: Bitmap] = [:]
    /// How many pin bitmaps this cache has drawn (for tests and statistics).
    package private(set) var renders = 0

    /// An empty cache.
    package init() {}

    /// The pin in `color` at `scale`, drawn the first time it is asked for.
    package func bitmap(color: Color, scale: CGFloat) -> Bitmap {
        let key = Key(color: color, scale: scale)
        if let cached = bitmaps[key] { return cached }
        let bitmap = PinShape.bitmap(color: color, scale: scale)
        bitmaps[key] = bitmap
        renders += 1
        return bitmap
    }
}
