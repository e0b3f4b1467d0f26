import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Reading `info_window_style` from scene files: any subset of ``InfoWindowStyle``'s values; the rest
/// keep their defaults.
extension InfoWindowStyle {
    /// The fields of `info_window_style`.
    static let sceneFields = ["background", "corner_radius", "padding", "tail_size", "title_font", "title_color",
                              "snippet_font", "snippet_color", "title_snippet_spacing", "maximum_content_width",
                              "map_margin", "maximum_height", "maximum_height_fraction", "maximum_custom_size",
                              "shadow_color", "shadow_blur", "shadow_offset", "border_color", "border_width"]

    init(_ field: JSONField) throws(SceneError) {
        let f = try field.object(known: InfoWindowStyle.sceneFields)
        self.init()
        if let v = f["background"] { backgroundColor = try v.color() }
        if let v = f["corner_radius"] { cornerRadius = try v.number(in: 0...100) }
        if let v = f["padding"] { padding = try InfoWindowStyle.insets(v) }
        if let v = f["tail_size"] { tailSize = try InfoWindowStyle.size(v, in: 0...100) }
        if let v = f["title_font"] { titleFont = try SceneWindow.font(v, base: titleFont) }
        if let v = f["title_color"] { titleColor = try v.color() }
        if let v = f["snippet_font"] { snippetFont = try SceneWindow.font(v, base: snippetFont) }
        if let v = f["snippet_color"] { snippetColor = try v.color() }
        if let v = f["title_snippet_spacing"] { titleSnippetSpacing = try v.number(in: 0...100) }
        if let v = f["maximum_content_width"] { maximumContentWidth = try v.number(in: 1...2000) }
        if let v = f["map_margin"] { mapMargin = try v.number(in: 0...1000) }
        if let v = f["maximum_height"] { maximumHeight = try v.number(in: 1...10_000) }
        if let v = f["maximum_height_fraction"] { maximumHeightFraction = try v.number(above: 0, upTo: 1) }
        if let v = f["maximum_custom_size"] { maximumCustomSize = try InfoWindowStyle.size(v, in: 1...2000) }
        if let v = f["shadow_color"] { shadowColor = try v.color() }
        if let v = f["shadow_blur"] { shadowBlur = try v.number(in: 0...50) }
        if let v = f["shadow_offset"] {
            let xy = try v.numbers(2, shape: "[x, y]", in: -100...100)
            shadowOffset = CGSize(width: xy[0], height: xy[1])
        }
        if let v = f["border_color"] { borderColor = try v.color() }
        if let v = f["border_width"] { borderWidth = try v.number(in: 0...20) }
    }

    /// One number for every side, or `[top, left, bottom, right]`, each 0…100.
    static func insets(_ field: JSONField) throws(SceneError) -> EdgeInsets {
        if case .number = field.value { return EdgeInsets(all: try field.number(in: 0...100)) }
        guard case .array = field.value else {
            throw field.invalid("a number or an array of 4 numbers [top, left, bottom, right]")
        }
        let v = try field.numbers(4, shape: "[top, left, bottom, right]", in: 0...100)
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    static func size(_ field: JSONField, in range: ClosedRange<Double>) throws(SceneError) -> CGSize {
        let wh = try field.numbers(2, shape: "[width, height]", in: range)
        return CGSize(width: wh[0], height: wh[1])
    }
}
