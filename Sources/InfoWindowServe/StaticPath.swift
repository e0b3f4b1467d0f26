import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// One `path` of a `GET /staticmap` request, Google's grammar: styles, then two or more points, all
/// separated by `|` — `path=color:0x0000ff80|weight:5|fillcolor:0xffff0033|40.73,-73.99|40.75,-73.98` —
/// or the points as Google's encoded polyline, `enc:…`, which takes the rest of the value (its
/// characters include `|`). A path with a `fillcolor` is an area (a polygon), closed back to its first
/// point (`docs/serving.md`, "path").
public struct StaticPath: Sendable, Equatable {
    /// The points, in order: at least two.
    public var points: [Coordinate]
    /// The line's width in points (Google's pixels at scale 1), 0…200. Default 5.
    public var weight = 5.0
    /// The line's colour as `#rrggbbaa`. Default `#0000ff80`, Google's half-transparent blue (D65).
    public var color = StaticPath.defaultColor
    /// The area's colour as `#rrggbbaa`; nil for a line.
    public var fillColor: String?
    /// Whether segments follow great circles. Default false.
    public var geodesic = false

    /// The line colour when none is given.
    public static let defaultColor = "#0000ff80"
    /// The style keys, in canonical order.
    public static let keys = ["weight", "color", "fillcolor", "geodesic"]
    /// The widest line, in points.
    static let maximumWeight = 200.0

    /// A path through `points` with the defaults above.
    public init(points: [Coordinate]) {
        self.points = points
    }

    /// Reads the `index`-th `path` parameter (0-based, for messages); `pointsSoFar` is how many points
    /// the earlier paths had, for ``ServeLimits/maximumPathPoints``.
    /// Addresses among the points are looked up in `places` (D95), each adding a notice.
    init(_ value: String, index: Int, limits: ServeLimits, pointsSoFar: Int, places: (any AddressBook)? = nil) throws(ServeError) {
        var notices = StaticMapNotices()
        try self.init(value, index: index, limits: limits, pointsSoFar: pointsSoFar, places: places, notices: &notices)
    }

    /// Reads the `index`-th `path` parameter, adding to `notices` what its addresses were read as.
    init(_ value: String, index: Int, limits: ServeLimits, pointsSoFar: Int, places: (any AddressBook)?,
         notices: inout StaticMapNotices) throws(ServeError) {
        let name = "path[\(index)]"
        self.init(points: [])
        var seen: Set<String> = []
        var rest = Substring(value)
        var encoded = false
        while !rest.isEmpty {
            let bar = rest.utf8.firstIndex(of: UInt8(ascii: "|")) ?? rest.endIndex
            let segment = rest[..<bar]
            rest = bar == rest.endIndex ? "" : rest[rest.index(after: bar)...]
            if segment.isEmpty { continue }
            if segment.utf8.starts(with: "enc:".utf8) {
                guard points.isEmpty, !encoded else {
                    throw Self.invalid(name, "enc: an encoded polyline is the path's only points; give points or enc:, not both")
                }
                // The encoded polyline runs to the end of the value: its alphabet holds `|`.
                let text = String(value[value.index(segment.startIndex, offsetBy: 4)...])
                points = try Self.decode(text, name: name, limits: limits, pointsSoFar: pointsSoFar)
                encoded = true
                rest = ""
            } else if let colon = segment.utf8.firstIndex(of: UInt8(ascii: ":")),
                      segment.utf8[..<colon].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                let key = segment[..<colon].lowercased(), text = String(segment[segment.index(after: colon)...])
                guard Self.keys.contains(key) else {
                    let hint = EditDistance.nearest(to: key, among: Self.keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw Self.invalid(name, "unknown style \(QueryValue.quoted(key))\(hint); the styles are \(Self.keys.joined(separator: ", ")), then LATITUDE,LONGITUDE points or enc:POLYLINE")
                }
                guard seen.insert(key).inserted else { throw Self.invalid(name, "\(key) is given twice in one path") }
                guard points.isEmpty else {
                    throw Self.invalid(name, "\(key): styles come before the points, e.g. path=color:blue|51.5,-0.127|51.52,-0.1")
                }
                try set(key, text, name: name)
            } else if let point = QueryValue.coordinate(segment) {
                points.append(point)
                guard pointsSoFar + points.count <= limits.maximumPathPoints else { throw Self.tooMany(limits) }
            } else if places != nil {
                points.append(try StaticMapRequest.location(name, segment, places: places, notices: &notices))
                guard pointsSoFar + points.count <= limits.maximumPathPoints else { throw Self.tooMany(limits) }
            } else {
                throw Self.invalid(name, "expected KEY:VALUE (\(Self.keys.joined(separator: ", "))), LATITUDE,LONGITUDE (latitude -90 to 90, longitude -180 to 180) or enc:POLYLINE, got \(QueryValue.quoted(segment)); addresses cannot be looked up on this server")
            }
        }
        guard points.count >= 2 else {
            throw Self.invalid(name, "has \(points.count) point\(points.count == 1 ? "" : "s"); a path needs at least two, e.g. path=51.5,-0.127|51.52,-0.1")
        }
    }

