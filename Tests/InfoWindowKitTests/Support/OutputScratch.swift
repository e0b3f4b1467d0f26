import Foundation
import Synchronization
import Testing

/// A scratch folder for the output-rule tests (O1–O9): every FIFO, link, socket and device node the
/// tests write to is made here, never under /dev. Removed when the value goes away.
final class OutputScratch {
    /// The folder (short, so a socket's path fits the 108 bytes of a socket address).
    let folder: String

    init() throws {
        var template = Array("/tmp/iwk-out-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ScratchFailure("mkdtemp failed: \(String(cString: strerror(errno)))") }
        folder = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// `name` inside the folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Writes `text` to the regular file `name`, with `mode`.
    @discardableResult
    func file(_ name: String, _ text: String, mode: mode_t = 0o644) throws -> String {
        let path = path(name)
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), chmod(path, mode) == 0 else {
            throw ScratchFailure("cannot make \(path)")
        }
        return path
    }

    /// A symbolic link `name` holding `target` as written.
    @discardableResult
    func link(_ name: String, to target: String) throws -> String {
        let path = path(name)
        guard symlink(target, path) == 0 else { throw ScratchFailure("symlink \(path): \(String(cString: strerror(errno)))") }
        return path
    }

    /// A FIFO `name`.
    func fifo(_ name: String) throws -> String {
        let path = path(name)
        guard mkfifo(path, 0o644) == 0 else { throw ScratchFailure("mkfifo \(path): \(String(cString: strerror(errno)))") }
        return path
    }

    /// A device node `name` (`S_IFCHR` or `S_IFBLK`) with the numbers `major`, `minor`. Needs root:
    /// the tests that call it run only as root (O9).
    func device(_ name: String, type: mode_t, major: UInt64, minor: UInt64) throws -> String {
        let path = path(name)
        guard mknod(path, type | 0o644, Self.deviceNumber(major: major, minor: minor)) == 0 else {
            throw ScratchFailure("mknod \(path) as uid \(geteuid()): \(String(cString: strerror(errno)))")
        }
        return path
    }

    /// The names in the folder (and its subfolders) that an atomic write may leave: `.*.tmp`.
    var leftovers: [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    /// glibc's `makedev`.
    static func deviceNumber(major: UInt64, minor: UInt64) -> dev_t {
        let high: UInt64 = ((major & 0xFFFF_F000) << 32) | ((minor & 0xFFFF_FF00) << 12)
        let low: UInt64 = ((major & 0xFFF) << 8) | (minor & 0xFF)
        return dev_t(high | low)
    }

    /// The type (`S_IFMT` bits) and device numbers at `path`, not following a link; nil if nothing is there.
    static func node(_ path: String) -> (type: mode_t, major: UInt64, minor: UInt64, mode: mode_t)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let rdev = UInt64(status.st_rdev)
        let major: UInt64 = ((rdev >> 8) & 0xFFF) | ((rdev >> 32) & ~UInt64(0xFFF))
        let minor: UInt64 = (rdev & 0xFF) | ((rdev >> 12) & ~UInt64(0xFF))
        return (status.st_mode & S_IFMT, major, minor, status.st_mode & 0o7777)
    }

    /// The target of the link at `path`; nil when it is not a link.
    static func linkTarget(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
}

/// True when the tests run as root, the only way to make device nodes (O9). As root the device tests
/// always run, and a refused mknod fails them; as another user Swift Testing reports them as skipped
/// with the reason.
let runningAsRoot = geteuid() == 0

struct ScratchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A thread that opens a FIFO (or accepts one connection on a listening socket) and reads from it: all
/// of it, or only the first `limit` bytes before it closes its end. ``finish()`` waits (at most 30 s,
/// so a writer that never comes fails the test instead of hanging it) and returns what was read.
final class BackgroundReader: Sendable {
    private let received = Mutex<Data>(Data())
    private let done = DispatchSemaphore(value: 0)

    /// Reads the FIFO at `path`.
    init(fifo path: String, limit: Int = .max) {
        start(limit: limit) { open(path, O_RDONLY | O_CLOEXEC) }
    }

    /// Accepts one connection on `listener` (a listening socket) and reads it.
    init(listener: Int32, limit: Int = .max) {
        start(limit: limit) { accept(listener, nil, nil) }
    }

    private func start(limit: Int, opening: @escaping @Sendable () -> Int32) {
        Thread.detachNewThread { [self] in
            let descriptor = opening()
            if descriptor >= 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                var total = 0
                while total < limit {
                    let count = read(descriptor, &buffer, min(buffer.count, limit - total))
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    total += count
                    received.withLock { $0.append(contentsOf: buffer[0..<count]) }
                }
                close(descriptor)
            }
            done.signal()
        }
    }

    /// Waits for the reader to finish; nil when it did not within 30 s.
    func finish() -> Data? {
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        return received.withLock { $0 }
    }
}

/// A Unix-domain stream socket listening at `path`; closed (and its file left) by ``close()``.
final class ListeningSocket {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 1) == 0 else {
            throw ScratchFailure("cannot listen on \(path): \(String(cString: strerror(errno)))")
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}
