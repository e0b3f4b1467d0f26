import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// One marker of a `GET /staticmap` request. A `markers` parameter is a group: styles, then one or
/// more locations, all separated by `|` — `markers=size:mid|color:blue|label:S|51.5,-0.127|51.52,-0.1`
/// (`docs/serving.md`, "markers"). Every location of a group gets the group's styles. Google's styles
/// (`size`, `color`, `label`, `scale`, `anchor`, `icon`) and this server's (`id`, `title`, `snippet`).
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
    /// Google's `icon:` URL (http or https): fetched by the worker when its host is one of the server's
    /// `--icon-hosts`, else the default pin is drawn and a notice says why (D85–D88); nil for none.
    public var iconURL: String?
    /// The pin's size, Google's `tiny`, `small`, `mid` or `normal` (the default).
    public var size = PinSize.normal
    /// The character drawn on a `normal` or `mid` pin: one of A–Z or 0–9; nil for none (D63).
    public var label: Character?
    /// Pixels per point of an icon's picture: 1 (the default), 2 or 4, Google's `scale:` (D64).
    public var iconScale = 1
    /// The point of the pin or icon put on the position; nil for the default (the pin's tip, the
    /// icon's bottom centre).
    public var anchor: MarkerAnchor?

    /// A marker at `position`, default pin, no window.
    public init(position: Coordinate) {
        self.position = position
    }

    /// Google's marker sizes.
    public enum PinSize: String, Sendable, CaseIterable {
        /// The smallest pin, no label.
        case tiny
        /// A small pin, no label.
        case small
        /// A pin three quarters of the standard one, with a label.
        case mid
        /// The standard pin, with a label.
        case normal

        /// The pin's size as a fraction of the standard pin (D63).
        public var factor: Double {
            switch self {
            case .tiny: return 0.42
            case .small: return 0.58
            case .mid: return 0.76
            case .normal: return 1
            }
        }
    }

    /// The style keys of a group, in canonical order.
    public static let keys = ["id", "size", "color", "label", "scale", "anchor", "title", "snippet", "icon"]

    /// Google's named pin colours, as the scene's `pin_color` (red is the standard pin).
    static let namedColors: [String: String?] = [
        "red": nil, "black": "#000000", "brown": "#8b4513", "green": "#2f7d4f", "purple": "#7b1fa2",
        "yellow": "#f4c20d", "blue": "#3b6fd1", "gray": "#757575", "orange": "#f57c00", "white": "#ffffff",
    ]

    /// The markers of the `index`-th `markers` parameter (0-based, for messages), and what the server
    /// does otherwise than Google for them.
    static func group(_ value: String, index: Int, limits: ServeLimits,
                      places: (any AddressBook)? = nil) throws(ServeError) -> (markers: [StaticMarker], notices: StaticMapNotices) {
        let name = "markers[\(index)]"
        var style = StaticMarker(position: Coordinate(latitude: 0, longitude: 0))
        var notices = StaticMapNotices()
        var seen: Set<String> = []
        var positions: [Coordinate] = []
        for bytes in value.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: true) {
            let segment = Substring(bytes)
            if let colon = segment.utf8.firstIndex(of: UInt8(ascii: ":")), colon != segment.startIndex,
               segment.utf8[..<colon].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                let key = segment[..<colon].lowercased(), text = String(segment[segment.index(after: colon)...])
                guard keys.contains(key) else {
                    let hint = EditDistance.nearest(to: key, among: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw invalid(name, "unknown style \(QueryValue.quoted(key))\(hint); the styles are \(keys.joined(separator: ", ")), then LATITUDE,LONGITUDE")
                }
                guard seen.insert(key).inserted else { throw invalid(name, "\(key) is given twice in one group") }
                guard positions.isEmpty else {
                    throw invalid(name, "\(key): styles come before the locations, e.g. markers=color:blue|51.5,-0.127")
                }
                if key == "icon", isURL(text) {
                    style.iconURL = try iconURL(text, name: name, limits: limits)
                    continue
                }
                try style.set(key, text, name: name, limits: limits)
            } else if let position = QueryValue.coordinate(segment) {
                positions.append(position)
                guard positions.count <= limits.maximumMarkers else { break }
            } else if places != nil {
                positions.append(try StaticMapRequest.location(name, segment, places: places, notices: &notices))
                guard positions.count <= limits.maximumMarkers else { break }
            } else {
                throw invalid(name, "expected KEY:VALUE (\(keys.joined(separator: ", "))) or LATITUDE,LONGITUDE (latitude -90 to 90, longitude -180 to 180), got \(QueryValue.quoted(segment)); addresses cannot be looked up on this server")
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
        // What is not drawn is not kept, so equal pictures are equal requests (S18): Google draws no
        // label on tiny and small pins, and an icon has no pin to size.
        if style.size == .tiny || style.size == .small || style.icon != nil { style.label = nil }
        if style.icon != nil { style.size = .normal }
        if style.icon == nil && style.iconURL == nil { style.iconScale = 1 }
        let markers = positions.map { position in
            var marker = style
            marker.position = position
            return marker
        }
        return (markers, notices)
    }

    /// The longest icon URL: 2,048 characters.
    static let maximumIconURLLength = 2048

    /// An `icon:` URL as given: at most ``maximumIconURLLength`` characters of printable ASCII (no
    /// spaces); the worker's fetcher decides the rest (D85).
    static func iconURL(_ text: String, name: String, limits: ServeLimits) throws(ServeError) -> String {
        guard text.utf8.count <= maximumIconURLLength else {
            throw ServeError(status: 400, parameter: "markers", limit: "\(maximumIconURLLength) characters",
                             message: "\(name): icon: the URL has \(text.utf8.count) characters, more than the limit of \(maximumIconURLLength)")
        }
        guard text.utf8.allSatisfy({ (0x21..<0x7F).contains($0) }) else {
            throw invalid(name, "icon: a URL is printable ASCII without spaces (percent-encode the rest), got \(QueryValue.quoted(text))")
        }
        return text
    }

    private static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.contains("://")
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
        case "size":
            guard let size = PinSize(rawValue: text.lowercased()) else {
                throw Self.invalid(name, "size: expected tiny, small, mid or normal, got \(QueryValue.quoted(text))")
            }
            self.size = size
        case "label":
            guard text.count == 1, let character = text.uppercased().first,
                  character.isASCII, character.isLetter || character.isNumber else {
                throw Self.invalid(name, "label: expected one character, A-Z or 0-9, got \(QueryValue.quoted(text))")
            }
            label = character
        case "scale":
            guard let value = Int(text), [1, 2, 4].contains(value) else {
                throw Self.invalid(name, "scale: expected 1, 2 or 4, got \(QueryValue.quoted(text))")
            }
            iconScale = value
        case "anchor":
            guard let anchor = MarkerAnchor(text) else {
                throw Self.invalid(name, "anchor: expected top, bottom, left, right, center, topleft, topright, bottomleft, bottomright or X,Y in whole pixels of the icon, got \(QueryValue.quoted(text))")
            }
            self.anchor = anchor
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
        guard hex.count == 6, hex.allSatisfy({ $0.isHexDigit && $0.isASCII }) else {
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

    static func invalid(_ name: String, _ message: String) -> ServeError {
        ServeError(status: 400, parameter: "markers", message: "\(name): \(message)")
    }
}

/// Where a marker's picture sits on its position: Google's `anchor:`, a named point of the picture or
/// a point in its pixels.
public enum MarkerAnchor: Sendable, Equatable {
    /// `top`, `bottomleft` …: a point of the picture's unit square.
    case named(String)
    /// `X,Y`: pixels of the picture from its top left corner.
    case pixels(x: Int, y: Int)

    /// The named anchors and their points in the unit square.
    static let names: [String: CGPoint] = [
        "top": CGPoint(x: 0.5, y: 0), "bottom": CGPoint(x: 0.5, y: 1), "left": CGPoint(x: 0, y: 0.5),
        "right": CGPoint(x: 1, y: 0.5), "center": CGPoint(x: 0.5, y: 0.5), "topleft": CGPoint(x: 0, y: 0),
        "topright": CGPoint(x: 1, y: 0), "bottomleft": CGPoint(x: 0, y: 1), "bottomright": CGPoint(x: 1, y: 1),
    ]

    /// Reads `top`, `bottomright` … or `X,Y` (whole pixels, 0…4096); nil for anything else.
    init?(_ text: String) {
        let lower = text.lowercased()
        if Self.names[lower] != nil {
            self = .named(lower)
            return
        }
        let parts = lower.split(separator: ",", omittingEmptySubsequences: false).map { QueryValue.trimmed($0) }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let x = Int(parts[0]), let y = Int(parts[1]), x <= 4096, y <= 4096 else { return nil }
        self = .pixels(x: x, y: y)
    }

    /// The anchor in the unit square of a picture `pixels` pixels large.
    func unitPoint(pixels: CGSize) -> CGPoint {
        switch self {
        case .named(let name): return Self.names[name] ?? CGPoint(x: 0.5, y: 1)
        case .pixels(let x, let y):
            return CGPoint(x: CGFloat(x) / max(pixels.width, 1), y: CGFloat(y) / max(pixels.height, 1))
        }
    }

    /// `top`, or `X,Y`.
    var text: String {
        switch self {
        case .named(let name): return name
        case .pixels(let x, let y): return "\(x),\(y)"
        }
    }
}
