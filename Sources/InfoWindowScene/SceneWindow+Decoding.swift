import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Reading custom windows (`info_window`, `info_contents`) from scene files.
extension SceneWindow {
    /// The fields of a window.
    static let fields = ["width", "height", "padding", "spacing", "background", "corner_radius", "border_width",
                         "border_color", "items"]
    /// The fields of a label item.
    static let labelFields = ["text", "font", "color", "lines", "align", "frame"]
    /// The fields of an image item.
    static let imageFields = ["image", "width", "height", "content_mode", "corner_radius", "frame"]
    /// The fields of a font.
    static let fontFields = ["family", "size", "bold"]
    /// `content_mode` names and their modes.
    static let contentModes: [(String, ContentMode)] = [("fit", .scaleAspectFit), ("fill", .scaleAspectFill),
                                                        ("stretch", .scaleToFill), ("center", .center)]
    /// `align` names and their alignments.
    static let alignments: [(String, TextAlignment)] = [("natural", .natural), ("left", .left),
                                                        ("center", .center), ("right", .right)]

    init(_ field: JSONField, files: SceneFiles) throws(SceneError) {
        let f = try field.object(known: SceneWindow.fields)
        self.init()
        if let width = f["width"] { self.width = try width.number(in: 1...500) }
        if let height = f["height"] { self.height = try height.number(in: 1...500) }
        if let padding = f["padding"] { self.padding = try padding.number(in: 0...100) }
        if let spacing = f["spacing"] { self.spacing = try spacing.number(in: 0...100) }
        if let background = f["background"] { backgroundColor = try background.color() }
        if let radius = f["corner_radius"] { cornerRadius = try radius.number(in: 0...100) }
        if let width = f["border_width"] { borderWidth = try width.number(in: 0...20) }
        if let color = f["border_color"] { borderColor = try color.color() }
        let itemsField = try f.required("items")
        let items = try itemsField.array()
        guard !items.isEmpty else { throw itemsField.invalid("at least one label or image") }
        self.items = try items.map { (item) throws(SceneError) -> SceneWindowItem in try SceneWindow.item(item, files: files) }
    }

    static func item(_ field: JSONField, files: SceneFiles) throws(SceneError) -> SceneWindowItem {
        guard case .object(let members) = field.value else { throw field.invalid("a label {\"text\": …} or an image {\"image\": …}") }
        let probe = JSONObjectFields(members: members, path: field.path, file: field.file)
        switch (probe.has("text"), probe.has("image")) {
        case (true, true):
            throw field.error(.invalidValue, "an item is a label (\"text\") or an image (\"image\"), not both")
        case (false, false):
            throw field.error(.missingField, "missing field \"text\" (for a label) or \"image\" (for an image)")
        case (true, false):
            let f = try field.object(known: labelFields)
            var label = SceneLabel(text: try f.required("text").string())
            if let font = f["font"] { label.font = try SceneWindow.font(font, base: label.font) }
            if let color = f["color"] { label.color = try color.color() }
            if let lines = f["lines"] { label.numberOfLines = try lines.integer(in: 0...1000) }
            if let align = f["align"] {
                let name = try align.choice(alignments.map(\.0))
                label.alignment = alignments.first { $0.0 == name }?.1 ?? .natural
            }
            return SceneWindowItem(.label(label), frame: try f["frame"].map(frame))
        case (false, true):
            let f = try field.object(known: imageFields)
            var image = SceneImageItem(image: try files.image(try f.required("image")))
            if let width = f["width"] { image.width = try width.number(in: 1...500) }
            if let height = f["height"] { image.height = try height.number(in: 1...500) }
            if let mode = f["content_mode"] {
                let name = try mode.choice(contentModes.map(\.0))
                image.contentMode = contentModes.first { $0.0 == name }?.1 ?? .scaleAspectFit
            }
            if let radius = f["corner_radius"] { image.cornerRadius = try radius.number(in: 0...100) }
            return SceneWindowItem(.image(image), frame: try f["frame"].map(frame))
        }
    }

    /// `[x, y, width, height]` in points, inside a 500 × 500 window.
    static func frame(_ field: JSONField) throws(SceneError) -> CGRect {
        let v = try field.numbers(4, shape: "[x, y, width, height]", in: 0...500)
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// `{"family": …, "size": …, "bold": …}`; missing fields keep `base`'s.
    static func font(_ field: JSONField, base: Font) throws(SceneError) -> Font {
        let f = try field.object(known: fontFields)
        var family = base.family
        if let name = f["family"] {
            family = try name.string()
            guard !family.trimmingCharacters(in: .whitespaces).isEmpty else { throw name.invalid("a font family name") }
        }
        let size = try f["size"]?.number(in: 1...200) ?? base.pointSize
        let bold = try f["bold"]?.bool() ?? (base.weight == .bold)
        return Font(family: family, size: size, weight: bold ? .bold : .regular)
    }
}
