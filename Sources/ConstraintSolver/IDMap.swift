/// A hash map from non-negative integer ids (``Variable/id``, ``Constraint/id``) to small
/// integers, with open addressing and a multiplicative hash: several times cheaper than
/// `Dictionary` for this key type, which matters because every added constraint looks up
/// each of its variables.
///
/// Linear probing; removal shifts later entries back (no tombstones), so the table never
/// fills with deleted slots. Load factor ≤ 1/2.
struct IDMap {
    private var keys: [Int]
    private var values: [Int32]
    private var mask: Int
    /// Number of entries.
    private(set) var count = 0

    private static let empty = -1

    init() {
        keys = [Int](repeating: IDMap.empty, count: 16)
        values = [Int32](repeating: 0, count: 16)
        mask = 15
    }

    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value for `key`, or nil.
    subscript(key: Int) -> Int32? {
        var slot = home(key)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == IDMap.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Inserts or replaces the value for `key` (≥ 0).
    mutating func set(_ key: Int, _ value: Int32) {
        if 2 * (count + 1) > keys.count { grow() }
        var slot = home(key)
        while true {
            let found = keys[slot]
            if found == key {
                values[slot] = value
                return
            }
            if found == IDMap.empty {
                keys[slot] = key
                values[slot] = value
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Removes `key` if present.
    mutating func remove(_ key: Int) {
        var slot = home(key)
        while keys[slot] != key {
            if keys[slot] == IDMap.empty { return }
            slot = (slot + 1) & mask
        }
        // Backward-shift deletion: move later entries of the probe run into the hole.
        var hole = slot
        var next = (hole + 1) & mask
        while keys[next] != IDMap.empty {
            let wanted = home(keys[next])
            // Move the entry if its home is not in (hole, next] cyclically.
            let distanceToNext = (next - wanted) & mask
            let distanceToHole = (hole - wanted) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = IDMap.empty
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [Int](repeating: IDMap.empty, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for index in oldKeys.indices where oldKeys[index] != IDMap.empty {
            set(oldKeys[index], oldValues[index])
        }
    }
}
