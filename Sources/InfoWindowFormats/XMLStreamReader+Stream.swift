import Foundation

extension XMLStreamReader {
    /// Reads a document from `stream` to its end, named `name` in errors. The stream is opened if it is
    /// not open and is not closed; a stream that fails is `FormatError.unreadable`, naming `name`.
    public func read(stream: InputStream, name: String, handler: some XMLStreamHandler) throws {
        if stream.streamStatus == .notOpen { stream.open() }
        let session = XMLSAXSession(handler: handler, limits: limits, fileName: name, formatName: formatName)
        try session.run(chunkSize: chunkSize) { buffer, count in
            try StreamInput.read(stream, into: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                 count: count, name: name)
        }
    }
}

/// Reading an `InputStream` for the readers, with a `FormatError` for a failure.
enum StreamInput {
    /// Up to `count` bytes; 0 at the end of the stream (or when it was closed).
    static func read(_ stream: InputStream, into buffer: UnsafeMutablePointer<UInt8>, count: Int, name: String) throws -> Int {
        switch stream.streamStatus {
        case .atEnd, .closed: return 0
        case .error: throw failure(stream, name: name)
        default: break
        }
        let n = stream.read(buffer, maxLength: count)
        if n < 0 || stream.streamStatus == .error { throw failure(stream, name: name) }
        return n
    }

    private static func failure(_ stream: InputStream, name: String) -> FormatError {
        let reason = stream.streamError.map { " (\(FormatText.oneLine($0.localizedDescription.prefix(200))))" } ?? ""
        return FormatError(.unreadable, file: name, message: "could not be read: the stream failed\(reason)",
                           fix: "check where the stream's bytes come from")
    }
}
