import Foundation
import InfoWindowCore

/// A Google map style: the Maps SDK's styling JSON (an array of `{featureType, elementType,
/// stylers}`), or the Static Maps API's `style=` parameters, read into typed rules. Applied to any
/// ``MapStyle`` of the OpenMapTiles schema with ``MapStyle/applying(_:)`` — the street tiles and the
/// world map alike — through one table from Google's feature and element types to the layers and
/// paint properties drawn (docs/map-styles.md).
///
/// ```swift
/// let night = try GoogleMapStyle(jsonString: """
///     [{"elementType": "geometry", "stylers": [{"color": "#242f3e"}]}]
///     """)
/// mapView.googleStyle = night
/// ```
///
/// A style that cannot be used throws a ``GoogleMapStyleError`` naming the entry and the field: not
/// JSON, not an array of objects, an unknown feature or element type or styler, a colour that is not
/// `#RRGGBB`, a number out of its range. Nothing is left out silently.
public struct GoogleMapStyle: Sendable, Hashable {
    /// The rules, in order: a later rule works on what the earlier ones made.
    public var rules: [GoogleStyleRule]

    /// The most entries read (Google's own limit is on the text's length; this bounds the work).
    public static let maximumRules = 1000

    /// A style of `rules`.
    public init(rules: [GoogleStyleRule]) {
        self.rules = rules
    }

    /// Reads the SDK's styling JSON (`GMSMapStyle(jsonString:)`).
    public init(jsonString: String) throws(GoogleMapStyleError) {
        try self.init(data: Data(jsonString.utf8), name: "style")
    }

    /// Reads the style file at `url` (`GMSMapStyle(contentsOfFileURL:)`).
    public init(contentsOf url: URL) throws(GoogleMapStyleError) {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        guard url.isFileURL else {
            throw GoogleMapStyleError(file: file, entry: nil, field: "", "is not a local file; there is no network here, so give a file URL")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw GoogleMapStyleError(file: file, entry: nil, field: "", FileManager.default.fileExists(atPath: file)
                                      ? "cannot be read; check its permissions" : "no such file; check the path")
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    /// Reads styling JSON from `data`; `name` stands for the file in messages.
    public init(data: Data, name: String = "style") throws(GoogleMapStyleError) {
        guard data.count <= 1024 * 1024 else {
            throw GoogleMapStyleError(file: name, entry: nil, field: "", "is larger than 1 MiB; a map style is far smaller, so check the file")
        }
        let json: JSONValue
        do {
            json = try JSONReader.document([UInt8](data), name: name)
        } catch {
            let text = error.description
            let detail = text.hasPrefix(name + ":") ? String(text.dropFirst(name.count + 1)) : text
            throw GoogleMapStyleError(file: name, entry: nil, field: "", "is not JSON: \(detail.trimmingCharacters(in: .whitespaces))")
        }
        try self.init(json: json, name: name)
    }

    /// Reads styling JSON already parsed (a scene's `map_style`); `name` stands for the file in messages.
    package init(json: JSONValue, name: String) throws(GoogleMapStyleError) {
        guard case .array(let entries) = json else {
            throw GoogleMapStyleError(file: name, entry: nil, field: "", "expected an array of style rules ([{\"featureType\": …, \"elementType\": …, \"stylers\": […]}]), got \(json.quoted)")
        }
        guard entries.count <= Self.maximumRules else {
            throw GoogleMapStyleError(file: name, entry: Self.maximumRules, field: "", "more than \(Self.maximumRules) rules; merge rules that select the same features")
        }
        var rules: [GoogleStyleRule] = []
        for (index, entry) in entries.enumerated() {
            do {
                rules.append(try Self.rule(entry))
            } catch {
                throw GoogleMapStyleError(file: name, entry: index, field: error.field, error.message)
            }
        }
        self.rules = rules
    }

    /// One JSON entry.
    private static func rule(_ entry: JSONValue) throws(GoogleStylerReader.Problem) -> GoogleStyleRule {
        guard case .object(let members) = entry else {
            throw .init(field: "", message: "expected an object {\"featureType\": …, \"elementType\": …, \"stylers\": […]}, got \(entry.quoted)")
        }
        var rule = GoogleStyleRule(stylers: [])
        var sawStylers = false
        for member in members {
            switch member.key {
            case "featureType":
                rule.featureType = try GoogleStylerReader.featureType(try word(member.value, field: "featureType"), field: "featureType")
            case "elementType":
                rule.elementType = try GoogleStylerReader.elementType(try word(member.value, field: "elementType"), field: "elementType")
            case "stylers":
                sawStylers = true
                rule.stylers = try stylers(member.value)
            default:
                let hint = EditDistance.nearest(to: member.key, among: ["featureType", "elementType", "stylers"]).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw .init(field: member.key, message: "is not a field of a style rule\(hint); a rule has featureType, elementType and stylers")
            }
        }
        guard sawStylers else {
            throw .init(field: "stylers", message: "missing; give the stylers, e.g. \"stylers\": [{\"color\": \"#242f3e\"}]")
        }
        return rule
    }

    /// The `stylers` array: objects whose members are stylers, applied in order.
    private static func stylers(_ value: JSONValue) throws(GoogleStylerReader.Problem) -> [GoogleStyler] {
        guard case .array(let items) = value else {
            throw .init(field: "stylers", message: "expected an array of stylers, e.g. [{\"color\": \"#242f3e\"}], got \(value.quoted)")
        }
        var stylers: [GoogleStyler] = []
        for (i, item) in items.enumerated() {
            guard case .object(let members) = item else {
                throw .init(field: "stylers[\(i)]", message: "expected an object such as {\"lightness\": -20}, got \(item.quoted)")
            }
            guard stylers.count + members.count <= 100 else {
                throw .init(field: "stylers[\(i)]", message: "more than 100 stylers in one rule; split the rule")
            }
            for member in members {
                let field = "stylers[\(i)].\(member.key)"
                stylers.append(try GoogleStylerReader.styler(member.key, try word(member.value, field: field), field: field, colors: .hash))
            }
        }
        return stylers
    }

    /// A string, number or boolean as text (Google accepts `"lightness": "-20"` as well as `-20`).
    private static func word(_ value: JSONValue, field: String) throws(GoogleStylerReader.Problem) -> String {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        default: throw .init(field: field, message: "expected a string or a number, got \(value.quoted)")
        }
    }
}
