import Foundation
import InfoWindowCore

/// Reads one styler (`lightness: -20`, `color: #ff0000`) and the selectors, for the JSON form and the
/// Static Maps form alike: the same names, ranges and messages.
enum GoogleStylerReader {
    /// A field that cannot be used: its name and what is wrong, with the fix.
    struct Problem: Error {
        let field: String
        let message: String
    }

    /// How colours are written: `#RRGGBB` in JSON, `0xRRGGBB` in Static Maps URLs.
    enum ColorSyntax {
        case hash, hex

        var prefix: String { self == .hash ? "#" : "0x" }
    }

    /// The stylers' names, as Google writes them.
    static let names = ["color", "hue", "saturation", "lightness", "gamma", "invert_lightness", "visibility", "weight"]

    /// The styler `name` with the value written `text` (a number, a word or a colour, as text).
    static func styler(_ name: String, _ text: String, field: String, colors: ColorSyntax) throws(Problem) -> GoogleStyler {
        switch name {
        case "color": return .color(try color(text, field: field, syntax: colors))
        case "hue": return .hue(try color(text, field: field, syntax: colors))
        case "saturation": return .saturation(try number(text, field: field, in: -100...100))
        case "lightness": return .lightness(try number(text, field: field, in: -100...100))
        case "gamma": return .gamma(try number(text, field: field, in: 0.01...10))
        case "weight": return .weight(try number(text, field: field, in: 0...100))
        case "invert_lightness":
            switch text.lowercased() {
            case "true": return .invertLightness(true)
            case "false": return .invertLightness(false)
            default: throw Problem(field: field, message: "expected true or false, got \(text.quotedForMessage)")
            }
        case "visibility":
            guard let visibility = GoogleStyleVisibility(rawValue: text.lowercased()) else {
                throw Problem(field: field, message: "expected \"on\", \"off\" or \"simplified\", got \(text.quotedForMessage)")
            }
            return .visibility(visibility)
        default:
            let hint = EditDistance.nearest(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw Problem(field: field, message: "\(name.quotedForMessage) is not a styler\(hint); the stylers are \(names.joined(separator: ", "))")
        }
    }

    /// `#RRGGBB` or `0xRRGGBB` (letter case ignored).
    static func color(_ text: String, field: String, syntax: ColorSyntax) throws(Problem) -> Color {
        let digits = text.lowercased().hasPrefix(syntax.prefix) ? String(text.dropFirst(syntax.prefix.count)) : nil
        guard let digits, digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw Problem(field: field, message: "expected a colour \"\(syntax.prefix)RRGGBB\", got \(text.quotedForMessage); write six hexadecimal digits (0–9, a–f) after \"\(syntax.prefix)\"")
        }
        return Color(red: Double(value >> 16 & 0xff) / 255, green: Double(value >> 8 & 0xff) / 255, blue: Double(value & 0xff) / 255)
    }

    /// A finite number within `range`, written as a number (or, as Google accepts, as a string).
    static func number(_ text: String, field: String, in range: ClosedRange<Double>) throws(Problem) -> Double {
        func bounds(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        // Spaces and tabs around the number are allowed (Foundation's character-set trimming was a
        // twentieth of a served request's parsing).
        guard let value = Double(Substring(text).trimmingASCII { $0 == 0x20 || $0 == 0x09 }), value.isFinite else {
            throw Problem(field: field, message: "expected a number from \(bounds(range.lowerBound)) to \(bounds(range.upperBound)), got \(text.quotedForMessage)")
        }
        guard range.contains(value) else {
            throw Problem(field: field, message: "\(text.shortenedForMessage) is out of range; give a number from \(bounds(range.lowerBound)) to \(bounds(range.upperBound))")
        }
        return value
    }

    /// A feature type by Google's name.
    static func featureType(_ text: String, field: String) throws(Problem) -> GoogleFeatureType {
        if let type = featureTypes[text] { return type }
        let hint = EditDistance.nearest(to: text, among: GoogleFeatureType.allCases.map(\.rawValue)).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw Problem(field: field, message: "\(text.quotedForMessage) is not a Google feature type\(hint); docs/map-styles.md lists them")
    }

    /// The feature types by name: a raw-value enum's initializer compares the name with each of the
    /// forty cases in turn, which a Static Maps `style=` value paid on every request.
    private static let featureTypes = Dictionary(uniqueKeysWithValues: GoogleFeatureType.allCases.map { ($0.rawValue, $0) })

    /// An element type by Google's name.
    static func elementType(_ text: String, field: String) throws(Problem) -> GoogleElementType {
        if let type = GoogleElementType(rawValue: text) { return type }
        let hint = EditDistance.nearest(to: text, among: GoogleElementType.allCases.map(\.rawValue)).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw Problem(field: field, message: "\(text.quotedForMessage) is not a Google element type\(hint); the element types are \(GoogleElementType.allCases.map(\.rawValue).joined(separator: ", "))")
    }
}
