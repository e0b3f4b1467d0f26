/// Why a file or stream could not be read: what, where, and how to fix it.
///
/// `description` is one line, `file:line:column: message; fix` — quoted text from the file is
/// escaped and cut (`FormatText.quoted`), so a hostile file cannot break the line or reorder it.
/// `line` and `column` are 1-based; 0 when the problem has no position (a missing file).
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, for code that reacts to it.
    public enum Kind: String, Sendable, Equatable {
        /// The file could not be opened or read (missing, a folder, no permission, an I/O error).
        case unreadable
        /// The bytes are not XML at all (empty, binary, another text format).
        case notXML
        /// XML that breaks the XML rules somewhere after its start.
        case malformed
        /// The input ends in the middle of the document.
        case truncated
        /// Refused for safety: entity declarations (XXE, "billion laughs").
        case refused
        /// Over one of the reader's limits (nesting depth, text size, markup size).
        case limit
        /// Well-formed XML of another kind (a KML file given to the GPX reader, …).
        case wrongFormat
        /// The right format but nothing usable in it (a GPX file without points).
        case noData
    }

    /// The kind of problem.
    public var kind: Kind
    /// The file's name as the caller gave it (or the name given for a stream).
    public var file: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// What is wrong, one line.
    public var message: String
    /// What to do about it, one line.
    public var fix: String

    /// Makes an error; `file`, `message` and `fix` are made one line.
    public init(_ kind: Kind, file: String, line: Int = 0, column: Int = 0, message: String, fix: String) {
        self.kind = kind
        self.file = FormatText.oneLine(file)
        self.line = line
        self.column = column
        self.message = FormatText.oneLine(message)
        self.fix = FormatText.oneLine(fix)
    }

    /// `file:line:column: message; fix` (`file: message; fix` without a position).
    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): \(message); \(fix)"
    }
}

/// Something a reader noticed and worked around (a point skipped, a value ignored).
public struct FormatWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's name.
    public var file: String
    /// 1-based line (0 when unknown): for XML, the line where the element's start tag ends.
    public var line: Int
    /// 1-based column (0 when unknown).
    public var column: Int
    /// What was wrong and what the reader did, one line.
    public var message: String

    /// Makes a warning; `message` is made one line.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = FormatText.oneLine(file)
        self.line = line
        self.column = column
        self.message = FormatText.oneLine(message)
    }

    /// `file:line:column: warning: message`.
    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
