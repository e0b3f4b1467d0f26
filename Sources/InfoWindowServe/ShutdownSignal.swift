import Foundation

/// SIGTERM and SIGINT, turned into a byte on a pipe the main thread waits on (S10). A handler is
/// used rather than a blocked mask and `sigwait`, because threads started before the server (by the
/// runtime or Foundation) would not have the mask, and a signal delivered to one of them would end
/// the process before it could drain.
public enum ShutdownSignal {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var readEnd: Int32 = -1

    /// Installs the handlers; call once, before ``wait()``.
    public static func install() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        readEnd = fds[0]
        writeEnd = fds[1]
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        for signal in [SIGTERM, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(ShutdownSignal.writeEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }

    /// Waits for SIGTERM or SIGINT and returns its name.
    public static func wait() -> String {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
        return Int32(byte) == SIGINT ? "SIGINT" : "SIGTERM"
    }
}