    private mutating func set(_ key: String, _ text: String, name: String) throws(ServeError) {
        switch key {
        case "weight":
            guard let value = QueryValue.decimal(Substring(text)), (0...Self.maximumWeight).contains(value) else {
                throw Self.invalid(name, "weight: expected a width in pixels from 0 to \(Int(Self.maximumWeight)), got \(QueryValue.quoted(text))")
            }
            weight = value
        case "color":
            color = try Self.color(text, name: name, key: key)
        case "fillcolor":
            fillColor = try Self.color(text, name: name, key: key)
        default:
            switch text.lowercased() {
            case "true": geodesic = true
            case "false": geodesic = false
            default: throw Self.invalid(name, "geodesic: expected true or false, got \(QueryValue.quoted(text))")
            }
        }
    }

    /// A named colour (Google's ten; named colours are opaque) or `0xRRGGBB` / `0xRRGGBBAA`, as
    /// `#rrggbbaa`.
    static func color(_ text: String, name: String, key: String) throws(ServeError) -> String {
        let lower = text.lowercased()
        if lower == "red" { return "#ea4335ff" }
        if let named = StaticMarker.namedColors[lower], let hex = named { return hex + "ff" }
        let hex = lower.hasPrefix("0x") ? lower.dropFirst(2) : lower.hasPrefix("#") ? lower.dropFirst() : ""
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy({ $0.isHexDigit && $0.isASCII }) else {
            throw invalid(name, "\(key): expected a name (\(StaticMarker.namedColors.keys.sorted().joined(separator: ", "))), 0xRRGGBB or 0xRRGGBBAA, got \(QueryValue.quoted(text))")
        }
        return "#" + hex + (hex.count == 6 ? "ff" : "")
    }

    /// The points of an encoded polyline, or a 400 that says where it goes wrong. The text is as long
    /// as the query allows, so decoding it whole is bounded; the count is checked after.
    private static func decode(_ text: String, name: String, limits: ServeLimits, pointsSoFar: Int) throws(ServeError) -> [Coordinate] {
        switch CoordinatePath.decode(text) {
        case .success(let points):
            guard pointsSoFar + points.count <= limits.maximumPathPoints else { throw tooMany(limits) }
            guard points.allSatisfy({ abs($0.longitude) <= 180 }) else {
                throw invalid(name, "enc: the polyline leaves the range of longitudes (-180 to 180)")
            }
            return points
        case .failure(let problem):
            throw invalid(name, "enc: not an encoded polyline: \(problem.message)")
        }
    }

    private static func tooMany(_ limits: ServeLimits) -> ServeError {
        .overLimit("path", limit: "\(limits.maximumPathPoints) points",
                   "the paths have more than \(limits.maximumPathPoints) points together; simplify them")
    }

    static func invalid(_ name: String, _ message: String) -> ServeError {
        ServeError(status: 400, parameter: "path", message: "\(name): \(message)")
    }
}
