import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// GeoJSON properties as people write them (D77): Mapbox's simplestyle-spec (`marker-color`,
/// `marker-size`, `marker-symbol`, `title`, `description`), which geojson.io, GitHub and many tools write,
/// beside the names of the scene format. A value that cannot be used, or a property name one typo away
/// from a known one, is a warning naming the feature; the marker is drawn without it.
extension GeoJSONReader {
    /// The marker properties read: the scene format's names, then simplestyle-spec's.
    static let markerProperties = ["title", "name", "snippet", "description", "icon", "ground_anchor", "info_window_anchor",
                                   "z_index", "rotation", "flat", "opacity", "marker-color", "marker-size", "marker-symbol"]
    /// simplestyle-spec's properties of lines and areas: known, so never taken for typos, and not drawn.
    static let shapeProperties = ["stroke", "stroke-width", "stroke-opacity", "fill", "fill-opacity"]
    /// `marker-size`: how many times the standard pin (27 × 43 points).
    static let markerSizes: [String: Double] = ["small": 2.0 / 3, "medium": 1, "large": 4.0 / 3]

    /// Reads `description` (the snippet, when there is no `snippet`), `marker-color`, `marker-size` and
    /// `marker-symbol` into `marker`, and warns (in `summary`) about unusable values and likely typos.
    func applySimplestyle(_ p: JSONObjectFields, to marker: inout SceneMarker, feature: String,
                          summary: inout GeoJSONSummary) {
        // Built only for a warning: this runs for every feature of files of millions.
        let id = marker.id
        var name: String { feature + (id.map { " (\($0.quotedForMessage))" } ?? "") }
        if marker.snippet == nil, let description = p["description"] {
            if case .string(let text) = description.value {
                marker.snippet = text
            } else {
                summary.warn("\(path): \(name): \"description\" is not text; it is left out")
            }
        }
        if let color = p["marker-color"] {
            if case .string(let text) = color.value, let parsed = Self.hexColor(text) {
                if marker.icon == nil { marker.pinColor = parsed }
            } else {
                summary.warn("\(path): \(name): \"marker-color\" \(Self.shown(color.value)) is not a colour (#rgb or #rrggbb, e.g. \"#3bb2d0\"); the default pin is drawn")
            }
        }
        if let size = p["marker-size"] {
            if case .string(let text) = size.value, let factor = Self.markerSizes[text.lowercased()] {
                marker.pinSize = factor
            } else {
                summary.warn("\(path): \(name): \"marker-size\" \(Self.shown(size.value)) is not \"small\", \"medium\" or \"large\"; a medium pin is drawn")
            }
        }
        if let symbol = p["marker-symbol"] {
            var text: String?
            switch symbol.value {
            case .string(let s): text = s
            case .number(let n): text = n
            default: break
            }
            if let text, text.count == 1, let c = text.unicodeScalars.first, c.isASCII,
               CharacterSet.alphanumerics.contains(c) {
                marker.pinLabel = text.uppercased()
            } else if let text, !text.isEmpty {
                summary.warn("\(path): \(name): \"marker-symbol\" \(text.quotedForMessage) is not drawn: only one letter or digit is (Maki icon names are not); the pin is drawn without it")
            }
        }
        for member in p.members {
            let key = member.key
            guard !Self.markerProperties.contains(key), !Self.shapeProperties.contains(key),
                  let near = Self.likelyTypo(key) else { continue }
            summary.warn("\(path): \(name): unknown property \(key.quotedForMessage); did you mean \(near.quotedForMessage)? (it is left out)")
        }
    }

    /// The known property `key` is most likely a typo of: at most one edit away for names of up to four
    /// characters, two for longer ones (data such as `note` is not taken for `name`).
    static func likelyTypo(_ key: String) -> String? {
        guard key.count <= EditDistance.maximumLength else { return nil }
        let word = Array(key.lowercased())
        let limit = word.count <= 4 ? 1 : 2
        var best: (String, Int)?
        for known in markerProperties {
            let d = EditDistance.between(word, Array(known))
            if d <= limit, d < (best?.1 ?? .max) { best = (known, d) }
        }
        return best?.0
    }

    /// `#rgb`, `#rrggbb`, or either without `#` (simplestyle-spec allows both).
    static func hexColor(_ text: String) -> Color? {
        var hex = Substring(text.trimmingCharacters(in: .whitespaces))
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 3 || hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
        let full = hex.count == 3 ? hex.map { "\($0)\($0)" }.joined() : String(hex)
        guard let value = UInt32(full, radix: 16) else { return nil }
        return Color(red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
                     blue: Double(value & 0xff) / 255)
    }

    private static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return s.quotedForMessage
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array: return "(an array)"
        case .object: return "(an object)"
        }
    }
}

extension GeoJSONSummary {
    /// The most warnings kept in ``warnings``: 20 (``warningCount`` counts them all).
    public static let warningLimit = 20

    mutating func warn(_ message: String) {
        warningCount += 1
        if warnings.count < Self.warningLimit { warnings.append(message) }
    }
}
