import Foundation

/// Reading one point: its attributes, its children, and whether it is usable.
extension GPXHandler {
    func draft(_ kind: GPXPointKind, _ element: XMLStartElement, track: Int, segment: Int) -> PointDraft {
        var draft = PointDraft(kind: kind, depth: path.count, track: track, segment: segment,
                               line: element.line, column: element.column)
        let latitudeText = element.attribute("lat")
        let longitudeText = element.attribute("lon")
        let latitude = latitudeText.flatMap(DecimalNumber.parse)
        let longitude = longitudeText.flatMap(DecimalNumber.parse)
        if latitudeText == nil || longitudeText == nil {
            draft.problem = "has no \(latitudeText == nil ? "lat" : "lon") attribute"
        } else if latitude == nil {
            draft.problem = "lat=\(FormatText.quoted(latitudeText ?? "")) is not a number"
        } else if longitude == nil {
            draft.problem = "lon=\(FormatText.quoted(longitudeText ?? "")) is not a number"
        } else if let value = latitude, !GeoPoint.isLatitude(value) {
            draft.problem = "lat=\(FormatText.quoted(latitudeText ?? "")) is outside −90…90"
        } else if let value = longitude, !GeoPoint.isLongitude(value) {
            draft.problem = "lon=\(FormatText.quoted(longitudeText ?? "")) is outside −180…180"
        }
        draft.latitude = latitude
        draft.longitude = longitude
        return draft
    }

    func read(child name: String, direct: Bool, text: String, into draft: inout PointDraft, line: Int, column: Int) {
        func ignored(_ what: String) {
            warnings.add(FormatWarning(file: file, line: line, column: column,
                                       message: "<\(draft.kind.rawValue)> <\(name)> \(FormatText.quoted(text.trimmingCharacters(in: .whitespacesAndNewlines))) \(what); ignored"))
        }
        switch name {
        case "ele" where direct:
            if let value = DecimalNumber.parse(text), abs(value) < 1_000_000 { draft.elevation = value } else { ignored("is not an elevation in metres") }
        case "time" where direct:
            if let value = ISO8601Time.parse(text) { draft.time = value } else { ignored("is not a time like 2024-05-01T12:00:00Z") }
        case "name" where direct:
            draft.name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case "speed" where draft.speed == nil:
            if let value = DecimalNumber.parse(text), value >= 0 { draft.speed = value } else { ignored("is not a speed in m/s (≥ 0)") }
        case "course" where draft.course == nil:
            if let value = DecimalNumber.parse(text), (0...360).contains(value) {
                draft.course = value == 360 ? 0 : value
            } else {
                ignored("is not a course in degrees (0…360)")
            }
        default:
            break
        }
    }

    func finish(_ draft: PointDraft, line: Int, column: Int) throws {
        guard draft.problem == nil, let latitude = draft.latitude, let longitude = draft.longitude else {
            selector.summary.skipped += 1
            warnings.add(FormatWarning(file: file, line: draft.line, column: draft.column,
                                       message: "<\(draft.kind.rawValue)> \(draft.problem ?? "has no position"); point skipped"))
            return
        }
        let point = GPXPoint(kind: draft.kind, coordinate: GeoPoint(latitude: latitude, longitude: longitude, altitude: draft.elevation),
                             time: draft.time, course: draft.course, speed: draft.speed, name: draft.name,
                             track: draft.track, segment: draft.segment, line: draft.line)
        try selector.accept(point)
    }
}
