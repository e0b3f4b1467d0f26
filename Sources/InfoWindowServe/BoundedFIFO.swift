/// The render jobs waiting for a worker (S4): `offer` refuses an item when ``capacity`` are already
/// waiting (the front then answers 503 with `Retry-After`); `take` hands them out oldest first. Used
/// by the front's event loop alone, so it has no lock (D201).
struct BoundedFIFO<Item> {
    /// How many items may wait at once.
    let capacity: Int
    private var items: [Item] = []
    private var head = 0

    /// An empty queue holding at most `capacity` items.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Items waiting now.
    var depth: Int { items.count - head }

    /// The oldest item, without taking it.
    var first: Item? { head < items.count ? items[head] : nil }

    /// Adds `item` unless the queue is full; true when it was added.
    mutating func offer(_ item: Item) -> Bool {
        guard depth < capacity else { return false }
        items.append(item)
        return true
    }

    /// The oldest item, taken; nil when none waits.
    mutating func take() -> Item? {
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 64 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }
}
