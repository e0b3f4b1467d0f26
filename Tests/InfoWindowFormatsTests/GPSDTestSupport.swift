import Foundation
import Glibc
@testable import InfoWindowFormats

/// Collects a `GPSDClient`'s callbacks and lets a test wait for them.
final class GPSDRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var fixList: [LocationFix] = []
    private var endings: [GPSDError?] = []

    var onFix: @Sendable (LocationFix) -> Void {
        { [self] fix in
            condition.lock()
            fixList.append(fix)
            condition.broadcast()
            condition.unlock()
        }
    }

    var onEnd: @Sendable (GPSDError?) -> Void {
        { [self] error in
            condition.lock()
            endings.append(error)
            condition.broadcast()
            condition.unlock()
        }
    }

    var fixes: [LocationFix] {
        condition.lock()
        defer { condition.unlock() }
        return fixList
    }

    /// Every `onEnd` call so far (the client must make exactly one).
    var ends: [GPSDError?] {
        condition.lock()
        defer { condition.unlock() }
        return endings
    }

    /// Waits until `onEnd` was called or `seconds` passed; true if it was.
    func waitForEnd(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while endings.isEmpty {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Waits until at least `count` fixes came or `seconds` passed.
    func waitForFixes(_ count: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while fixList.count < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

/// A one-connection TCP server on 127.0.0.1 that writes given lines, then closes or holds the
/// connection open until `close()`: a stand-in for gpsd in tests of the client's ends.
///
/// Its thread owns both descriptors and closes them itself after `close()` woke it: closing a
/// descriptor another thread still waits on would let a parallel test's new socket take its
/// number, and the old thread would accept that test's connection.
final class LoopbackServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSCondition()
    private var connection: Int32 = -1
    private var closing = false
    private var finished = false

    init(lines: [String], thenClose: Bool) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            _ = Glibc.close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in
            serve(lines: lines, thenClose: thenClose)
            lock.lock()
            if connection >= 0 { _ = Glibc.close(connection) }
            _ = Glibc.close(listener)
            finished = true
            lock.broadcast()
            lock.unlock()
        }
        thread.start()
    }

    private func serve(lines: [String], thenClose: Bool) {
        // Other tests' child processes end meanwhile: SIGCHLD interrupts accept() and send().
        var client: Int32 = -1
        repeat { client = accept(listener, nil, nil) } while client < 0 && errno == EINTR && !isClosing
        guard client >= 0 else { return }
        lock.lock()
        connection = client
        let closed = closing
        lock.unlock()
        guard !closed else { return }
        for line in lines {
            let bytes = Array((line + "\n").utf8)
            var sent = 0
            while sent < bytes.count {
                let n = bytes.withUnsafeBytes { buffer -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    return send(client, base + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                sent += n
            }
        }
        guard !thenClose else { return }
        lock.lock()
        while !closing { lock.wait() }
        lock.unlock()
    }

    private var isClosing: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closing
    }

    /// Ends the connection (if any) and stops listening; returns once the thread has closed both.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        closing = true
        if !finished {
            shutdown(listener, Int32(SHUT_RDWR))
            if connection >= 0 { shutdown(connection, Int32(SHUT_RDWR)) }
        }
        lock.broadcast()
        while !finished { lock.wait() }
    }

    /// A port on 127.0.0.1 that nothing listens on (bound, read, released).
    static func closedPort() throws -> Int {
        let server = try LoopbackServer(lines: [], thenClose: true)
        let port = server.port
        server.close()
        return port
    }
}

/// A port on 127.0.0.1 that refuses connections for as long as this object lives: a TCP socket bound
/// to it and never listening. Holding the port (rather than binding, reading and releasing it) keeps
/// another test or process from taking it between the lookup and the connection.
final class RefusingPort {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            if descriptor >= 0 { _ = Glibc.close(descriptor) }
            throw POSIXError(.EADDRINUSE)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { _ = Glibc.close(descriptor) }
}
