import Foundation

/// A strict JSON reader (RFC 8259) over UTF-8 bytes, by recursive descent, that says where a problem is:
/// every syntax error is a ``SceneError`` of kind `.syntax` with the 1-based line and column.
///
/// Beyond the RFC it refuses what would hurt a map tool: `NaN`/`Infinity` (with a message that says
/// so), nesting deeper than ``maximumDepth``, duplicate keys, invalid UTF-8 and lone surrogates.
///
/// It reads either bytes in memory or a file in 64 KiB chunks. With a file, ``beginObject()``,
/// ``nextKey(isFirst:)``, ``beginArray()`` and ``nextElement(isFirst:)`` walk a large document one
/// member at a time while ``readValue()`` builds only the member at hand, so a GeoJSON file of a
/// million features never exists as one tree.
package struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 128
    /// Bytes read from a file at a time.
    package static let chunkSize = 64 * 1024

    /// The file's name as the user gave it, for messages.
    let name: String
    var bytes: [UInt8]
    var index = 0
    private var handle: FileHandle?
    /// The stream bytes are pulled from instead of a file (``init(stream:name:chunkSize:)``).
    private var stream: InputStream?
    /// Bytes read from the file at a time (``chunkSize``; tests and the fuzzer use small ones).
    private let readSize: Int
    /// 1-based number of the line holding `index`.
    private(set) var line = 1
    /// Unicode scalars of the current line that were in earlier chunks.
    private var columnCarry = 0
    /// Unicode scalars of the current line in this chunk before `countedUpTo`: columns are counted
    /// forward as marks are taken, so each byte is counted once and a mark keeps its exact column even
    /// after its chunk is dropped.
    private var counted = 0
    private var countedUpTo = 0
    /// Bytes in chunks already dropped.
    private var consumedBefore = 0
    var depth = 0
    /// Reused storage for string bytes.
    var scratch: [UInt8] = []
    /// While set, needing the byte at `endOffset` or later fails with the message (bounds one GeoJSON
    /// feature). The bytes past it are held back in `stash`, so the limit is met at exactly that byte
    /// whatever the chunk sizes or short reads were.
    package var budget: (endOffset: Int, message: String)? {
        didSet { budget == nil ? releaseStash() : holdBackPastBudget() }
    }
    /// Bytes read from the file that follow `bytes` but lie past the ``budget``.
    private var stash: [UInt8] = []

    /// A reader over bytes in memory. A UTF-8 byte-order mark at the start is skipped.
    package init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        self.readSize = Self.chunkSize
        skipByteOrderMark()
    }

    /// A reader that pulls `handle`'s bytes in chunks of `chunkSize` bytes as it goes.
    package init(handle: FileHandle, name: String, chunkSize: Int = JSONReader.chunkSize) throws(SceneError) {
        self.bytes = []
        self.name = name
        self.handle = handle
        self.readSize = max(1, chunkSize)
        _ = try refill()
        // A short first read (a pipe, a tiny chunk) may hold part of a byte-order mark.
        while bytes.count < 3, let handle = self.handle, [0xEF, 0xBB, 0xBF].starts(with: bytes),
              let more = try? handle.read(upToCount: 3 - bytes.count), !more.isEmpty {
            bytes += more
        }
        skipByteOrderMark()
    }

    /// A reader that pulls `stream`'s bytes in chunks of `chunkSize` bytes as it goes (opening it if it
    /// is not open; it is read to its end and not closed). A stream that reports an error is an
    /// `.unreadableFile` error naming `name` and the byte where it failed.
    package init(stream: InputStream, name: String, chunkSize: Int = JSONReader.chunkSize) throws(SceneError) {
        self.bytes = []
        self.name = name
        self.stream = stream
        self.readSize = max(1, chunkSize)
        if stream.streamStatus == .notOpen { stream.open() }
        _ = try refill()
        while bytes.count < 3, self.stream != nil, [0xEF, 0xBB, 0xBF].starts(with: bytes) {
            let more = try read(3 - bytes.count)
            guard !more.isEmpty else { break }
            bytes += more
        }
        skipByteOrderMark()
    }

    /// Skips a UTF-8 byte-order mark at the start. It is not a column: the first character after it is
    /// at line 1, column 1, as an editor shows it.
    private mutating func skipByteOrderMark() {
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        index = 3
        countedUpTo = 3
    }

    /// Bytes consumed since the start of the input.
    package var offset: Int { consumedBefore + index }

    // MARK: Positions

    /// A position saved to report an error at it later (e.g. a duplicate key's start).
    package typealias Mark = JSONLocation

    /// The current position, saved (see ``location``). Counts the columns up to here once.
    mutating func mark() -> Mark {
        counted += Self.scalars(in: bytes[countedUpTo..<index])
        countedUpTo = index
        return JSONLocation(line: line, column: columnCarry + counted + 1)
    }

    /// Line and column of the current position.
    var location: JSONLocation {
        JSONLocation(line: line, column: columnCarry + counted + Self.scalars(in: bytes[countedUpTo..<index]) + 1)
    }

    /// Unicode scalars starting in `bytes` (UTF-8 continuation bytes do not start one).
    private static func scalars(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = buffer.count
            for byte in buffer where byte & 0xC0 == 0x80 { count -= 1 }
            return count
        }
    }

    /// Starts a new line at the current position.
    private mutating func newLine() {
        line += 1
        columnCarry = 0
        counted = 0
        countedUpTo = index
    }

    /// A syntax error at the current position.
    func failure(_ message: String) -> SceneError {
        .syntax(name, location, message)
    }

    /// A syntax error at `mark`.
    func failure(_ message: String, at mark: Mark) -> SceneError {
        .syntax(name, mark, message)
    }

    // MARK: Bytes

    /// The byte at the current position without consuming it; nil at the end of the input.
    package mutating func peek() throws(SceneError) -> UInt8? {
        if index < bytes.count { return bytes[index] }
        guard try refill() else { return nil }
        return bytes[index]
    }

    /// Loads the next chunk when every byte of this one is consumed; false at the end of the input.
    mutating func refill() throws(SceneError) -> Bool {
        guard index >= bytes.count else { return true }
        if let budget, consumedBefore + bytes.count >= budget.endOffset {
            // The next byte is past the limit: an error if there is one.
            if stash.isEmpty { stash = try read(readSize) }
            guard stash.isEmpty else { throw failure(budget.message) }
            return false
        }
        let next = stash.isEmpty ? try read(readSize) : stash
        stash = []
        guard !next.isEmpty else { return false }
        columnCarry += counted + Self.scalars(in: bytes[min(countedUpTo, bytes.count)...])
        counted = 0
        countedUpTo = 0
        consumedBefore += bytes.count
        bytes = next
        index = 0
        holdBackPastBudget()
        return true
    }

    /// Up to `count` more bytes from the file (none at its end, or for bytes in memory).
    private mutating func read(_ count: Int) throws(SceneError) -> [UInt8] {
        if let stream { return try read(count, from: stream) }
        guard let handle else { return [] }
        let data: Data?
        do {
            data = try handle.read(upToCount: count)
        } catch {
            throw SceneError(kind: .unreadableFile, file: name,
                             message: "cannot be read past byte \(consumedBefore + bytes.count) (\(error.localizedDescription))")
        }
        guard let data, !data.isEmpty else {
            self.handle = nil
            return []
        }
        return [UInt8](data)
    }

    /// Up to `count` more bytes from the stream (none at its end); a stream error is `.unreadableFile`.
    private mutating func read(_ count: Int, from stream: InputStream) throws(SceneError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: count)
        let n = chunk.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { stream.read($0, maxLength: count) } ?? 0
        }
        if n < 0 || stream.streamStatus == .error {
            let reason = stream.streamError.map { " (\($0.localizedDescription))" } ?? ""
            throw SceneError(kind: .unreadableFile, file: name,
                             message: "cannot be read past byte \(consumedBefore + bytes.count): the stream failed\(reason)")
        }
        guard n > 0 else {
            self.stream = nil
            return []
        }
        chunk.removeSubrange(n...)
        return chunk
    }

    /// Up to `count` bytes following the ones read (held back or from the file), added to `bytes`
    /// whatever the budget: only to name a character cut by the end of the bytes in an error message.
    mutating func readAhead(_ count: Int) {
        let more = stash.isEmpty ? ((try? read(count)) ?? []) : Array(stash.prefix(count))
        stash.removeFirst(min(stash.count, more.count))
        bytes += more
    }

    /// Moves the bytes of this chunk past the budget's end to the stash.
    private mutating func holdBackPastBudget() {
        guard let budget, consumedBefore + bytes.count > budget.endOffset else { return }
        let keep = max(index, budget.endOffset - consumedBefore)
        stash = Array(bytes[keep...]) + stash
        bytes.removeSubrange(keep...)
    }

    /// Gives the held-back bytes back once there is no budget.
    private mutating func releaseStash() {
        bytes += stash
        stash = []
    }

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines: a line ends with LF, CRLF or
    /// a lone CR (as editors count them), so a position is right whatever the file's line endings.
    package mutating func skipWhitespace() throws(SceneError) {
        while true {
            if index == bytes.count { guard try refill() else { return } }
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0D:
                index += 1
                if try peek() == 0x0A { continue }
                newLine()
            case 0x0A:
                index += 1
                newLine()
            default:
                return
            }
        }
    }

    // MARK: Walking a document

    /// Consumes `{` (after whitespace); errors name `what` was expected there.
    package mutating func beginObject() throws(SceneError) {
        try skipWhitespace()
        guard try peek() == UInt8(ascii: "{") else { throw unexpectedFailure("'{'") }
        try enter()
    }

    /// The next key of the object being read, with the `:` after it consumed; nil (and the `}`
    /// consumed) at the end. `isFirst` is true for the first call after ``beginObject()``.
    package mutating func nextKey(isFirst: Bool) throws(SceneError) -> (key: String, mark: Mark)? {
        try skipWhitespace()
        var b = try peek()
        if !isFirst {
            if b == UInt8(ascii: "}") { index += 1; depth -= 1; return nil }
            guard b == UInt8(ascii: ",") else { throw unexpectedFailure("',' or '}' after the value") }
            index += 1
            try skipWhitespace()
            b = try peek()
            if b == UInt8(ascii: "}") { throw failure("a comma before '}' is not allowed in JSON; remove it") }
        } else if b == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return nil
        }
        guard b == UInt8(ascii: "\"") else { throw unexpectedFailure("a key in double quotes") }
        let mark = mark()
        let key = try readString(keep: true)
        try skipWhitespace()
        guard try peek() == UInt8(ascii: ":") else { throw unexpectedFailure("':' after the key \(key.quotedForMessage)") }
        index += 1
        return (key, mark)
    }

    /// Consumes `[` (after whitespace).
    package mutating func beginArray() throws(SceneError) {
        try skipWhitespace()
        guard try peek() == UInt8(ascii: "[") else { throw unexpectedFailure("'['") }
        try enter()
    }

    /// True when another element follows (the comma before it consumed); false (and the `]`
    /// consumed) at the end. `isFirst` is true for the first call after ``beginArray()``.
    package mutating func nextElement(isFirst: Bool) throws(SceneError) -> Bool {
        try skipWhitespace()
        let b = try peek()
        if b == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        if isFirst { return true }
        guard b == UInt8(ascii: ",") else { throw unexpectedFailure("',' or ']' after the value") }
        index += 1
        try skipWhitespace()
        if try peek() == UInt8(ascii: "]") { throw failure("a comma before ']' is not allowed in JSON; remove it") }
        return true
    }

    /// Checks that nothing but whitespace follows the value just read.
    package mutating func finish() throws(SceneError) {
        try skipWhitespace()
        guard try peek() == nil else { throw unexpectedFailure("the end of the file after the JSON value") }
    }

    /// Consumes an opening bracket, refusing nesting deeper than ``maximumDepth``.
    mutating func enter() throws(SceneError) {
        guard depth < Self.maximumDepth else {
            throw failure("arrays and objects are nested more than \(Self.maximumDepth) levels deep")
        }
        depth += 1
        index += 1
    }
}
