import Foundation

/// JSON string literals for the server's error bodies, through Foundation's `JSONSerialization`, so
/// escaping is never done by hand.
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func string(_ text: String) -> String {
        // A top-level fragment: an array of one string, without its brackets.
        guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]),
              let array = String(data: data, encoding: .utf8), array.count >= 2 else {
            return "\"\""
        }
        return String(array.dropFirst().dropLast())
    }
}
