import Foundation

/// JSON text for what the server writes: the scene each request becomes (S3) and error bodies.
/// Written here rather than through Foundation's `JSONSerialization`, which on Linux spent about two
/// million instructions on one request's scene — most of the front's time — casting `Any` values;
/// this is a string escaper and a number formatter, checked by the query fuzzer (every scene it
/// writes is read back by the scene loader, texts compared).
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

    /// A finite number: integral values without a decimal point (`10`), others in Swift's shortest
    /// form that reads back as the same `Double` (`51.5`, `-0.127`, `1e-07`).
    static func number(_ value: Double) -> String {
        if value.rounded() == value && abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `{"k1":v1,"k2":v2}` from members whose values are already JSON text, in the order given.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
