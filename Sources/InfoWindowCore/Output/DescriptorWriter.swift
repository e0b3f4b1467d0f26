import Foundation

/// Writes bytes to an open file descriptor: all of them, retrying what the system cuts short
/// (interrupted calls, short writes, a non-blocking pipe that is full), and without letting the
/// signals of a failed write end the process. A write to a pipe whose reader has gone raises SIGPIPE,
/// and one past `ulimit -f` raises SIGXFSZ; both kill by default. ``sheltered(_:)`` blocks them on the
/// calling thread for the write and takes back the ones the write raised, so the caller sees EPIPE or
/// EFBIG as an error instead (O8). Other threads and the process's signal dispositions are untouched.
enum DescriptorWriter {
    /// Writes all of `data` to `descriptor`. `name` is the path shown in errors, which say how many
    /// bytes went out before a write failed.
    static func writeAll(_ data: Data, to descriptor: Int32, name: String) throws(OutputError) {
        var failure: Int32 = 0
        var written = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count > 0 {
                    written += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    // A descriptor opened non-blocking by someone else (a shared pipe): wait until it
                    // takes more, as a blocking write would.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    while poll(&poller, 1, -1) < 0 && errno == EINTR {}
                } else {
                    failure = count < 0 ? errno : EIO
                    return
                }
            }
        }
        guard failure != 0 else { return }
        let part = written == 0 ? "nothing was written" : "only \(written) of \(data.count) bytes were written"
        throw .system(failure, path: name, "cannot be written, \(part)")
    }

    /// Runs `body` with SIGPIPE and SIGXFSZ blocked on this thread; those that `body` raised are taken
    /// back before the previous mask returns, so they are never delivered. A signal already pending
    /// before is left pending.
    static func sheltered<T>(_ body: () throws(OutputError) -> T) throws(OutputError) -> T {
        var shelter = sigset_t()
        sigemptyset(&shelter)
        sigaddset(&shelter, SIGPIPE)
        sigaddset(&shelter, SIGXFSZ)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &shelter, &previous)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        defer {
            var pendingAfter = sigset_t()
            sigpending(&pendingAfter)
            for signal in [SIGPIPE, SIGXFSZ]
            where sigismember(&pendingAfter, signal) == 1 && sigismember(&pendingBefore, signal) != 1 {
                var one = sigset_t()
                sigemptyset(&one)
                sigaddset(&one, signal)
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&one, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }

    /// Opens an existing pipe, character device or socket for writing in place: `open` without
    /// creating or truncating (a FIFO waits here for its reader, as any Unix writer does), or, for a
    /// Unix-domain socket, a stream connection to it. Returns the descriptor; the caller closes it.
    static func openInPlace(_ path: String, isSocket: Bool, name: String) throws(OutputError) -> Int32 {
        guard isSocket else {
            var descriptor: Int32
            repeat {
                descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            } while descriptor < 0 && errno == EINTR
            guard descriptor >= 0 else { throw .system(errno, path: name, "cannot be opened for writing") }
            return descriptor
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw OutputError(path: name, problem: "is a socket whose path is longer than the \(capacity - 1) bytes a socket address may have",
                              fix: "give a shorter path to the socket")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .system(errno, path: name, "cannot be connected to (it is a socket)") }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let number = errno
            close(descriptor)
            guard number != ECONNREFUSED else {
                throw OutputError(path: name, problem: "is a socket that no program is listening on (\(String(cString: strerror(number))))",
                                  fix: "start the program that reads it, or choose another output path", errorNumber: number)
            }
            throw .system(number, path: name, "cannot be connected to (it is a socket)")
        }
        return descriptor
    }
}
