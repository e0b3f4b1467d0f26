import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Place names rendered once with their halo, then copied into every frame that shows them.
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

    private struct LayoutKey: Hashable {
        var text: String
        var font: Font
    }

    private var entries: [Key: Entry] = [:]
    /// Laid-out texts, so a label can be measured (to see whether it fits) before it is rendered.
    private var layouts: [LayoutKey: TextLayout] = [:]
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
        let layout = self.layout(text, font: font)
        let size = Self.size(of: layout, haloWidth: haloWidth)
        guard let bitmap = Bitmap(width: max(1, Int((size.width * scale).rounded(.up))),
                                  height: max(1, Int((size.height * scale).rounded(.up)))) else { return nil }
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.draw(layout, at: CGPoint(x: haloWidth, y: haloWidth), color: color, halo: halo, haloWidth: haloWidth)
        let entry = Entry(bitmap: canvas.finish(), size: size)
        entries[key] = entry
        renders += 1
        return entry
    }

    /// The size (points) the label for `text` will have, without rendering it.
    mutating func size(of text: String, font: Font, haloWidth: CGFloat) -> CGSize {
        Self.size(of: layout(text, font: font), haloWidth: haloWidth)
    }

    private mutating func layout(_ text: String, font: Font) -> TextLayout {
        let key = LayoutKey(text: text, font: font)
        if let layout = layouts[key] { return layout }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let layout = TextLayout(runs: [.init(text: text, font: font, color: nil)], width: nil, maxLines: 1)
        layouts[key] = layout
        return layout
    }

    private static func size(of layout: TextLayout, haloWidth: CGFloat) -> CGSize {
        CGSize(width: (layout.size.width + 2 * haloWidth).rounded(.up), height: (layout.size.height + 2 * haloWidth).rounded(.up))
    }
}
