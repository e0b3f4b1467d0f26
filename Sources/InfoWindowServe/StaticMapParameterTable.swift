import Foundation

/// The table of `GET /staticmap`'s parameters — Google's parameter, what this server takes, what
/// differs — written once: `GET /` shows it as HTML and docs/serving.md holds it as Markdown between
/// `<!-- staticmap-parameters -->` marks, checked equal to ``markdown`` by a test, so the two cannot
/// drift. Cells are Markdown with `` `code` `` spans only; `\|` is a `|` inside a cell.
public enum StaticMapParameterTable {
    /// One row: the parameter names (Markdown), what is accepted here, what differs from Google.
    public struct Row: Sendable, Equatable {
        /// The parameter or parameters, e.g. `` `center` ``.
        public var parameter: String
        /// What this server accepts.
        public var here: String
        /// What differs from Google's API; empty when nothing does.
        public var differs: String
    }

    /// Google's parameters, in the developer guide's order.
    public static let google: [Row] = [
        Row(parameter: "`center`", here: "`LAT,LNG`, spaces allowed after the comma (`%2c%20`), or an address",
            differs: "addresses are looked up offline (below, D95–D97): the world's cities and towns and the names of the `--tiles` street map; one not found is a 400 saying it could not be resolved offline; a notice says what each was read as"),
        Row(parameter: "`zoom`", here: "0…22, fractions allowed", differs: "Google's are whole, 0…21"),
        Row(parameter: "`size`", here: "`WxH`, each side 1…2048 points, default `640x480`", differs: "Google's largest is 640×640"),
        Row(parameter: "`scale`", here: "`1`, `2`, `4` (and `3`)", differs: "at most 6,144 pixels on the longer side (D62)"),
        Row(parameter: "`format`",
            here: "`png`, `png32` (24-bit PNG, S12), `png8` (palette PNG), `gif`, `jpg`, `jpg-baseline` (baseline JPEG); `jpeg`",
            differs: "default `png`, Google's is `png8`; `png8` and `gif` are at most 256 colours (exact up to 256, else median cut), no dithering (D62, D172); `jpg` is progressive as Google's, `jpg-baseline` and `jpeg` baseline"),
        Row(parameter: "`maptype`", here: "`roadmap`",
            differs: "`satellite`, `terrain`, `hybrid` are drawn as `roadmap`, with a notice (D61)"),
        Row(parameter: "`markers`", here: "a group (below), repeated",
            differs: "`icon:` URLs are fetched only from the hosts of `--icon-hosts` (below), otherwise the default pin and a notice (D69, D85–D89); addresses as for `center`"),
        Row(parameter: "`path`", here: "a path (below), repeated", differs: "addresses as for `center`"),
        Row(parameter: "`visible`", here: #"`LAT,LNG\|…` or addresses, repeated"#, differs: "addresses as for `center`"),
        Row(parameter: "`style`", here: "yes",
            differs: "every `feature:`/`element:`/styler rule, repeated, read by the one Google style engine that `GMSMapStyle` and scenes' `map_style` use (docs/map-styles.md) and applied to the world map and street tiles alike; a bad rule is a 400 naming `style`, the rule's index and the fix (D60)"),
        Row(parameter: "`language`", here: "a language code (`sv`, `en-GB`, `zh-TW`)",
            differs: "labels in that language where the tiles carry it (`name:xx`; `infowindow tiles` writes 23 languages, the bundled Helsinki tiles carry them), else the local name, as Google falls back; the world map's places have local names only; a notice says so (D98)"),
        Row(parameter: "`region`", here: "checked, a notice", differs: "borders and names are the tiles' own"),
        Row(parameter: "`map_id`", here: "checked, a notice", differs: "the server's style is drawn"),
        Row(parameter: "`key`", here: "1–256 printable characters", differs: "restricted with `--keys` (D67)"),
        Row(parameter: "`signature`", here: "URL-safe base64, the last parameter", differs: "verified with `--signing-secret` (D67)"),
        Row(parameter: "`client`, `channel`, `sensor`", here: "checked for shape, otherwise unused", differs: "—"),
    ]

    /// This server's own parameters.
    public static let own: [Row] = [
        Row(parameter: "`bearing`", here: "0…360 degrees clockwise from north, default 0", differs: ""),
        Row(parameter: "`tilt`", here: "0…60 degrees, default 0", differs: ""),
        Row(parameter: "`selected`", here: "an id or title, or up to 10 of them separated by commas",
            differs: "the marker whose window is open: the first whose `id` is this, else whose title is (scene rule F3); with several, each window placed so that none covers another window or a pin (D90–D92); naming no marker, or one with nothing to show, is a 400"),
    ]

    /// The parameter names a row documents (the text of its code spans).
    public static func names(of row: Row) -> [String] {
        row.parameter.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The table as docs/serving.md holds it: a header, Google's rows, a `this server's` line, the
    /// server's rows; each line ends in a newline.
    public static var markdown: String {
        var lines = ["| Google's parameter | here | what differs |", "|---|---|---|"]
        lines += google.map { "| \($0.parameter) | \($0.here) | \($0.differs) |" }
        lines.append("| this server's | | |")
        lines += own.map { "| \($0.parameter) | \($0.here) | \($0.differs.isEmpty ? "" : $0.differs + " ")|" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cell's Markdown as HTML: text escaped, `` `code` `` spans as `<code>`, `\|` as `|`.
    public static func html(_ cell: String) -> String {
        let text = cell.replacingOccurrences(of: #"\|"#, with: "|")
        var html = ""
        for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            let escaped = escape(String(part))
            html += index % 2 == 1 ? "<code>\(escaped)</code>" : escaped
        }
        return html
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as HTML entities.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
