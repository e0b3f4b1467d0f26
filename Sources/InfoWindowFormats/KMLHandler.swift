import Foundation

/// The KML element logic: which elements start what, and where each value goes.
final class KMLHandler: XMLStreamHandler {
    let file: String
    var warnings: WarningLog
    let deliver: (KMLItem) throws -> Void
    /// Local names of the open elements.
    var path: [String] = []
    /// The open `<Document>`s and `<Folder>`s: their depth and name so far.
    var containers: [(depth: Int, name: String)] = []
    var documentName: String?
    var counts = (placemarks: 0, styles: 0, styleMaps: 0, groundOverlays: 0)
    var placemark: (depth: Int, value: KMLPlacemark)?
    var geometries: [GeometryDraft] = []
    var style: (depth: Int, value: KMLStyle)?
    var styleMap: StyleMapDraft?
    /// Inside an element skipped whole (an overlay, a network link): its depth.
    var skipping: Int?
    /// The `<GroundOverlay>` being read.
    var groundOverlay: GroundOverlayDraft?
    var warnedKinds: Set<String> = []

    static let unsupported: Set<String> = ["NetworkLink", "ScreenOverlay", "PhotoOverlay", "Model"]
    static let geometryKinds: [String: GeometryDraft.Kind] = [
        "Point": .point, "LineString": .lineString, "LinearRing": .linearRing, "Polygon": .polygon,
        "MultiGeometry": .multi, "MultiTrack": .multi, "Track": .track,
    ]

    /// A `<StyleMap>` being read, and its `<Pair>` being read.
    struct StyleMapDraft {
        var depth: Int
        var value: KMLStyleMap?
        var pairKey: String?
        var pairEntry = KMLStyleMap.Entry()
    }

    init(file: String, warnings: WarningLog, deliver: @escaping (KMLItem) throws -> Void) {
        self.file = file
        self.warnings = warnings
        self.deliver = deliver
    }

    func warning(_ warning: FormatWarning) { warnings.add(warning) }

    func warn(_ message: String, line: Int, column: Int = 0) {
        warnings.add(FormatWarning(file: file, line: line, column: column, message: message))
    }

    func summary() -> KMLSummary {
        KMLSummary(documentName: documentName, placemarks: counts.placemarks, styles: counts.styles,
                   styleMaps: counts.styleMaps, groundOverlays: counts.groundOverlays, warnings: warnings.kept, warningCount: warnings.count)
    }

    func startElement(_ element: XMLStartElement) throws {
        let name = element.name.localName
        let depth = path.count
        defer { path.append(name) }
        if depth == 0 { return try checkRoot(element) }
        guard skipping == nil, groundOverlay == nil else { return }
        if KMLHandler.unsupported.contains(name) {
            skipping = depth
            if warnedKinds.insert(name).inserted {
                warn("<\(name)> is not supported; skipped (and any more of them)", line: element.line, column: element.column)
            }
            return
        }
        switch name {
        case "Document", "Folder":
            containers.append((depth, ""))
        case "GroundOverlay" where placemark == nil:
            groundOverlay = GroundOverlayDraft(depth: depth, id: element.attribute("id"), line: element.line, column: element.column)
        case "Placemark" where placemark == nil:
            placemark = (depth, KMLPlacemark(id: element.attribute("id"), line: element.line))
        case _ where KMLHandler.geometryKinds[name] != nil && placemark != nil:
            geometries.append(GeometryDraft(kind: KMLHandler.geometryKinds[name] ?? .point, name: name, depth: depth, line: element.line))
        case "Style" where style == nil:
            style = (depth, KMLStyle(id: element.attribute("id")))
        case "LineStyle" where style?.value.line == nil: style?.value.line = KMLLineStyle()
        case "PolyStyle" where style?.value.polygon == nil: style?.value.polygon = KMLPolyStyle()
        case "IconStyle" where style?.value.icon == nil: style?.value.icon = KMLIconStyle()
        case "BalloonStyle" where style?.value.balloon == nil: style?.value.balloon = KMLBalloonStyle()
        case "StyleMap" where styleMap == nil:
            if let id = element.attribute("id") {
                styleMap = StyleMapDraft(depth: depth, value: KMLStyleMap(id: id))
            } else {
                styleMap = StyleMapDraft(depth: depth, value: nil)
                warn("<StyleMap> has no id, so nothing can use it; ignored", line: element.line, column: element.column)
            }
        case "Pair" where styleMap != nil:
            styleMap?.pairKey = nil
            styleMap?.pairEntry = KMLStyleMap.Entry()
        default:
            break
        }
    }

