import Foundation

/// A value the front's threads share, guarded by a pthread mutex (`NSLock`). The front uses this
/// rather than the standard library's `Mutex`: on Linux that lock is built on futexes that
/// ThreadSanitizer does not see, so every access under it was reported as a race, and a real race
/// in the front could not be told from those (docs/serving.md, S19).
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
