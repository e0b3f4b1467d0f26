import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The default cluster icon, drawn once for scenes' clustered layers and for `GoogleMapsUtils`'
/// `GMUDefaultClusterIconGenerator` (D161): a disc in its bucket's colour with a white rim and the count
/// ("10+", "50+" … at and above each bucket, the exact count below the first) in the middle.
package enum ClusterIconPainter {
    /// The library's default buckets: 10, 50, 100, 200, 1000.
    package static let defaultBuckets: [Int] = [10, 50, 100, 200, 1000]
    /// The default bucket colours, blue to red (as the library's).
    package static let defaultColors: [Color] = [
        Color(red: 0.00, green: 0.55, blue: 0.94, alpha: 1), Color(red: 0.13, green: 0.66, blue: 0.33, alpha: 1),
        Color(red: 0.98, green: 0.74, blue: 0.02, alpha: 1), Color(red: 0.95, green: 0.45, blue: 0.10, alpha: 1),
        Color(red: 0.86, green: 0.15, blue: 0.15, alpha: 1),
    ]
    /// The count's default colour: white.
    package static let defaultTextColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// The count's default font: bold, 14 points.
    package static var defaultFont: Font { Font.boldSystemFont(ofSize: 14) }

    /// The bucket a count falls in among ascending `buckets`: the last bucket ≤ count, or 0 below the first.
    package static func bucketIndex(forCount count: Int, buckets: [Int]) -> Int {
        buckets.lastIndex { $0 <= count } ?? 0
    }

    /// The text on the icon: the exact count below the first bucket, otherwise "bucket+".
    package static func text(forCount count: Int, buckets: [Int]) -> String {
        guard let first = buckets.first, count >= first else { return "\(count)" }
        return "\(buckets[bucketIndex(forCount: count, buckets: buckets)])+"
    }

    /// The icon: `text` in `font` and `textColor` over `image` (scaled to fill its square), or over a
    /// disc of `fill` with a white rim at least 30 points across. Drawn at 2 pixels a point.
    package static func draw(text: String, font: Font, textColor: Color, fill: Color, image: Image? = nil) -> Image {
        let scale: CGFloat = 2
        let layout = TextLayout(runs: [.init(text: text, font: font)], width: nil)
        let side = image.map { max($0.size.width, $0.size.height) } ?? max(30, (layout.size.width + 14).rounded(.up))
        let canvas = Canvas(bitmap: Bitmap.orPixel(width: Int(side * scale), height: Int(side * scale)), scale: scale)
        let disc = CGRect(x: 0, y: 0, width: side, height: side)
        if let image {
            canvas.draw(image.bitmap(forScale: scale), in: disc)
        } else {
            canvas.fill(Path(ellipseIn: disc), color: Color(red: 1, green: 1, blue: 1, alpha: 0.9))
            canvas.fill(Path(ellipseIn: disc.insetBy(dx: 2, dy: 2)), color: fill)
        }
        canvas.draw(layout, at: CGPoint(x: (side - layout.size.width) / 2, y: (side - layout.size.height) / 2), color: textColor)
        return Image(bitmap: canvas.finish(), scale: scale)
    }
}
