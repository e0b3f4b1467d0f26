import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// One query-string parameter as libmicrohttpd hands it over: the name and the value, both already
/// percent-decoded (`+` read as a space); `value` is nil for a bare `name` without `=`.
public struct QueryItem: Sendable, Equatable {
    /// The parameter's name, e.g. `markers`.
    public var name: String
    /// The decoded value; nil when the query had the name without `=`.
    public var value: String?

    /// A parameter.
    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}

/// Readers for the values of query parameters, each with a ``ServeError`` that quotes the parameter,
/// what it expects and what it got.
enum QueryValue {
    /// Longest number accepted, in characters (as the scene format's reader).
    static let maximumNumberLength = 400

    /// A plain decimal number (digits, sign, point, exponent; no `nan`, `inf` or hexadecimal).
    static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.utf8.count <= maximumNumberLength,
              text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x45 || $0 == 0x65 }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A number in `range`, or a 400 naming `parameter`.
    static func number(_ parameter: String, _ text: String, in range: ClosedRange<Double>) throws(ServeError) -> Double {
        guard let value = decimal(Substring(text)), range.contains(value) else {
            throw .invalid(parameter, "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(quoted(text))")
        }
        return value
    }

    /// `LATITUDE,LONGITUDE` in degrees, or nil when `text` is not two numbers in range. Spaces around
    /// either number are allowed, as Google allows them (`40.714, -73.998`, sent `40.714%2C%20-73.998`).
    static func coordinate(_ text: Substring) -> Coordinate? {
        guard let comma = text.utf8.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        guard let lat = decimal(trimmed(text[..<comma])), let lng = decimal(trimmed(text[text.index(after: comma)...])),
              (-90...90).contains(lat), (-180...180).contains(lng) else { return nil }
        return Coordinate(latitude: lat, longitude: lng)
    }

    /// `text` without the spaces at either end.
    static func trimmed(_ text: Substring) -> Substring {
        text.trimmingASCII { $0 == 0x20 }
    }

    /// `1`, `0.25`: integral values without a decimal point.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `text` in quotes for a message, cut to 40 characters with "…".
    static func quoted(_ text: some StringProtocol) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
        return "\"" + shown + "\""
    }
}
