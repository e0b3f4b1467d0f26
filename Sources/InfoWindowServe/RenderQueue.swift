import Foundation
import Synchronization

/// The bounded queue between the HTTP front and the worker threads (S4): `offer` never blocks and
/// refuses a job when ``capacity`` are already waiting (the front then answers 503 with
/// `Retry-After`); `take` blocks until a job arrives or the queue is closed and empty.
final class RenderQueue<Item: Sendable>: Sendable {
    /// How many jobs may wait at once.
    let capacity: Int
    private let state: Mutex<State>
    private let wakeup = NSCondition()

    private struct State {
        var items: [Item] = []
        var head = 0
        var closed = false
        var count: Int { items.count - head }
    }

    /// An empty queue holding at most `capacity` waiting jobs.
    init(capacity: Int) {
        self.capacity = capacity
        state = Mutex(State())
    }

    /// Jobs waiting now.
    var depth: Int { state.withLock { $0.count } }

    /// Adds `item` unless the queue is full or closed; true when it was added.
    func offer(_ item: Item) -> Bool {
        let added = state.withLock { state -> Bool in
            guard !state.closed, state.count < capacity else { return false }
            state.items.append(item)
            return true
        }
        if added {
            wakeup.lock()
            wakeup.signal()
            wakeup.unlock()
        }
        return added
    }

    /// The oldest job, waiting for one; nil once the queue is closed and empty.
    func take() -> Item? {
        wakeup.lock()
        defer { wakeup.unlock() }
        while true {
            let next = state.withLock { state -> Item?? in
                if state.count > 0 {
                    let item = state.items[state.head]
                    state.head += 1
                    if state.head > 64 && state.head * 2 > state.items.count {
                        state.items.removeFirst(state.head)
                        state.head = 0
                    }
                    return .some(item)
                }
                return state.closed ? .some(nil) : nil
            }
            if let next { return next }
            wakeup.wait()
        }
    }

    /// Refuses new jobs from now on; the waiting ones are still taken, then `take` returns nil.
    func close() {
        state.withLock { $0.closed = true }
        wakeup.lock()
        wakeup.broadcast()
        wakeup.unlock()
    }
}