    func endElement(_ element: XMLName, text: String, line: Int, column: Int) throws {
        let name = element.localName
        path.removeLast()
        let depth = path.count
        let parent = path.last ?? ""
        if let skipDepth = skipping {
            if depth == skipDepth { skipping = nil }
            return
        }
        if readGroundOverlayValue(name, parent: parent, depth: depth, text: text, line: line) { return }
        if style != nil { readStyleValue(name, parent: parent, text: text, line: line) }
        switch name {
        case "name", "description", "styleUrl", "key":
            readFeatureValue(name, parent: parent, depth: depth, text: text)
        case "coordinates", "when", "coord":
            readGeometryValue(name, depth: depth, text: text, line: line)
        case _ where KMLHandler.geometryKinds[name] != nil:
            if let draft = geometries.last, draft.depth == depth {
                geometries.removeLast()
                finishGeometry(draft, parent: parent, line: line)
            }
        case "Style":
            if let open = style, open.depth == depth { try finishStyle(open.value, parent: parent, line: line) }
        case "Pair":
            finishPair(line: line)
        case "StyleMap":
            if let open = styleMap, open.depth == depth {
                styleMap = nil
                if let map = open.value {
                    counts.styleMaps += 1
                    try deliver(.styleMap(map))
                }
            }
        case "Placemark":
            if let open = placemark, open.depth == depth {
                placemark = nil
                geometries = []
                var value = open.value
                value.folders = containers.map(\.name)
                counts.placemarks += 1
                try deliver(.placemark(value))
            }
        case "GroundOverlay":
            if let open = groundOverlay, open.depth == depth {
                groundOverlay = nil
                try finishGroundOverlay(open)
            }
        case "Document", "Folder":
            if containers.last?.depth == depth { containers.removeLast() }
        default:
            break
        }
    }

    private func checkRoot(_ element: XMLStartElement) throws {
        let name = element.name.localName
        guard name == "kml" else {
            let hint = name == "gpx" ? "this is a GPX file: read it with GPXReader"
                : "a KML file's root element is <kml>; check that this is the file you meant"
            throw FormatError(.wrongFormat, file: file, line: element.line, column: element.column,
                              message: "is not a KML file (its root element is <\(FormatText.oneLine(name.prefix(40)))>)", fix: hint)
        }
    }

    /// `<name>`, `<description>`, `<styleUrl>` of placemarks, folders and documents, and `<key>` of pairs.
    private func readFeatureValue(_ name: String, parent: String, depth: Int, text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = placemark, open.depth == depth - 1 {
            switch name {
            case "name": placemark?.value.name = trimmed
            case "description": placemark?.value.description = trimmed
            case "styleUrl": placemark?.value.styleURL = trimmed
            default: break
            }
        } else if name == "name", parent == "Document" || parent == "Folder", containers.last?.depth == depth - 1 {
            containers[containers.count - 1].name = trimmed
            if parent == "Document", documentName == nil { documentName = trimmed }
        } else if parent == "Pair", styleMap != nil {
            if name == "key" { styleMap?.pairKey = trimmed }
            if name == "styleUrl" { styleMap?.pairEntry.styleURL = trimmed }
        }
    }
}
