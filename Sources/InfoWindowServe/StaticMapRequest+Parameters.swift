import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// The readers of `GET /staticmap`'s single-valued parameters (`docs/serving.md`, the parameter table).
extension StaticMapRequest {
    /// Google's map types; `roadmap` is what this server draws.
    static let mapTypes = ["roadmap", "satellite", "terrain", "hybrid"]

    /// Google's parameters that change nothing this server draws: checked for shape, noted when they
    /// ask for what is drawn otherwise (D61).
    mutating func readGoogleParameters(_ values: [String: String]) throws(ServeError) {
        if let text = values["maptype"] {
            let type = text.lowercased()
            guard Self.mapTypes.contains(type) else {
                throw .invalid("maptype", "expected roadmap, satellite, terrain or hybrid, got \(QueryValue.quoted(text))")
            }
            if type != "roadmap" {
                notices.add("maptype=\(type) is drawn as roadmap: this server has no aerial imagery or relief")
            }
        }
        if let text = values["sensor"] {
            guard ["true", "false"].contains(text.lowercased()) else {
                throw .invalid("sensor", "expected true or false, got \(QueryValue.quoted(text))")
            }
        }
        if let text = values["language"] {
            guard Self.isLanguageTag(text), let tag = MapStyle.labelLanguage(text) else {
                throw .invalid("language", "expected a language code such as en, fr or zh-TW, got \(QueryValue.quoted(text))")
            }
            labelLanguage = tag
            notices.add("language=\(text): labels are drawn in \(tag) where the map's tiles carry name:\(tag), else in the local name")
        }
        if let text = values["region"] {
            guard (2...3).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw .invalid("region", "expected a two-letter region code such as us or gb, got \(QueryValue.quoted(text))")
            }
            notices.add("region=\(text): borders and names are the map's tiles' own")
        }
        if let text = values["map_id"] {
            try Self.checkToken("map_id", text)
            notices.add("map_id: cloud-based map styles are not available here; the server's own style is drawn")
        }
        for name in ["key", "client", "channel"] {
            if let text = values[name] { try Self.checkToken(name, text) }
        }
        if let text = values["signature"] {
            guard !text.isEmpty, text.count <= 64 else {
                throw .invalid("signature", "expected the URL-safe base64 of an HMAC-SHA1 (28 characters), got \(QueryValue.quoted(text))")
            }
        }
    }

    /// A BCP 47 tag of letters, digits and `-`/`_`, 2 to 35 characters.
    private static func isLanguageTag(_ text: String) -> Bool {
        (2...35).contains(text.count) && text.first?.isLetter == true
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    /// An opaque value (`key`, `client`, `channel`, `map_id`): 1 to 256 printable ASCII characters.
    private static func checkToken(_ name: String, _ text: String) throws(ServeError) {
        guard !text.isEmpty, text.count <= 256, text.utf8.allSatisfy({ (0x21..<0x7F).contains($0) }) else {
            throw .invalid(name, "expected 1 to 256 printable ASCII characters, got \(QueryValue.quoted(text))")
        }
    }

    /// `png`, `png32` (24-bit PNG); `jpg` (progressive JPEG), `jpg-baseline`, `jpeg` (baseline JPEG); Google's palette formats
    /// `png8` and `gif` (D62).
    static func format(_ text: String) throws(ServeError) -> ImageFormat {
        switch text.lowercased() {
        case "png", "png32": return .png
        case "jpg": return .progressiveJPEG
        case "jpg-baseline", "jpeg": return .jpeg
        case "png8": return .png8
        case "gif": return .gif
        default:
            throw .invalid("format", "expected png, png8, png32, gif, jpg or jpg-baseline, got \(QueryValue.quoted(text))")
        }
    }

    static func size(_ text: String, limits: ServeLimits) throws(ServeError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1 else {
            throw .invalid("size", "expected WIDTHxHEIGHT in whole points, e.g. 640x480, got \(QueryValue.quoted(text))")
        }
        let side = limits.maximumSide
        guard w <= side, h <= side else {
            throw .overLimit("size", limit: "\(side)x\(side)",
                             "\(w)x\(h) is larger than the limit of \(side)x\(side) points; ask for a smaller size (and a scale for more pixels)")
        }
        return (w, h)
    }

    static func scale(_ text: String, limits: ServeLimits) throws(ServeError) -> Int {
        guard text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value >= 1 else {
            throw .invalid("scale", "expected a whole number of pixels per point from 1 to \(limits.maximumScale), got \(QueryValue.quoted(text))")
        }
        guard value <= limits.maximumScale else {
            throw .overLimit("scale", limit: "\(limits.maximumScale)",
                             "\(value) is more than the limit of \(limits.maximumScale) pixels per point")
        }
        return value
    }
}
