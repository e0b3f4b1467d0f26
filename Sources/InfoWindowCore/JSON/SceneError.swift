import Foundation

/// A problem with a scene file, a GeoJSON file or a file they name: which file, where in it, what is
/// wrong and how to fix it. Its ``description`` is one line, ready to print:
///
/// - syntax: `scene.json:4:17: expected ',' or '}' after the value of "zoom", found '"'`
/// - a value: `scene.json: markers[3].position.latitude: expected a number from -90 to 90, got 91.2`
/// - a field: `scene.json: markers[0]: unknown field "titel"; did you mean "title"?`
public struct SceneError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The file is not valid JSON (``SceneError/line`` and ``SceneError/column`` say where).
        case syntax
        /// A field has the wrong type or is out of range.
        case invalidValue
        /// An object has a field the format does not know (a typo, usually).
        case unknownField
        /// A required field is missing.
        case missingField
        /// A file named in the scene (an image, a GeoJSON or MBTiles file) does not exist.
        case missingFile
        /// A relative path in the scene leads outside the scene's folder.
        case pathOutsideScene
        /// An image named in the scene cannot be decoded.
        case invalidImage
        /// The file itself cannot be opened or read.
        case unreadableFile
        /// The file is larger than the reader accepts.
        case fileTooLarge
        /// A selection (`"selected"`, `--select`) names no marker.
        case noSuchMarker
        /// The basemap's MBTiles file cannot be used (not MBTiles, damaged, no tiles…).
        case invalidBasemap
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The file concerned, as the user named it.
    public let file: String
    /// 1-based line of a syntax error; nil for other kinds.
    public let line: Int?
    /// 1-based column (in Unicode scalars) of a syntax error; nil for other kinds.
    public let column: Int?
    /// The path of the field concerned, e.g. `markers[3].position.latitude`; empty for the whole file.
    public let field: String
    /// What is wrong (and the fix), following the file and field in ``description``.
    public let message: String

    /// Creates an error. Prefer the library's own errors; this is public so tools can report problems of
    /// their own (e.g. a command-line `--select`) in the same shape.
    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, field: String = "",
                message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// `FILE:LINE:COLUMN: MESSAGE` for syntax errors, `FILE: FIELD: MESSAGE` otherwise (the field is
    /// left out when the problem concerns the whole file). Always one line: line breaks, other control
    /// characters and bidirectional controls quoted from the file are written as escapes (`\n`,
    /// `\u{202E}`), so a message can neither span lines nor reorder itself on a terminal.
    public var description: String {
        var text = file
        if let line, let column { text += ":\(line):\(column)" }
        text += ": "
        if !field.isEmpty { text += field + ": " }
        return (text + message).escapedForOneLine
    }

    static func syntax(_ file: String, _ location: JSONLocation, _ message: String) -> SceneError {
        SceneError(kind: .syntax, file: file, line: location.line, column: location.column, message: message)
    }
}

extension String {
    /// The text with what could break a one-line message escaped: line feeds, carriage returns and tabs
    /// as `\n`, `\r`, `\t`; other C0 and C1 control characters, DEL, U+2028, U+2029 and the
    /// bidirectional embedding, override and isolate controls as `\u{XXXX}`.
    package var escapedForOneLine: String {
        func needsEscape(_ v: UInt32) -> Bool {
            v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
        guard unicodeScalars.contains(where: { needsEscape($0.value) }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case let v where needsEscape(v): out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
