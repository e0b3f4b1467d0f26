import Foundation

/// The server's listening TCP socket, made before libmicrohttpd starts so that port 0 can pick a free
/// port and the chosen one can be printed. Closed by libmicrohttpd's stop, or by ``close()``.
struct ListenSocket {
    /// The file descriptor.
    let fd: Int32
    /// The port it listens on.
    let port: Int

    /// Binds and listens on `host`:`port` (non-blocking, close-on-exec, SO_REUSEADDR); throws a
    /// sentence naming the address and the reason.
    init(host: String, port: Int) throws(ServeStartError) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let found = getaddrinfo(host, String(port), &hints, &list)
        guard found == 0, let first = list else {
            throw ServeStartError("--host \(host): cannot be resolved (\(String(cString: gai_strerror(found)))); give an address such as 127.0.0.1")
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw ServeStartError("cannot make a socket (\(String(cString: strerror(errno))))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw ServeStartError("cannot listen on \(host):\(port) (\(reason)); choose another --port or stop what uses it")
        }
        guard listen(fd, 1024) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw ServeStartError("cannot listen on \(host):\(port) (\(reason))")
        }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        var actual = port
        if bound == 0 {
            actual = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        }
        self.fd = fd
        self.port = actual
    }

    /// Closes the socket.
    func close() { Glibc.close(fd) }
}

/// Why the server could not start: one sentence with the fix.
public struct ServeStartError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String

    init(_ description: String) { self.description = description }
}
