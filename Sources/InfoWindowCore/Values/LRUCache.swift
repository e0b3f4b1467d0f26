import Foundation

/// A fixed-capacity map that forgets its least recently used entry when full. Lookups and inserts
/// are O(1): a dictionary finds the slot, a doubly linked list through the slots keeps the order.
package struct LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    /// The most entries kept (at least 1).
    package let capacity: Int
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries.
    package var count: Int { index.count }

    /// The keys from the most to the least recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let i = cursor {
            keys.append(slots[i].key)
            cursor = slots[i].older
        }
        return keys
    }

    /// The value for `key`, which becomes the most recently used; nil when absent.
    package mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToFront(i)
        return slots[i].value
    }

    /// Stores `value` for `key` as the most recently used entry, evicting the least recently used
    /// entry when the cache is full.
    package mutating func insert(_ value: Value, for key: Key) {
        if let i = index[key] {
            slots[i].value = value
            moveToFront(i)
            return
        }
        let i: Int
        if slots.count < capacity {
            i = slots.count
            slots.append(Slot(key: key, value: value))
        } else if let last = oldest {
            // Reuse the oldest slot for the new entry.
            i = last
            unlink(i)
            index[slots[i].key] = nil
            slots[i] = Slot(key: key, value: value)
        } else {
            return
        }
        index[key] = i
        linkAtFront(i)
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        slots.removeAll()
        index.removeAll()
        newest = nil
        oldest = nil
    }

    private mutating func moveToFront(_ i: Int) {
        guard newest != i else { return }
        unlink(i)
        linkAtFront(i)
    }

    private mutating func unlink(_ i: Int) {
        let newer = slots[i].newer, older = slots[i].older
        if let newer { slots[newer].older = older } else { newest = older }
        if let older { slots[older].newer = newer } else { oldest = newer }
        slots[i].newer = nil
        slots[i].older = nil
    }

    private mutating func linkAtFront(_ i: Int) {
        slots[i].older = newest
        slots[i].newer = nil
        if let newest { slots[newest].newer = i }
        newest = i
        if oldest == nil { oldest = i }
    }
}
