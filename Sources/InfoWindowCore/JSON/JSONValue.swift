import Foundation

/// A parsed JSON value, as read by ``JSONReader``. Numbers keep the text they were written with, so an
/// error can quote it exactly ("got 91.2") and a numeric GeoJSON `id` keeps every digit.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as written in the file (already checked against the JSON grammar).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in file order; keys are unique (the reader refuses duplicates).
    case object([JSONMember])

    /// The number's value; nil for other kinds. Out-of-range literals such as `1e400` give ±infinity.
    package var double: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// How the value is quoted in an error message after "got": numbers, `true`, `false` and `null` as
    /// written, strings in quotes (shortened past 40 characters, escaped as JSON so a message stays on
    /// one line), arrays and objects by kind.
    package var quoted: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let text): return text
        case .string(let s):
            let short = s.count > 40 ? String(s.prefix(40)) + "…" : s
            let escaped = short.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case "\n": return "\\n"
                case _ where scalar.value < 0x20: return "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: return String(scalar)
                }
            }.joined()
            return "\"" + escaped + "\""
        case .array(let items): return items.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }
}

extension String {
    /// The text in double quotes for an error message, as ``JSONValue/quoted`` writes a string: escaped
    /// as JSON and shortened past 40 characters, so a message stays one readable line whatever the file
    /// holds.
    package var quotedForMessage: String { JSONValue.string(self).quoted }

    /// The text shortened past 40 characters with "…" (for text shown without quotes).
    package var shortenedForMessage: String { count > 40 ? String(prefix(40)) + "…" : self }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Equatable, Sendable {
    package var key: String
    package var value: JSONValue

    /// A value of the given parts.
    package init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Where something is in a JSON text: 1-based line and column (columns count Unicode scalars).
package struct JSONLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}
