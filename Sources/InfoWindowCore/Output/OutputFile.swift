import Foundation

/// Writes bytes to an output path without destroying what is there: the one function behind
/// ``Image/write(toPNG:)``, `infowindow render`, the bench's charts and the scripts that record
/// goldens (docs/reliability.md, "Output rules", O1–O8).
///
/// The path is looked at first, without following it (`lstat`):
/// - nothing, or a regular file: written to a temporary file in the same folder, flushed, then
///   renamed over it, so a reader never sees half a file and a failure leaves the old one;
/// - a symbolic link: the link is kept; the file it leads to (through any chain of links, relative
///   links read from their own folder) is replaced in the same way, in that file's folder;
/// - a FIFO, a character device (`/dev/null`, a terminal) or a Unix-domain socket: opened and written
///   in place, never renamed over (a FIFO waits for its reader);
/// - this process's own standard output or error (`/dev/stdout`, `/proc/self/fd/1`): written through
///   that descriptor;
/// - a folder, a block device or anything else: an error, and nothing is touched.
///
/// A write that fails part-way (a full disk or device, `ENOSPC`; a reader that went away, `EPIPE`; the
/// file size limit, `EFBIG`) throws an ``OutputError`` naming the path; the signals such a write
/// raises (SIGPIPE, SIGXFSZ) never end the process.
public enum OutputFile {
    /// How a write went out, for callers that print what they wrote.
    public enum Method: Sendable, Equatable {
        /// The regular file at this path (links resolved) was created or replaced whole.
        case replacedFile(String)
        /// Written in place into a FIFO, a character device or a socket.
        case inPlace
        /// Written to this process's standard output, which the path named.
        case standardOutput
        /// Written to this process's standard error, which the path named.
        case standardError
    }

    /// Writes `data` to `path` by the rules above and says how. A path of `-` is a file named `-`;
    /// use ``write(_:to:name:)`` with `FileHandle.standardOutput` for standard output.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws(OutputError) -> Method {
        try DescriptorWriter.sheltered { () throws(OutputError) -> Method in
            switch try OutputTarget.of(path) {
            case .file(let final):
                try AtomicFile.write(data, to: final, name: path)
                return .replacedFile(final)
            case .inPlace(let target, let isSocket):
                let descriptor = try DescriptorWriter.openInPlace(target, isSocket: isSocket, name: path)
                defer { close(descriptor) }
                try DescriptorWriter.writeAll(data, to: descriptor, name: path)
                return .inPlace
            case .standardStream(let stream):
                try DescriptorWriter.writeAll(data, to: stream, name: path)
                return stream == STDOUT_FILENO ? .standardOutput : .standardError
            }
        }
    }

    /// Writes all of `data` to an open handle (`FileHandle.standardOutput`, a pipe), in place, and
    /// leaves it open. `name` is what errors call it (default `standard output`).
    public static func write(_ data: Data, to handle: FileHandle, name: String = "standard output") throws(OutputError) {
        try DescriptorWriter.sheltered { () throws(OutputError) in
            try DescriptorWriter.writeAll(data, to: handle.fileDescriptor, name: name)
        }
    }
}
