import Foundation

/// How names are compared: case, accents and punctuation folded away, so `São Paulo`, `sao paulo` and
/// `SAO-PAULO` are one key, and `St. Louis` is `st louis`.
enum GazetteerName {
    /// The key of `text`: lower case without diacritics, every run of characters that are neither
    /// letters nor digits one space, no space at either end. Empty when nothing is left.
    static func key<S: StringProtocol>(_ text: S) -> String {
        let folded = String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" || scalar == "." { continue }
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return String(out)
    }
}
