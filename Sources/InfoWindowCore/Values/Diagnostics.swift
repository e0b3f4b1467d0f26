import Foundation
import Synchronization

/// Where InfoWindowKit's warnings go: a value the library rejected (a NaN anchor, a marker that is
/// not on the map), always with what was kept instead.
///
/// By default warnings are written to standard error as `InfoWindowKit warning: …`. Install another
/// sink for a scope with `Diagnostics.$sink.withValue(mySink) { … }` (a task-local, so parallel tests
/// each see their own).
public enum Diagnostics {
    /// The sink that receives warnings in the current task. Default: ``WarningSink/standardError``.
    @TaskLocal public static var sink: WarningSink = .standardError

    /// Sends `message` to the current sink. Public so that layers built on InfoWindowKit (the
    /// GoogleMapsCompat shims) report refused values the same way.
    public static func warn(_ message: String) {
        sink.receive(message)
    }
}

/// Receives warning messages; thread-safe.
public final class WarningSink: Sendable {
    private let handler: @Sendable (String) -> Void
    private let recorded = Mutex<[String]>([])
    private let records: Bool

    /// A sink that calls `handler` for every warning.
    public init(_ handler: @escaping @Sendable (String) -> Void) {
        self.handler = handler
        self.records = false
    }

    /// A sink that keeps every warning in ``messages`` (for tests and tools).
    public init() {
        self.handler = { _ in }
        self.records = true
    }

    /// The warnings received so far, oldest first (only for a recording sink).
    public var messages: [String] { recorded.withLock { $0 } }

    /// Writes to standard error (dropped when standard error cannot be written, never a SIGPIPE).
    public static let standardError = WarningSink { message in
        try? OutputFile.write(Data("InfoWindowKit warning: \(message)\n".utf8), to: FileHandle.standardError,
                              name: "standard error")
    }

    func receive(_ message: String) {
        if records { recorded.withLock { $0.append(message) } }
        handler(message)
    }
}
