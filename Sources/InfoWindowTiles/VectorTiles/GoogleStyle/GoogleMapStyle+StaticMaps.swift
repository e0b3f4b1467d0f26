import Foundation
import InfoWindowCore

/// The Static Maps API's form of the same rules: `style=feature:road.local|element:geometry|color:0x00ff00`.
extension GoogleMapStyle {
    /// Reads the Static Maps API's `style=` parameters, one rule each, in the URL's order. Each value
    /// is already percent-decoded: `feature:` and `element:` (optional, each at most once; default
    /// `all`) and stylers `name:value` separated by `|`, colours written `0xRRGGBB`. Errors name the
    /// parameter by its index among the `style=` values (`style=[1] (feature:…): color: …`).
    public init(staticMapsStyles values: [String]) throws(GoogleMapStyleError) {
        guard values.count <= Self.maximumRules else {
            throw GoogleMapStyleError(file: "style=", entry: Self.maximumRules, field: "", "more than \(Self.maximumRules) style parameters", quote: "")
        }
        var rules: [GoogleStyleRule] = []
        for (index, value) in values.enumerated() {
            rules.append(try Self.staticMapsRule(value, index: index))
        }
        self.init(rules: rules)
    }

    /// One Static Maps `style=` value (percent-decoded) as a rule; `index` is its place among the
    /// request's `style=` values, for the message.
    public static func staticMapsRule(_ value: String, index: Int = 0) throws(GoogleMapStyleError) -> GoogleStyleRule {
        func fail(_ problem: GoogleStylerReader.Problem) -> GoogleMapStyleError {
            GoogleMapStyleError(file: "style=", entry: index, field: problem.field, problem.message, quote: value)
        }
        guard value.utf8.count <= 4096 else {
            throw fail(.init(field: "", message: "longer than 4096 characters; a style rule is far shorter"))
        }
        var rule = GoogleStyleRule(stylers: [])
        var sawFeature = false, sawElement = false
        do throws(GoogleStylerReader.Problem) {
            // Split on the bytes: `|` and `:` are ASCII, so no character boundaries need finding.
            for part in value.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: true) {
                guard let colon = part.firstIndex(of: UInt8(ascii: ":")) else {
                    throw .init(field: String(decoding: part, as: UTF8.self).shortenedForMessage,
                                message: "expected name:value (feature:road, element:geometry, color:0xff0000, …)")
                }
                let name = String(decoding: part[..<colon], as: UTF8.self)
                let text = String(decoding: part[part.index(after: colon)...], as: UTF8.self)
                switch name {
                case "feature":
                    guard !sawFeature, rule.stylers.isEmpty else {
                        throw .init(field: "feature", message: sawFeature ? "given twice; one style= value selects one feature type" : "must come before the stylers")
                    }
                    sawFeature = true
                    rule.featureType = try GoogleStylerReader.featureType(text, field: "feature")
                case "element":
                    guard !sawElement, rule.stylers.isEmpty else {
                        throw .init(field: "element", message: sawElement ? "given twice; one style= value selects one element type" : "must come before the stylers")
                    }
                    sawElement = true
                    rule.elementType = try GoogleStylerReader.elementType(text, field: "element")
                default:
                    guard rule.stylers.count < 100 else { throw .init(field: name, message: "more than 100 stylers in one style=; split it") }
                    rule.stylers.append(try GoogleStylerReader.styler(name, text, field: name, colors: .hex))
                }
            }
            guard !rule.stylers.isEmpty else {
                throw .init(field: "", message: "no styler; add one such as color:0x242f3e or visibility:off")
            }
        } catch {
            throw fail(error)
        }
        return rule
    }
}
