import Foundation

/// JSON strings for the error bodies the server writes (S15). Written here rather than through
/// Foundation's `JSONSerialization`, which on Linux spends millions of instructions casting `Any`
/// values; checked by the query fuzzer (every refusal's body is read back by Foundation).
enum JSONText {
    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, control characters as
    /// `\uXXXX`, everything else as UTF-8.
    static func string(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + text + "\"" }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
