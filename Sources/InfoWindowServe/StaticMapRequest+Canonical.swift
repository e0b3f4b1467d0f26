import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// The canonical form of a `GET /staticmap` request (S18): what its ETag is a digest of (S3) and what
/// the front sends a worker (S1). Written and read back here, side by side, by the request's own parser.
extension StaticMapRequest {
    /// The request written back as a query string, one way for each map: the parameters in the order
    /// of ``parameters``, defaults left out, numbers in their shortest exact form (`51.5`, `10`, not
    /// `51.50` or `10.0`), one `markers` parameter per marker with its styles in the order of
    /// ``StaticMarker/keys`` (colours as `0xrrggbb`, icons as `NAME.png`), `%`, `&`, `+`, `#`, spaces
    /// and control characters percent-encoded. So two requests that mean the same map — parameters
    /// reordered, `51.50` for `51.5`, a group for separate markers, `color:red` for none — have the
    /// same text, and ``init(canonicalQuery:)`` reads it back as an equal request. Texts hold no `|`
    /// (the parser splits markers groups at it), so a request built in code must not either.
    public var canonicalQuery: String {
        let defaults = StaticMapRequest(center: center, zoom: zoom)
        var items: [(String, String)] = []
        if let center { items.append(("center", Self.coordinate(center))) }
        if let zoom { items.append(("zoom", QueryValue.format(zoom))) }
        if width != defaults.width || height != defaults.height { items.append(("size", "\(width)x\(height)")) }
        if scale != defaults.scale { items.append(("scale", String(scale))) }
        if bearing != defaults.bearing { items.append(("bearing", QueryValue.format(bearing))) }
        if tilt != defaults.tilt { items.append(("tilt", QueryValue.format(tilt))) }
        if format != defaults.format { items.append(("format", format.rawValue)) }
        for marker in markers { items.append(("markers", marker.canonicalGroup)) }
        for path in paths { items.append(("path", path.canonicalText)) }
        if !visible.isEmpty { items.append(("visible", visible.map(Self.coordinate).joined(separator: "|"))) }
        for style in styles { items.append(("style", style)) }
        if let labelLanguage { items.append(("language", labelLanguage)) }
        if let selected { items.append(("selected", selected)) }
        if !openWindows.isEmpty { items.append(("selected", openWindows.joined(separator: ","))) }
        // Written into one buffer: no string per parameter, nor a join.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(16) { $0 + $1.0.utf8.count + $1.1.utf8.count + 2 })
        for (index, (name, value)) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: "="))
            Self.appendEscaped(value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads a ``canonicalQuery`` back: the worker's side of the pipe. The text is the front's, held to
    /// the limits when the client's query was read, so it is not held to them again (a canonical query
    /// may be longer than the client's: a group's styles are written for each of its markers).
    public init(canonicalQuery text: String) throws(ServeError) {
        var items: [QueryItem] = []
        for part in text.utf8.split(separator: UInt8(ascii: "&")) {
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            let name = Self.unescaped(part[..<(equals ?? part.endIndex)])
            let value = equals.map { Self.unescaped(part[part.index(after: $0)...]) }
            guard let name, value.map({ $0 != nil }) ?? true else {
                throw .invalid("request", "the canonical query \(QueryValue.quoted(text)) is not percent-encoded UTF-8")
            }
            items.append(QueryItem(name, value ?? nil))
        }
        try self.init(query: items, limits: .canonical)
    }

    static func coordinate(_ point: Coordinate) -> String {
        QueryValue.format(point.latitude) + "," + QueryValue.format(point.longitude)
    }

    /// `text` with `%`, `&`, `+`, `#`, space, C0 controls and DEL as `%XX`; every other byte as it is.
    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped as ``escaped(_:)`` writes it.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        let plain = plainBytes, digits = hexDigits
        var text = text
        text.withUTF8 { raw in
            for byte in raw {
                if plain[Int(byte)] {
                    bytes.append(byte)
                } else {
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0xF)])
                }
            }
        }
    }

    /// Which bytes ``escaped(_:)`` keeps as they are: all but `%`, `&`, `+`, `#`, space, C0 controls and DEL.
    private static let plainBytes: [Bool] = (0..<256).map { byte in
        byte > 0x20 && byte != 0x7F && byte != 0x25 && byte != 0x26 && byte != 0x2B && byte != 0x23
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The bytes with every `%XX` decoded, as UTF-8 text; nil for a `%` not followed by two hex
    /// digits, or bytes that are not UTF-8.
    static func unescaped(_ text: Substring.UTF8View) -> String? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index < text.endIndex, text.index(after: index) < text.endIndex,
                  let high = hexDigit(text[index]), let low = hexDigit(text[text.index(after: index)]) else { return nil }
            bytes.append(high << 4 | low)
            index = text.index(index, offsetBy: 2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}

extension StaticMarker {
    /// The marker as one canonical `markers` group: its styles in the order of ``keys``, then its
    /// location.
    var canonicalGroup: String {
        var segments: [String] = []
        if let id { segments.append("id:" + id) }
        if size != .normal { segments.append("size:" + size.rawValue) }
        if let color { segments.append("color:0x" + color.dropFirst()) }
        if let label { segments.append("label:" + String(label)) }
        if iconScale != 1 { segments.append("scale:\(iconScale)") }
        if let anchor { segments.append("anchor:" + anchor.text) }
        if let title { segments.append("title:" + title) }
        if let snippet { segments.append("snippet:" + snippet) }
        if let icon { segments.append("icon:" + icon) }
        if let iconURL { segments.append("icon:" + iconURL) }
        segments.append(StaticMapRequest.coordinate(position))
        return segments.joined(separator: "|")
    }
}

extension StaticPath {
    /// The path as one canonical `path` value: its styles other than the defaults in the order of
    /// ``keys`` (colours as `0xrrggbbaa`), then its points — as `enc:` and Google's encoded polyline
    /// when every point is a whole number of 1e-5° (an encoded polyline's always are, and most
    /// decimal ones), which reads back equal; otherwise as `LATITUDE,LONGITUDE` (D200). The same points
    /// give the same text however the client wrote them.
    var canonicalText: String {
        var text = ""
        if weight != 5 { text += "weight:" + QueryValue.format(weight) + "|" }
        if color != Self.defaultColor { text += "color:0x" + color.dropFirst() + "|" }
        if let fillColor { text += "fillcolor:0x" + fillColor.dropFirst() + "|" }
        if geodesic { text += "geodesic:true|" }
        if let encoded = CoordinatePath.exactEncoding(points) { return text + "enc:" + encoded }
        return text + points.map(StaticMapRequest.coordinate).joined(separator: "|")
    }
}

extension ServeLimits {
    /// The limits a canonical query is read with: none but the query's own shape, which the front
    /// already held the client's request to.
    static var canonical: ServeLimits {
        var limits = ServeLimits()
        limits.maximumQueryBytes = .max
        limits.maximumSide = .max
        limits.maximumScale = .max
        limits.maximumPixelSide = .max
        limits.maximumURLLength = .max
        limits.maximumPathPoints = .max
        limits.maximumMarkers = .max
        limits.maximumTextLength = .max
        limits.maximumNameLength = .max
        return limits
    }
}
