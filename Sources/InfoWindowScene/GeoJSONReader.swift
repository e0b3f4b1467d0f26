import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Reads markers from a GeoJSON FeatureCollection of Points (RFC 7946), one feature at a time: the
/// file is read in chunks and each feature is decoded, handed over and dropped before the next, so a
/// file of a million features needs memory for one feature plus what the caller keeps.
///
/// A feature becomes a ``SceneMarker``: its Point's `[longitude, latitude]` is the position, its `id`
/// (string or number) the marker id, and these `properties` set the marker: `title` (or `name` when
/// there is no `title`), `snippet` (or `description` when there is no `snippet`), `icon` (a PNG path
/// relative to the GeoJSON file), `ground_anchor` and `info_window_anchor` (`[x, y]`), `z_index`,
/// `rotation`, `flat`, `opacity`, and simplestyle-spec's `marker-color` (`#rgb`, `#rrggbb`),
/// `marker-size` (`small`, `medium`, `large`) and `marker-symbol` (one letter or digit, drawn on the
/// pin). Other properties are ignored; a value that cannot be used, or a name one typo from a known
/// one, is a warning in ``GeoJSONSummary/warnings`` (D77). Features whose geometry is not a Point (or is null) are skipped and counted.
/// A single `Feature` at the top level is read as a collection of one.
public struct GeoJSONReader: Sendable {
    /// The file, as the user named it.
    public let path: String
    /// Limits and path rules (icons are resolved against the GeoJSON file's folder).
    public var options: SceneLoadOptions
    /// Bytes read from the file at a time (tests and the fuzzer use small reads to cross chunk
    /// boundaries everywhere).
    var chunkSize = JSONReader.chunkSize
    /// The property read as each point's title instead of `title`/`name` (a clustered layer's
    /// `item_title`, D174); nil for the usual rule.
    var titleProperty: String?
    /// The property read as each point's snippet instead of `snippet`/`description` (`item_snippet`).
    var snippetProperty: String?

    /// A reader for the GeoJSON file at `path`.
    public init(contentsOfFile path: String, options: SceneLoadOptions = SceneLoadOptions()) {
        self.path = path
        self.options = options
    }

