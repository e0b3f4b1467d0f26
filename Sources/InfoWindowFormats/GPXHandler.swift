import Foundation

/// The GPX element logic: which elements are points, what their children mean, what is checked.
final class GPXHandler: XMLStreamHandler {
    let file: String
    let selector: GPXPointSelector
    var warnings: WarningLog
    /// Local names of the open elements.
    var path: [String] = []
    var version = ""
    var trackCount = 0
    var routeCount = 0
    var segmentCount = 0
    var point: PointDraft?
    var name: String?

    /// A point being read: what its start tag and children said so far.
    struct PointDraft {
        var kind: GPXPointKind
        var depth: Int
        var latitude: Double?
        var longitude: Double?
        var problem: String?
        var elevation: Double?
        var time: Date?
        var course: Double?
        var speed: Double?
        var name: String?
        var track: Int
        var segment: Int
        var line: Int
        var column: Int
    }

    init(file: String, selector: GPXPointSelector, warnings: WarningLog) {
        self.file = file
        self.selector = selector
        self.warnings = warnings
        selector.warnings = { [unowned self] warning in self.warnings.add(warning) }
    }

    func warning(_ warning: FormatWarning) { warnings.add(warning) }

    func startElement(_ element: XMLStartElement) throws {
        let name = element.name.localName
        defer { path.append(name) }
        guard let parent = path.last else { return try startRoot(element) }
        guard point == nil else { return }
        switch (name, parent) {
        case ("trk", "gpx"):
            trackCount += 1
            segmentCount = 0
        case ("trkseg", "trk"):
            segmentCount += 1
        case ("rte", "gpx"):
            routeCount += 1
        case ("wpt", "gpx"):
            point = draft(.waypoint, element, track: 0, segment: 0)
        case ("rtept", "rte"):
            point = draft(.routePoint, element, track: routeCount - 1, segment: 0)
        case ("trkpt", "trkseg"), ("trkpt", "trk"):
            point = draft(.trackPoint, element, track: trackCount - 1, segment: max(0, segmentCount - 1))
        default:
            break
        }
    }

    func endElement(_ element: XMLName, text: String, line: Int, column: Int) throws {
        let name = element.localName
        path.removeLast()
        if var draft = point {
            if path.count == draft.depth {
                point = nil
                try finish(draft, line: line, column: column)
            } else {
                read(child: name, direct: path.count == draft.depth + 1, text: text, into: &draft, line: line, column: column)
                point = draft
            }
        } else if name == "name", self.name == nil, let parent = path.last, ["trk", "rte", "metadata"].contains(parent) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { self.name = trimmed }
        }
    }

    /// After the document: the summary, or `.noData` when nothing was delivered.
    func finish() throws -> GPXSummary {
        var summary = try selector.finish()
        summary.version = version
        summary.name = name
        summary.warnings = warnings.kept
        summary.warningCount = warnings.count
        guard summary.delivered > 0 else {
            if summary.skipped > 0, let first = warnings.kept.first {
                throw FormatError(.noData, file: file, line: first.line, column: first.column,
                                  message: "none of its \(summary.skipped) points has a usable position (the first: \(first.message))",
                                  fix: "give each point lat (−90…90) and lon (−180…180) in decimal degrees")
            }
            throw FormatError(.noData, file: file, message: "has no points (no <trkpt>, <rtept> or <wpt> with a position)",
                              fix: "a replay needs at least one point; check that this is the file you meant")
        }
        return summary
    }

    private func startRoot(_ element: XMLStartElement) throws {
        let name = element.name.localName
        guard name == "gpx" else {
            let hint = name == "kml" ? "this is a KML file: read it with KMLReader"
                : "a GPX file's root element is <gpx>; check that this is the file you meant"
            throw FormatError(.wrongFormat, file: file, line: element.line, column: element.column,
                              message: "is not a GPX file (its root element is <\(FormatText.oneLine(name.prefix(40)))>)", fix: hint)
        }
        switch element.name.namespaceURI {
        case "http://www.topografix.com/GPX/1/1": version = "1.1"
        case "http://www.topografix.com/GPX/1/0": version = "1.0"
        default: version = element.attribute("version") ?? ""
        }
        if let declared = element.attribute("version"), !declared.isEmpty { version = declared }
        if version != "1.0" && version != "1.1" {
            warnings.add(FormatWarning(file: file, line: element.line, column: element.column,
                                       message: "GPX version \(FormatText.quoted(version)) is neither 1.0 nor 1.1; read as 1.1"))
        }
    }
}
