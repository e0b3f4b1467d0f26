/// Text helpers for messages: every message is one line, whatever the file holds.
public enum FormatText {
    /// The most characters of file content a message quotes (then "…").
    public static let quoteLimit = 40

    /// `text` in double quotes, escaped (`oneLine`) and cut after `quoteLimit` characters.
    public static func quoted(_ text: some StringProtocol) -> String {
        let cut = text.count > quoteLimit ? String(text.prefix(quoteLimit)) + "…" : String(text)
        return "\"" + oneLine(cut) + "\""
    }

    /// `text` with line breaks, other control characters, U+2028/2029 and bidirectional controls
    /// written as `\n`, `\r`, `\t` or `\u{…}`, so it cannot break or reorder a terminal line.
    public static func oneLine(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true            // C0, DEL, C1
        case 0x2028, 0x2029: return true                        // line and paragraph separators
        case 0x200E, 0x200F, 0x061C: return true                // LRM, RLM, ALM
        case 0x202A...0x202E, 0x2066...0x2069: return true      // embeddings, overrides, isolates
        default: return false
        }
    }

    /// The first bytes of `bytes` in hex ("89 50 4E 47"), for "it starts with …" hints.
    static func hexPrefix(_ bytes: [UInt8], count: Int = 4) -> String {
        bytes.prefix(count).map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ")
    }
}
