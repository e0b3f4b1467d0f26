import Foundation

/// `<GroundOverlay>`: its values, checked, and the overlay delivered when it can be drawn.
extension KMLHandler {
    /// A `<GroundOverlay>` being read.
    struct GroundOverlayDraft {
        var depth: Int
        var id: String?
        var line: Int
        var column: Int
        var name: String?
        var description: String?
        var href: String?
        var box: [String: Double] = [:]
        var rotation: Double = 0
        var drawOrder = 0
        var color: KMLColor?
        var sawBox = false
    }

    /// Reads a value of the open ground overlay; false when `name` is not one of its values.
    func readGroundOverlayValue(_ name: String, parent: String, depth: Int, text: String, line: Int) -> Bool {
        guard var draft = groundOverlay, depth > draft.depth else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let grandparent = path.count >= 2 ? path[path.count - 2] : ""
        switch (parent, name) {
        case ("GroundOverlay", "name") where depth == draft.depth + 1: draft.name = trimmed
        case ("GroundOverlay", "description") where depth == draft.depth + 1: draft.description = trimmed
        case ("GroundOverlay", "drawOrder") where depth == draft.depth + 1:
            if let value = Int(trimmed), abs(value) <= 1_000_000 {
                draft.drawOrder = value
            } else {
                warn("<GroundOverlay><drawOrder> \(FormatText.quoted(text)) is not a whole number; 0 is used", line: line)
            }
        case ("GroundOverlay", "color") where depth == draft.depth + 1:
            draft.color = KMLColor(kml: text)
            if draft.color == nil { warn("<GroundOverlay><color> \(FormatText.quoted(text)) is not a KML colour aabbggrr; ignored", line: line) }
        case ("Icon", "href") where grandparent == "GroundOverlay" && depth == draft.depth + 2:
            draft.href = trimmed.isEmpty ? nil : trimmed
        case ("LatLonBox", "north"), ("LatLonBox", "south"), ("LatLonBox", "east"), ("LatLonBox", "west"):
            guard depth == draft.depth + 2 else { return true }
            let isLatitude = name == "north" || name == "south"
            if let value = DecimalNumber.parse(text), isLatitude ? GeoPoint.isLatitude(value) : GeoPoint.isLongitude(value) {
                draft.box[name] = value
            } else {
                warn("<LatLonBox><\(name)> \(FormatText.quoted(text)) is not a \(isLatitude ? "latitude (−90…90)" : "longitude (−180…180)")",
                     line: line)
            }
        case ("LatLonBox", "rotation"):
            if let value = DecimalNumber.parse(text), abs(value) <= 180 {
                draft.rotation = value
            } else {
                warn("<LatLonBox><rotation> \(FormatText.quoted(text)) is not a number of degrees −180…180; 0 is used", line: line)
            }
        case (_, "LatLonBox") where depth == draft.depth + 1:
            draft.sawBox = true
        case (_, "LatLonQuad") where depth == draft.depth + 1:
            warn("<gx:LatLonQuad> is not supported (a picture on four free corners); only <LatLonBox> places a ground overlay", line: line)
        default:
            return depth > draft.depth
        }
        groundOverlay = draft
        return true
    }

    /// The overlay's end tag: delivered when it has a picture and a box, else a warning says why not.
    func finishGroundOverlay(_ draft: GroundOverlayDraft) throws {
        func skip(_ why: String) {
            warn("<GroundOverlay>\(draft.name.map { " \(FormatText.quoted($0.prefix(60)))" } ?? "") \(why); it is not drawn",
                 line: draft.line, column: draft.column)
        }
        guard let href = draft.href else { return skip("has no <Icon><href> naming its picture") }
        let box = draft.box
        guard let north = box["north"], let south = box["south"], let east = box["east"], let west = box["west"] else {
            let missing = ["north", "south", "east", "west"].filter { box[$0] == nil }
            return skip(draft.sawBox ? "has no usable <\(missing.joined(separator: ">, <"))> in its <LatLonBox>"
                                     : "has no <LatLonBox> (north, south, east, west)")
        }
        guard north > south else { return skip("has north \(north) not above south \(south)") }
        guard east != west else { return skip("has east equal to west (\(east)): no width") }
        counts.groundOverlays += 1
        try deliver(.groundOverlay(KMLGroundOverlay(
            id: draft.id, name: draft.name, description: draft.description, href: href, north: north, south: south,
            east: east, west: west, rotation: draft.rotation, drawOrder: draft.drawOrder, color: draft.color,
            folders: containers.map(\.name), line: draft.line)))
    }
}