    /// Calls `body` with each Point feature, in file order. Throws a ``SceneError`` naming the file and
    /// the line and column (syntax) or the field path (`features[12].geometry.coordinates[1]`).
    @discardableResult
    public func forEachPoint(_ body: (SceneMarker) -> Void) throws(SceneError) -> GeoJSONSummary {
        _ = try SceneFiles.checkedSize(path, limit: options.maximumGeoJSONFileSize, what: "GeoJSON")
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SceneError(kind: .unreadableFile, file: path, message: "cannot be read; check its permissions")
        }
        defer { try? handle.close() }
        var reader = try JSONReader(handle: handle, name: path, chunkSize: chunkSize)
        let files = SceneFiles(namedBy: path, options: options)
        var summary = GeoJSONSummary()
        var type: JSONField?
        var sawFeatures = false
        var single: [JSONMember] = []
        try reader.skipWhitespace()
        guard try reader.peek() == UInt8(ascii: "{") else {
            throw reader.unexpectedFailure("'{' starting a GeoJSON FeatureCollection")
        }
        try reader.beginObject()
        var isFirst = true
        while let (key, _) = try reader.nextKey(isFirst: isFirst) {
            isFirst = false
            switch key {
            case "type":
                type = JSONField(value: try reader.readValue(), path: "type", file: path)
            case "features":
                sawFeatures = true
                try reader.beginArray()
                var index = 0
                while try reader.nextElement(isFirst: index == 0) {
                    let field = JSONField(value: try readFeature(&reader, index: index), path: "features[\(index)]", file: path)
                    if let marker = try decode(field, files: files, summary: &summary) { body(marker) }
                    index += 1
                }
            case "geometry", "properties", "id":
                single.append(JSONMember(key: key, value: try readFeature(&reader, index: nil)))
            default:
                try reader.skipValue()
            }
        }
        try reader.finish()
        guard let type else {
            throw SceneError(kind: .missingField, file: path,
                             message: "missing field \"type\"; a GeoJSON FeatureCollection starts {\"type\": \"FeatureCollection\", \"features\": […]}")
        }
        switch type.value {
        case .string("FeatureCollection"):
            guard sawFeatures else {
                throw SceneError(kind: .missingField, file: path, message: "missing field \"features\"")
            }
        case .string("Feature"):
            single.append(JSONMember(key: "type", value: type.value))
            let field = JSONField(value: .object(single), path: "", file: path)
            if let marker = try decode(field, files: files, summary: &summary) { body(marker) }
        default:
            throw type.invalid("\"FeatureCollection\" (a GeoJSON collection of Point features)")
        }
        return summary
    }

    /// One feature's value, refusing one larger than ``SceneLoadOptions/maximumFeatureSize``.
    private func readFeature(_ reader: inout JSONReader, index: Int?) throws(SceneError) -> JSONValue {
        let what = index.map { "features[\($0)]" } ?? "the feature"
        reader.budget = (reader.offset + options.maximumFeatureSize,
                         "\(what) is larger than \(SceneFiles.megabytes(options.maximumFeatureSize)); a marker needs far less, so check the file")
        defer { reader.budget = nil }
        return try reader.readValue()
    }

    /// The marker for one feature, or nil (counted in `summary`) when it is not a Point.
    private func decode(_ field: JSONField, files: SceneFiles, summary: inout GeoJSONSummary) throws(SceneError) -> SceneMarker? {
        guard case .object(let members) = field.value else { throw field.invalid("a GeoJSON Feature (an object)") }
        let f = JSONObjectFields(members: members, path: field.path, file: path)
        let type = try f.required("type")
        guard type.value == .string("Feature") else { throw type.invalid("\"Feature\"") }
        guard let geometryField = f["geometry"] else {
            summary.skip(field.path, kind: "no geometry")
            return nil
        }
        guard case .object(let geometryMembers) = geometryField.value else { throw geometryField.invalid("a GeoJSON geometry (an object) or null") }
        let geometry = JSONObjectFields(members: geometryMembers, path: geometryField.path, file: path)
        let geometryType = try geometry.required("type").string()
        guard geometryType == "Point" else {
            summary.skip(field.path, kind: "a \(geometryType)")
            return nil
        }
        var marker = SceneMarker(position: try Self.coordinate(try geometry.required("coordinates")))
        if let id = f["id"] { marker.id = try SceneMarker.id(id) }
        if let properties = f["properties"] {
            guard case .object(let propertyMembers) = properties.value else { throw properties.invalid("an object or null") }
            let p = JSONObjectFields(members: propertyMembers, path: properties.path, file: path)
            try marker.applyAppearance(p, files: files)
            if marker.title == nil, case .string(let name)? = p["name"]?.value { marker.title = name }
            applySimplestyle(p, to: &marker, feature: field.path.isEmpty ? "the feature" : field.path, summary: &summary)
            if let name = titleProperty, let value = p[name] { marker.title = try SceneMarker.id(value) }
            if let name = snippetProperty, let value = p[name] { marker.snippet = try SceneMarker.id(value) }
        }
        summary.points += 1
        return marker
    }

    /// `[longitude, latitude]` or `[longitude, latitude, altitude]`; a swapped pair gets a hint.
    static func coordinate(_ field: JSONField) throws(SceneError) -> Coordinate {
        guard case .array(let items) = field.value, (2...3).contains(items.count) else {
            throw field.invalid("an array [longitude, latitude]")
        }
        if let longitude = items[0].double, let latitude = items[1].double, (-180...180).contains(longitude),
           (-90...90).contains(latitude), items.count == 2 || items[2].double?.isFinite == true {
            return Coordinate(latitude: latitude, longitude: longitude)
        }
        let longitude = try field.element(items[0], at: 0).number(in: -180...180)
        let latitudeField = field.element(items[1], at: 1)
        let latitude: Double
        do {
            latitude = try latitudeField.number(in: -90...90)
        } catch {
            if let value = items[1].double, abs(value) <= 180, abs(longitude) <= 90 {
                throw SceneError(kind: .invalidValue, file: error.file, field: error.field,
                                 message: error.message + " (GeoJSON writes longitude first: [longitude, latitude])")
            }
            throw error
        }
        if items.count == 3 { _ = try field.element(items[2], at: 2).number() }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// What a ``GeoJSONReader`` read: how many Points became markers and how many features were skipped.
public struct GeoJSONSummary: Sendable, Hashable {
    /// Point features read.
    public var points = 0
    /// Features skipped because their geometry is not a Point (or is null).
    public var skipped = 0
    /// The first skipped feature and why, e.g. `features[2] (a LineString)`; nil when none was skipped.
    public var firstSkipped: String?
    /// The positions of the first ``sampleLimit`` points, as written (for ``SceneMap/notes()``'s test
    /// for coordinates written the wrong way round, D72).
    public var sample: [Coordinate] = []
    /// The most positions kept in ``sample``: 1,000.
    public static let sampleLimit = 1000
    /// Property values that could not be used and likely typos of property names, one sentence each
    /// naming the file and the feature (the first ``warningLimit``; D77).
    public internal(set) var warnings: [String] = []
    /// How many such warnings there were in all.
    public internal(set) var warningCount = 0

    mutating func skip(_ path: String, kind: String) {
        skipped += 1
        if firstSkipped == nil { firstSkipped = "\(path.isEmpty ? "the feature" : path) (\(kind))" }
    }
}
