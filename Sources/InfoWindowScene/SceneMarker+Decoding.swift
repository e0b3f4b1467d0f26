import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Reading markers from scene files and GeoJSON properties.
extension SceneMarker {
    /// The fields of a marker in a scene file.
    static let fields = ["id", "position", "title", "snippet", "icon", "pin_color", "ground_anchor",
                         "info_window_anchor", "z_index", "rotation", "flat", "opacity", "tappable",
                         "info_window", "info_contents"]
    /// The range of anchor coordinates accepted (R20 allows values past the icon's unit square).
    static let anchorRange: ClosedRange<Double> = -10...10
    /// The range of rotations accepted, degrees.
    static let rotationRange: ClosedRange<Double> = -360...360

    /// A marker written in a scene file.
    init(_ field: JSONField, files: SceneFiles) throws(SceneError) {
        let f = try field.object(known: SceneMarker.fields)
        self.init(position: try Scene.coordinate(try f.required("position")))
        if let id = f["id"] { self.id = try SceneMarker.id(id) }
        try applyAppearance(f, files: files)
        if let pinColor = f["pin_color"] {
            guard icon == nil else {
                throw SceneError(kind: .invalidValue, file: field.file, field: field.path,
                                 message: "give \"icon\" or \"pin_color\", not both")
            }
            self.pinColor = try pinColor.color()
        }
        if let tappable = f["tappable"] { isTappable = try tappable.bool() }
        if f["info_window"] != nil && f["info_contents"] != nil {
            throw SceneError(kind: .invalidValue, file: field.file, field: field.path,
                             message: "give \"info_window\" (the whole window) or \"info_contents\" (inside the default frame), not both")
        }
        if let window = f["info_window"] { infoWindow = try SceneWindow(window, files: files) }
        if let contents = f["info_contents"] { infoContents = try SceneWindow(contents, files: files) }
    }

    /// Reads the fields shared by scene markers and GeoJSON properties: `title`, `snippet`, `icon`,
    /// `ground_anchor`, `info_window_anchor`, `z_index`, `rotation`, `flat`, `opacity`.
    mutating func applyAppearance(_ f: JSONObjectFields, files: SceneFiles) throws(SceneError) {
        if let title = f["title"] { self.title = try title.string() }
        if let snippet = f["snippet"] { self.snippet = try snippet.string() }
        if let icon = f["icon"] { self.icon = try files.image(icon) }
        if let anchor = f["ground_anchor"] { groundAnchor = try SceneMarker.anchor(anchor) }
        if let anchor = f["info_window_anchor"] { infoWindowAnchor = try SceneMarker.anchor(anchor) }
        if let z = f["z_index"] { zIndex = Int32(try z.integer(in: Int(Int32.min)...Int(Int32.max))) }
        if let rotation = f["rotation"] { self.rotation = try rotation.number(in: SceneMarker.rotationRange) }
        if let flat = f["flat"] { isFlat = try flat.bool() }
        if let opacity = f["opacity"] { self.opacity = Float(try opacity.number(in: 0...1)) }
    }

    /// An id: a string, or a number kept as written.
    static func id(_ field: JSONField) throws(SceneError) -> String {
        switch field.value {
        case .string(let text), .number(let text): return text
        default: throw field.invalid("a string or a number")
        }
    }

    static func anchor(_ field: JSONField) throws(SceneError) -> CGPoint {
        let xy = try field.numbers(2, shape: "[x, y]", in: anchorRange)
        return CGPoint(x: xy[0], y: xy[1])
    }
}
