import Foundation

/// Geometries: collecting coordinates, checking them, nesting them.
extension KMLHandler {
    /// A geometry being read.
    struct GeometryDraft {
        enum Kind { case point, lineString, linearRing, polygon, multi, track }
        var kind: Kind
        var name: String
        var depth: Int
        var line: Int
        var points: [GeoPoint] = []
        var outer: [GeoPoint]?
        var inner: [[GeoPoint]] = []
        var children: [KMLGeometry] = []
        var times: [Date?] = []
        var samples: [GeoPoint?] = []
    }

    func readGeometryValue(_ name: String, depth: Int, text: String, line: Int) {
        guard var draft = geometries.last, draft.depth == depth - 1 else { return }
        switch (name, draft.kind) {
        case ("coordinates", .point), ("coordinates", .lineString), ("coordinates", .linearRing):
            let (points, problems) = KMLCoordinates.parse(text)
            draft.points += points
            for problem in problems.prefix(3) { warn("<\(draft.name)> coordinate \(problem); dropped", line: line) }
            if problems.count > 3 { warn("<\(draft.name)> has \(problems.count - 3) more unreadable coordinates; dropped", line: line) }
        case ("when", .track):
            let time = ISO8601Time.parse(text)
            if time == nil { warn("<when> \(FormatText.quoted(text)) is not a time like 2024-05-01T12:00:00Z; the sample has no time", line: line) }
            draft.times.append(time)
        case ("coord", .track):
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { DecimalNumber.parse($0) }
            if (2...3).contains(numbers.count), let lon = numbers[0], let lat = numbers[1],
               GeoPoint.isLongitude(lon), GeoPoint.isLatitude(lat), numbers.count == 2 || numbers[2] != nil {
                draft.samples.append(GeoPoint(latitude: lat, longitude: lon, altitude: numbers.count == 3 ? numbers[2] : nil))
            } else {
                warn("<gx:coord> \(FormatText.quoted(text)) is not \"lon lat [alt]\" within range; the sample is dropped", line: line)
                draft.samples.append(nil)
            }
        default:
            return
        }
        geometries[geometries.count - 1] = draft
    }

    func finishGeometry(_ draft: GeometryDraft, parent: String, line: Int) {
        guard let geometry = build(draft) else { return }
        if var container = geometries.last {
            switch (container.kind, geometry) {
            case (.polygon, .linearRing(let ring)) where parent == "outerBoundaryIs":
                if container.outer == nil { container.outer = ring } else { warn("<Polygon> has a second outer boundary; the first is kept", line: line) }
            case (.polygon, .linearRing(let ring)) where parent == "innerBoundaryIs":
                container.inner.append(ring)
            case (.multi, _):
                container.children.append(geometry)
            default:
                warn("<\(draft.name)> cannot be inside <\(container.name)>; ignored", line: line)
            }
            geometries[geometries.count - 1] = container
        } else if placemark?.value.geometry == nil {
            placemark?.value.geometry = geometry
        } else {
            warn("<Placemark> has more than one geometry; the first is kept (use <MultiGeometry> for several)", line: line)
        }
    }

    /// The finished geometry, or nil with a warning saying why it is unusable.
    private func build(_ draft: GeometryDraft) -> KMLGeometry? {
        func unusable(_ why: String) -> KMLGeometry? {
            warn("<\(draft.name)> \(why); the placemark has no geometry from it", line: draft.line)
            return nil
        }
        switch draft.kind {
        case .point:
            guard let first = draft.points.first else { return unusable("has no valid coordinates") }
            if draft.points.count > 1 { warn("<Point> has \(draft.points.count) positions; the first is used", line: draft.line) }
            return .point(first)
        case .lineString:
            guard draft.points.count >= 2 else { return unusable("has \(draft.points.count) valid position(s), fewer than 2") }
            return .lineString(draft.points)
        case .linearRing:
            var ring = draft.points
            if let first = ring.first, let last = ring.last,
               first.latitude != last.latitude || first.longitude != last.longitude {
                warn("<LinearRing> does not end where it starts; closed", line: draft.line)
                ring.append(first)
            }
            guard ring.count >= 4 else { return unusable("has \(ring.count) positions, fewer than the 4 a closed ring needs") }
            return .linearRing(ring)
        case .polygon:
            guard let outer = draft.outer else { return unusable("has no usable <outerBoundaryIs>") }
            return .polygon(outer: outer, inner: draft.inner)
        case .multi:
            guard !draft.children.isEmpty else { return unusable("has no usable geometry inside") }
            return .multi(draft.children)
        case .track:
            if draft.times.count != draft.samples.count {
                warn("<gx:Track> has \(draft.times.count) <when> and \(draft.samples.count) <gx:coord>; the extra ones are dropped", line: draft.line)
            }
            let points = zip(draft.times, draft.samples).compactMap { time, sample in
                sample.map { KMLTrackPoint(time: time, coordinate: $0) }
            }
            guard !points.isEmpty else { return unusable("has no usable samples") }
            return .track(points)
        }
    }
}
