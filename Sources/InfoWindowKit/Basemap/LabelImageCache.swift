import Foundation

/// Place names rendered once with their halo, then copied into every frame that shows them.
@MainActor
struct LabelImageCache {
    /// A rendered label: its pixels and its size in points.
    struct Entry {
        let bitmap: Bitmap
        let size: CGSize
    }

    private struct Key: Hashable {
        var text: String
        var font: Font
        var color: Color
        var halo: Color
        var haloWidth: CGFloat
        var scale: CGFloat
    }

    private var entries: [Key: Entry] = [:]
    /// Entries kept before the cache starts afresh.
    let capacity = 2048

    /// The number of labels rendered so far (for tests).
    private(set) var renders = 0

    /// The label for `text`, rendered on first use.
    mutating func label(_ text: String, font: Font, color: Color, halo: Color, haloWidth: CGFloat,
                        scale: CGFloat) -> Entry? {
        let key = Key(text: text, font: font, color: color, halo: halo, haloWidth: haloWidth, scale: scale)
        if let entry = entries[key] { return entry }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        let layout = TextLayout(runs: [.init(text: text, font: font, color: nil)], width: nil, maxLines: 1)
        let size = CGSize(width: (layout.size.width + 2 * haloWidth).rounded(.up),
                          height: (layout.size.height + 2 * haloWidth).rounded(.up))
        guard let bitmap = Bitmap(width: max(1, Int((size.width * scale).rounded(.up))),
                                  height: max(1, Int((size.height * scale).rounded(.up)))) else { return nil }
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.draw(layout, at: CGPoint(x: haloWidth, y: haloWidth), color: color, halo: halo, haloWidth: haloWidth)
        let entry = Entry(bitmap: canvas.finish(), size: size)
        entries[key] = entry
        renders += 1
        return entry
    }
}
