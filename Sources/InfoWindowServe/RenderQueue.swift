import Foundation

/// The bounded queue between the HTTP front and the worker threads (S4): `offer` never blocks and
/// refuses a job when ``capacity`` are already waiting (the front then answers 503 with
/// `Retry-After`); `take` blocks until a job arrives or the queue is closed and empty. Guarded by one
/// `NSCondition` (a pthread mutex and condition variable, which ThreadSanitizer sees).
final class RenderQueue<Item: Sendable>: @unchecked Sendable {
    /// How many jobs may wait at once.
    let capacity: Int
    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var closed = false

    /// An empty queue holding at most `capacity` waiting jobs.
    init(capacity: Int) {
        self.capacity = capacity
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// Jobs waiting now.
    var depth: Int { locked { items.count - head } }

    /// Adds `item` unless the queue is full or closed; true when it was added.
    func offer(_ item: Item) -> Bool {
        locked {
            guard !closed, items.count - head < capacity else { return false }
            items.append(item)
            condition.signal()
            return true
        }
    }

    /// The oldest job, waiting for one; nil once the queue is closed and empty.
    func take() -> Item? {
        locked {
            while items.count == head && !closed { condition.wait() }
            guard items.count > head else { return nil }
            let item = items[head]
            head += 1
            if head > 64 && head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }
    }

    /// Refuses new jobs from now on; the waiting ones are still taken, then `take` returns nil.
    func close() {
        locked {
            closed = true
            condition.broadcast()
        }
    }
}
