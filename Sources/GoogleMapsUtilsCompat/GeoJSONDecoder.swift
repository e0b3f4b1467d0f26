import Foundation
import GoogleMapsCompat
import InfoWindowCore

/// Turns GeoJSON (RFC 7946) into the library's features, one feature at a time from the streaming
/// ``JSONReader``: errors name the file and the line and column (syntax) or the field
/// (`features[3].geometry.coordinates[0][2][1]`).
@MainActor
struct GeoJSONDecoder {
    let file: String

    /// The features of a FeatureCollection, a single Feature, or a bare geometry (a feature of its own).
    func read(_ reader: inout JSONReader) throws(SceneError) -> [GMUGeometryContainer] {
        var features: [GMUGeometryContainer] = []
        try read(&reader) { features.append($0) }
        return features
    }

    /// Hands each feature to `each` as soon as it is read and keeps none (D180): a FeatureCollection
    /// whose `"type"` comes before its `"features"` (as every writer puts it) is read in the memory of one
    /// feature whatever its length. Features met before the `"type"` says what the object is are held
    /// until it does (a Feature or a geometry with a stray `"features"` member ignores them). Features
    /// before an error have been handed over when it is thrown.
    func read(_ reader: inout JSONReader, each: (GMUGeometryContainer) -> Void) throws(SceneError) {
        try reader.skipWhitespace()
        guard try reader.peek() == UInt8(ascii: "{") else {
            throw reader.unexpectedFailure("'{' starting a GeoJSON object (a FeatureCollection, a Feature or a geometry)")
        }
        try reader.beginObject()
        var held: [GMUGeometryContainer] = []
        var members: [JSONMember] = []
        var isFirst = true
        var sawFeatures = false
        var isCollection = false
        while let (key, _) = try reader.nextKey(isFirst: isFirst) {
            isFirst = false
            if key == "features" {
                sawFeatures = true
                try reader.beginArray()
                var index = 0
                while try reader.nextElement(isFirst: index == 0) {
                    let field = JSONField(value: try reader.readValue(), path: "features[\(index)]", file: file)
                    if let feature = try feature(field) {
                        if isCollection { each(feature) } else { held.append(feature) }
                    }
                    index += 1
                }
            } else {
                let value = try reader.readValue()
                if key == "type", case .string("FeatureCollection") = value {
                    isCollection = true
                    held.forEach(each)
                    held = []
                }
                members.append(JSONMember(key: key, value: value))
            }
        }
        try reader.finish()
        let top = JSONObjectFields(members: members, path: "", file: file)
        guard let typeField = top["type"] else {
            throw SceneError(kind: .missingField, file: file,
                             message: "missing field \"type\"; a GeoJSON file is a FeatureCollection, a Feature or a geometry")
        }
        switch try typeField.string() {
        case "FeatureCollection":
            guard sawFeatures else {
                throw SceneError(kind: .missingField, file: file, message: "missing field \"features\" of the FeatureCollection")
            }
        case "Feature":
            if let feature = try feature(JSONField(value: .object(members), path: "", file: file)) { each(feature) }
        default:
            let geometry = try self.geometry(JSONField(value: .object(members), path: "", file: file))
            each(GMUFeature(geometry: geometry, identifier: nil, properties: nil, boundingBox: nil))
        }
    }

