import Foundation
import Glibc
internal import CGPS

/// A gpsd client: connects to gpsd (default 127.0.0.1:2947) through Debian's libgps, asks it to
/// stream JSON reports (`?WATCH={"enable":true,"json":true}`), and delivers each TPV report that
/// has a 2D or 3D fix as a `LocationFix`, in order, on a thread of its own.
///
/// Fields: `time`; `lat`/`lon`; `altMSL` (else `altHAE`); `speed` (m/s); `track` (degrees true);
/// horizontal accuracy from `eph` (gpsd's 95 % horizontal error estimate), else
/// √(`epx`² + `epy`²); vertical accuracy from `epv`; `mode` 2/3; `status` → `Quality`.
/// Reports without a fix (mode 0/1) and other classes (VERSION, DEVICES, SKY, …) are skipped.
///
/// `start` throws `GPSDError.notRunning` when nothing accepts the connection. Afterwards
/// `onEnd` is called exactly once on the client's thread: with `.wentAway` when the connection
/// closes or fails mid-stream, with nil after `stop()`.
public final class GPSDClient: @unchecked Sendable {
    /// The host gpsd listens on.
    public let host: String
    /// The TCP port (gpsd's default 2947).
    public let port: Int

    private let lock = NSCondition()
    private var data: UnsafeMutablePointer<gps_data_t>?
    private var socket: Int32 = -1
    private var stopping = false
    private var running = false
    private var readerThread: Thread?

    /// A client for gpsd at `host`:`port`; nothing happens until `start`.
    public init(host: String = "127.0.0.1", port: Int = 2947) {
        self.host = host
        self.port = port
    }

    deinit {
        data?.deallocate()
    }

    /// Connects, enables watching and starts delivering. `onFix` and `onEnd` run on the client's
    /// thread (named "GPSDClient"); `onEnd` comes once, last.
    public func start(onFix: @escaping @Sendable (LocationFix) -> Void,
                      onEnd: @escaping @Sendable (GPSDError?) -> Void) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { throw GPSDError.alreadyStarted }
        let state = data ?? UnsafeMutablePointer<gps_data_t>.allocate(capacity: 1)
        data = state
        UnsafeMutableRawPointer(state).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<gps_data_t>.size)
        errno = 0
        guard gps_open(host, String(port), state) == 0 else {
            throw GPSDError.notRunning(host: host, port: port, reason: String(cString: gps_errstr(errno)))
        }
        guard gps_stream(state, UInt32(WATCH_ENABLE | WATCH_JSON), nil) == 0 else {
            gps_close(state)
            throw GPSDError.watchRefused(host: host, port: port)
        }
        socket = state.pointee.gps_fd
        stopping = false
        running = true
        let thread = Thread { [self] in
            runReader(onFix: onFix, onEnd: onEnd)
        }
        thread.name = "GPSDClient"
        readerThread = thread
        thread.start()
    }

    /// Stops delivering and closes the connection; returns once the client's thread has ended
    /// (at once when called from `onFix` or `onEnd`). Does nothing when not running.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard running else { return }
        stopping = true
        // Wakes the reader blocked in recv(): it sees end-of-stream, then `stopping`.
        if socket >= 0 { shutdown(socket, Int32(SHUT_RDWR)) }
        guard Thread.current != readerThread else { return }
        while running { lock.wait() }
    }

    /// Whether the client is delivering (between `start` and `onEnd`).
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// The client's thread: reads until the end, closes the connection, then calls `onEnd`.
    private func runReader(onFix: (LocationFix) -> Void, onEnd: (GPSDError?) -> Void) {
        lock.lock()
        let state = data
        lock.unlock()
        guard let state else { return }
        let ending = readLoop(state, onFix: onFix)
        // Forget the descriptor before closing it: a stop() after the close must not shut down
        // whatever socket reuses the number.
        lock.lock()
        socket = -1
        lock.unlock()
        gps_close(state)
        lock.lock()
        running = false
        readerThread = nil
        lock.broadcast()
        lock.unlock()
        onEnd(ending)
    }
}
