import Foundation

/// What an output path is, looked at before anything is written (docs/reliability.md, O1–O6): the
/// rule ``OutputFile/write(_:to:)`` follows for it.
enum OutputTarget: Equatable {
    /// A regular file, or nothing yet: replaced (or created) whole at this path, links resolved (O2, O3).
    case file(String)
    /// A FIFO, a character device or a Unix-domain socket: written in place through this path (O4).
    case inPlace(String, isSocket: Bool)
    /// This process's standard output (1) or standard error (2), which the path names (O5).
    case standardStream(Int32)

    /// Most symbolic links followed before a path counts as a loop (Linux's own limit).
    static let maximumLinks = 40

    /// The rule for `path`. Throws for a folder, a block device and other things that are not written
    /// (O6), and for a path that cannot be looked at.
    static func of(_ path: String) throws(OutputError) -> OutputTarget {
        guard !path.isEmpty, !path.contains("\0") else {
            throw OutputError(path: path.isEmpty ? "\"\"" : path, problem: "is not a valid output path (it is empty or holds a NUL byte)",
                              fix: "give a file name such as out.png")
        }
        var followed = stat()
        guard stat(path, &followed) == 0 else {
            let number = errno
            guard number == ENOENT else { throw lookFailure(number, path: path) }
            guard !path.hasSuffix("/") else {
                throw OutputError(path: path, problem: "ends in / but no such folder exists",
                                  fix: "give a file name such as out.png, or create the folder first")
            }
            // Nothing there yet, or a link to nothing: the file is created where the links lead.
            return .file(try resolvedLinks(path))
        }
        for stream in [STDOUT_FILENO, STDERR_FILENO] {
            var streamStatus = stat()
            if fstat(stream, &streamStatus) == 0, streamStatus.st_dev == followed.st_dev,
               streamStatus.st_ino == followed.st_ino, !isType(streamStatus, S_IFDIR) {
                return .standardStream(stream)
            }
        }
        switch followed.st_mode & S_IFMT {
        case S_IFREG:
            let final = try resolvedLinks(path)
            var here = stat()
            guard lstat(final, &here) == 0, here.st_dev == followed.st_dev, here.st_ino == followed.st_ino else {
                throw OutputError(path: path, problem: "leads through links to a file that has no name to replace (\(final))",
                                  fix: "give the file's own path")
            }
            return .file(final)
        case S_IFIFO, S_IFCHR: return .inPlace(path, isSocket: false)
        case S_IFSOCK: return .inPlace(path, isSocket: true)
        case S_IFDIR:
            throw OutputError(path: path, problem: "is a folder", fix: "give a file name inside it, such as \(path.hasSuffix("/") ? path : path + "/")out.png")
        case S_IFBLK:
            throw OutputError(path: path, problem: "is a block device (a disk), which is never written",
                              fix: "give the path of a file, a pipe or a character device")
        default:
            throw OutputError(path: path, problem: "is neither a file, a pipe, a character device nor a socket",
                              fix: "give the path of a file")
        }
    }

    /// `path` with its symbolic links followed, one at a time (a relative link is read from its own
    /// folder), up to the first name that is not a link. The folders on the way are left as they are.
    static func resolvedLinks(_ path: String) throws(OutputError) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var here = stat()
            guard lstat(current, &here) == 0 else {
                guard errno == ENOENT else { throw lookFailure(errno, path: path) }
                return current
            }
            guard isType(here, S_IFLNK) else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw lookFailure(errno, path: path) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw lookFailure(ELOOP, path: path)
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a name in the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func isType(_ status: stat, _ type: mode_t) -> Bool { status.st_mode & S_IFMT == type }

    private static func lookFailure(_ number: Int32, path: String) -> OutputError {
        switch number {
        case ELOOP:
            return OutputError(path: path, problem: "leads through more than \(maximumLinks) symbolic links (a loop?)",
                               fix: "point the link at a file", errorNumber: number)
        case ENOTDIR:
            return OutputError(path: path, problem: "cannot be written: a part of the path before the name is not a folder",
                               fix: "check the path", errorNumber: number)
        default:
            return .system(number, path: path, "cannot be looked at")
        }
    }
}
