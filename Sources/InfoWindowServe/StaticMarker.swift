import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// One marker of a `GET /staticmap` request. A `markers` parameter is a group: styles, then one or
/// more locations, all separated by `|` — `markers=id:london|color:blue|title:London|51.5,-0.127`
/// (`docs/serving.md`, "markers"). Every location of a group gets the group's styles.
public struct StaticMarker: Sendable, Equatable {
    /// The name `selected` uses; nil for none. A group with an id has one location (S8).
    public var id: String?
    /// Where the marker is.
    public var position: Coordinate
    /// The window's bold first line; nil for none.
    public var title: String?
    /// The window's smaller text; nil for none.
    public var snippet: String?
    /// The pin's colour as `#rrggbb`; nil for the standard red pin.
    public var color: String?
    /// A PNG in the server's `--images` folder, by name (`house` or `house.png`); nil for the pin.
    public var icon: String?

    /// A marker at `position`, default pin, no window.
    public init(position: Coordinate) {
        self.position = position
    }

    /// The style keys of a group.
    public static let keys = ["id", "color", "title", "snippet", "icon"]

    /// Google's named pin colours, as the scene's `pin_color` (red is the standard pin).
    static let namedColors: [String: String?] = [
        "red": nil, "black": "#000000", "brown": "#8b4513", "green": "#2f7d4f", "purple": "#7b1fa2",
        "yellow": "#f4c20d", "blue": "#3b6fd1", "gray": "#757575", "orange": "#f57c00", "white": "#ffffff",
    ]

    /// The markers of the `index`-th `markers` parameter (0-based, for messages).
    static func group(_ value: String, index: Int, limits: ServeLimits) throws(ServeError) -> [StaticMarker] {
        let name = "markers[\(index)]"
        var style = StaticMarker(position: Coordinate(latitude: 0, longitude: 0))
        var seen: Set<String> = []
        var positions: [Coordinate] = []
        for segment in value.split(separator: "|", omittingEmptySubsequences: true) {
            if let colon = segment.utf8.firstIndex(of: UInt8(ascii: ":")), colon != segment.startIndex,
               segment.utf8[..<colon].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                let key = String(segment[..<colon]), text = String(segment[segment.index(after: colon)...])
                guard keys.contains(key) else {
                    let hint = EditDistance.nearest(to: key, among: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw invalid(name, "unknown style \(QueryValue.quoted(key))\(hint); the styles are \(keys.joined(separator: ", ")), then LATITUDE,LONGITUDE")
                }
                guard seen.insert(key).inserted else { throw invalid(name, "\(key) is given twice in one group") }
                guard positions.isEmpty else {
                    throw invalid(name, "\(key): styles come before the locations, e.g. markers=color:blue|51.5,-0.127")
                }
                try style.set(key, text, name: name, limits: limits)
            } else if let position = QueryValue.coordinate(segment) {
                positions.append(position)
                guard positions.count <= limits.maximumMarkers else { break }
            } else {
                throw invalid(name, "expected KEY:VALUE (\(keys.joined(separator: ", "))) or LATITUDE,LONGITUDE (latitude -90 to 90, longitude -180 to 180), got \(QueryValue.quoted(segment))")
            }
        }
        guard !positions.isEmpty else {
            throw invalid(name, "has no location; end it with LATITUDE,LONGITUDE, e.g. markers=title:London|51.5,-0.127")
        }
        guard style.icon == nil || style.color == nil else {
            throw invalid(name, "give icon or color, not both")
        }
        guard style.id == nil || positions.count == 1 else {
            throw invalid(name, "id names one marker, but the group has \(positions.count) locations; give each its own markers parameter")
        }
        return positions.map { position in
            var marker = style
            marker.position = position
            return marker
        }
    }

    private mutating func set(_ key: String, _ text: String, name: String, limits: ServeLimits) throws(ServeError) {
        switch key {
        case "id":
            try Self.checkName(text, parameter: "markers", label: "\(name): id", limits: limits)
            id = text
        case "title", "snippet":
            guard text.count <= limits.maximumTextLength else {
                throw ServeError.overLimit("markers", limit: "\(limits.maximumTextLength) characters",
                                           "\(name): \(key) has \(text.count) characters, more than the limit of \(limits.maximumTextLength); shorten it")
            }
            if key == "title" { title = text } else { snippet = text }
        case "color":
            color = try Self.color(text, name: name)
        default:
            icon = try Self.iconFile(text, name: name, limits: limits)
        }
    }

    /// Refuses an empty name, or one longer than ``ServeLimits/maximumNameLength``. `parameter` is
    /// named in the JSON body, `label` starts the message (`markers[2]: id`).
    static func checkName(_ text: String, parameter: String, label: String, limits: ServeLimits) throws(ServeError) {
        guard !text.isEmpty else { throw ServeError(status: 400, parameter: parameter, message: "\(label): is empty; give a name") }
        guard text.count <= limits.maximumNameLength else {
            throw ServeError(status: 400, parameter: parameter, limit: "\(limits.maximumNameLength) characters",
                             message: "\(label): has \(text.count) characters, more than the limit of \(limits.maximumNameLength)")
        }
    }

    /// `red`, `blue` … or `0xRRGGBB` / `#RRGGBB`, as the scene's `#rrggbb` (nil for the standard pin).
    static func color(_ text: String, name: String) throws(ServeError) -> String? {
        let lower = text.lowercased()
        if let named = namedColors[lower] { return named }
        let hex = lower.hasPrefix("0x") ? lower.dropFirst(2) : lower.hasPrefix("#") ? lower.dropFirst() : ""
        guard hex.count == 6, hex.allSatisfy({ $0.isHexDigit }) else {
            throw invalid(name, "color: expected a name (\(namedColors.keys.sorted().joined(separator: ", "))) or 0xRRGGBB, got \(QueryValue.quoted(text))")
        }
        return "#" + hex
    }

    /// The file name of icon `text` in the images folder: `NAME` or `NAME.png`, where NAME is letters,
    /// digits, `_`, `-` and `@` only — no `/`, `\`, `..`, `%` or leading `.`, however it was encoded
    /// (the value is checked after decoding, S9).
    static func iconFile(_ text: String, name: String, limits: ServeLimits) throws(ServeError) -> String {
        let stem = text.hasSuffix(".png") ? String(text.dropLast(4)) : text
        guard !stem.isEmpty, stem.count <= limits.maximumNameLength,
              stem.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_-@".unicodeScalars.contains($0)) })
        else {
            throw ServeError(status: 400, parameter: "markers",
                             message: "\(name): icon: \(QueryValue.quoted(text)) is not an icon name; icons are PNG files of the server's --images folder named by letters, digits, _, - and @ only (no paths)")
        }
        return stem + ".png"
    }

    private static func invalid(_ name: String, _ message: String) -> ServeError {
        ServeError(status: 400, parameter: "markers", message: "\(name): \(message)")
    }
}