    /// A Feature; nil for one whose `"geometry"` is `null` — valid GeoJSON (RFC 7946, 3.2: a feature
    /// with no location) with nothing to draw, skipped as the library skips it (D192).
    private func feature(_ field: JSONField) throws(SceneError) -> GMUFeature? {
        guard case .object(let members) = field.value else { throw field.invalid("a GeoJSON Feature (an object)") }
        let f = JSONObjectFields(members: members, path: field.path, file: file)
        guard try f.required("type").string() == "Feature" else { throw try f.required("type").invalid("\"Feature\"") }
        if members.contains(where: { $0.key == "geometry" && $0.value == .null }) { return nil }
        let geometry = try self.geometry(try f.required("geometry"))
        var identifier: String?
        if let id = f["id"] {
            switch id.value {
            case .string(let text), .number(let text): identifier = text
            default: throw id.invalid("a string or a number")
            }
        }
        var properties: [String: Any]?
        if let p = f["properties"] {
            guard case .object(let items) = p.value else { throw p.invalid("an object or null") }
            properties = Dictionary(items.map { ($0.key, Self.plain($0.value)) }, uniquingKeysWith: { a, _ in a })
        }
        var box: GMSCoordinateBounds?
        if let bbox = f["bbox"] {
            let n = try bbox.numbers(4, shape: "[west, south, east, north]")
            box = GMSCoordinateBounds(coordinate: CLLocationCoordinate2D(latitude: n[1], longitude: n[0]),
                                      coordinate: CLLocationCoordinate2D(latitude: n[3], longitude: n[2]))
        }
        return GMUFeature(geometry: geometry, identifier: identifier, properties: properties, boundingBox: box)
    }

    func geometry(_ field: JSONField) throws(SceneError) -> GMUGeometry {
        guard case .object(let members) = field.value else { throw field.invalid("a GeoJSON geometry (an object)") }
        let f = JSONObjectFields(members: members, path: field.path, file: file)
        let typeField = try f.required("type")
        let type = try typeField.string()
        if type == "GeometryCollection" {
            var parts: [GMUGeometry] = []
            for part in try f.required("geometries").array() { parts.append(try geometry(part)) }
            return GMUGeometryCollection(geometries: parts)
        }
        let coordinates = try f.required("coordinates")
        switch type {
        case "Point":
            return GMUPoint(coordinate: try position(coordinates))
        case "MultiPoint":
            return GMUGeometryCollection(geometries: try list(coordinates) { (c) throws(SceneError) in GMUPoint(coordinate: try position(c)) })
        case "LineString":
            return GMULineString(path: try line(coordinates, minimum: 2))
        case "MultiLineString":
            return GMUGeometryCollection(geometries: try list(coordinates) { (c) throws(SceneError) in GMULineString(path: try line(c, minimum: 2)) })
        case "Polygon":
            return try polygon(coordinates)
        case "MultiPolygon":
            return GMUGeometryCollection(geometries: try list(coordinates) { (c) throws(SceneError) in try polygon(c) })
        default:
            throw typeField.invalid("a GeoJSON geometry type (Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection)")
        }
    }

    private func list<T>(_ field: JSONField, _ each: (JSONField) throws(SceneError) -> T) throws(SceneError) -> [T] {
        var result: [T] = []
        for item in try field.array() { result.append(try each(item)) }
        return result
    }

    private func polygon(_ field: JSONField) throws(SceneError) -> GMUPolygon {
        let rings = try list(field) { (ring) throws(SceneError) in try line(ring, minimum: 4) }
        guard !rings.isEmpty else { throw field.invalid("at least one ring (the outline)") }
        return GMUPolygon(paths: rings)
    }

    private func line(_ field: JSONField, minimum: Int) throws(SceneError) -> GMSPath {
        let points = try list(field) { (c) throws(SceneError) in try position(c) }
        guard points.count >= minimum else {
            throw field.invalid("at least \(minimum) positions (\(minimum == 4 ? "a closed ring" : "a line"))")
        }
        return GMSPath(coordinates: points)
    }

    /// `[longitude, latitude]` or `[longitude, latitude, altitude]`, in range and finite.
    private func position(_ field: JSONField) throws(SceneError) -> CLLocationCoordinate2D {
        guard case .array(let items) = field.value, items.count >= 2 else {
            throw field.invalid("a position [longitude, latitude]")
        }
        let longitude = try field.element(items[0], at: 0).number(in: -180...180)
        let latitude = try field.element(items[1], at: 1).number(in: -90...90)
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// A JSON value as Foundation values: String, Double, Bool, NSNull, arrays and dictionaries.
    static func plain(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let text): return Double(text) ?? 0
        case .string(let s): return s
        case .array(let items): return items.map(plain)
        case .object(let members): return Dictionary(members.map { ($0.key, plain($0.value)) }, uniquingKeysWith: { a, _ in a })
        }
    }
}
