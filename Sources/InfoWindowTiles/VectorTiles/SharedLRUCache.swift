import Synchronization

/// A process-wide cache bounded in bytes, safe from any thread, the least recently used entries going
/// first (the stores of D170: ``DecodedTileStore``, ``SharedTileRasters``). An entry may hold an object
/// alive with it (a style's identity, named by an `ObjectIdentifier` in its key), so the key names nothing
/// else while the entry lives.
final class SharedLRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUse: UInt64
        var holding: (any AnyObject & Sendable)?
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var byteCount = 0
    }

    private let state = Mutex(State())
    /// The most bytes kept; an entry larger than a quarter of it is not kept.
    let byteLimit: Int

    init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The value kept for `key`, if any (it becomes the most recently used).
    func value(for key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Keeps `value`, of `bytes` bytes, for `key`, with `holding` kept alive as long as it.
    func insert(_ value: Value, bytes: Int, for key: Key, holding: (any AnyObject & Sendable)? = nil) {
        guard bytes <= byteLimit / 4 else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries[key] { state.byteCount -= old.bytes }
            state.entries[key] = Entry(value: value, bytes: bytes, lastUse: state.clock, holding: holding)
            state.byteCount += bytes
            while state.byteCount > byteLimit, !state.entries.isEmpty {
                // The oldest quarter at a time: one sort a batch, not one an entry.
                let victims = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, state.entries.count / 4))
                for (victim, entry) in victims where state.byteCount > byteLimit {
                    state.entries[victim] = nil
                    state.byteCount -= entry.bytes
                }
            }
        }
    }

    /// The bytes kept now.
    var byteCount: Int { state.withLock { $0.byteCount } }
}
