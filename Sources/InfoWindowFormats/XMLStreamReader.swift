import Glibc

/// Streams an XML document's elements to an `XMLStreamHandler` through libxml2's push parser (SAX2).
///
/// Bounded memory whatever the input's size: the file is read in 64 KiB chunks from a file
/// descriptor and never held; no tree is built; an element's text, a piece of markup and the
/// nesting depth are capped (`XMLLimits`). Safe with hostile input: no external entity, DTD or
/// network resource is ever loaded (`XML_PARSE_NONET`, no `XML_PARSE_NOENT`, no DTD loading, no
/// SAX hook that loads), and a document that declares any entity is refused at the declaration —
/// before it can be used — which stops XXE and "billion laughs" alike. Every error is a
/// `FormatError` naming the file, line and column and the fix.
public struct XMLStreamReader: Sendable {
    /// The limits applied (default `.standard`).
    public var limits: XMLLimits
    /// What the caller expects ("GPX", "KML"), for the hints in error messages (default "XML").
    public var formatName: String
    /// Bytes read and handed to libxml2 at a time (default 64 KiB); tests and the fuzzer vary it.
    var chunkSize = 64 << 10

    /// A reader with these limits, expecting files of `formatName`.
    public init(limits: XMLLimits = .standard, formatName: String = "XML") {
        self.limits = limits
        self.formatName = formatName
    }

    /// Reads the file at `path` (a regular file, a FIFO or a character device), named `path` in errors.
    public func read(fileAt path: String, handler: some XMLStreamHandler) throws {
        let descriptor = try FileInput.open(path)
        defer { close(descriptor) }
        try read(fileDescriptor: descriptor, name: path, handler: handler)
    }

    /// Reads from an open descriptor up to its end (the descriptor is not closed), named `name` in errors.
    public func read(fileDescriptor: Int32, name: String, handler: some XMLStreamHandler) throws {
        let session = XMLSAXSession(handler: handler, limits: limits, fileName: name, formatName: formatName)
        try session.run(chunkSize: chunkSize) { buffer, count in
            try FileInput.read(fileDescriptor, into: buffer, count: count, name: name)
        }
    }

    /// Reads a document held in memory, named `name` in errors.
    public func read(bytes: [UInt8], name: String, handler: some XMLStreamHandler) throws {
        let session = XMLSAXSession(handler: handler, limits: limits, fileName: name, formatName: formatName)
        var offset = 0
        try session.run(chunkSize: chunkSize) { buffer, count in
            let n = min(count, bytes.count - offset)
            bytes.withUnsafeBytes { source in
                if n > 0, let base = source.baseAddress {
                    UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: n)
                }
            }
            offset += n
            return n
        }
    }
}

/// Opening and reading files for the readers, with `FormatError`s for every failure.
enum FileInput {
    /// Opens `path` for reading; refuses folders (a regular file, FIFO or device is fine).
    static func open(_ path: String) throws -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "cannot be opened (\(String(cString: strerror(errno))))"
            throw FormatError(.unreadable, file: path, message: reason,
                              fix: "check the path and the file's permissions")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FormatError(.unreadable, file: path, message: "is a folder, not a file",
                              fix: "give the path of a file inside it")
        }
        return descriptor
    }

    /// Reads up to `count` bytes (retrying on EINTR); 0 at the end of the input.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutablePointer<CChar>, count: Int,
                     name: String) throws -> Int {
        while true {
            let n = Glibc.read(descriptor, buffer, count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw FormatError(.unreadable, file: name,
                              message: "could not be read (\(String(cString: strerror(errno))))",
                              fix: "check the file and the device it is on")
        }
    }
}
