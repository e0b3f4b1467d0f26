import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The markers on one map: storage by slot (O(1) add and remove), the spatial index, the order of
/// addition, and a bound on how far any icon reaches from its position (for index queries).
@MainActor
struct MarkerStore {
    private(set) var slots: [Marker] = []
    private(set) var index = MarkerIndex()
    private var nextSequence: UInt64 = 1
    /// No marker's hit area or icon reaches farther than this from its position, in points.
    private(set) var reach: CGFloat = 0
    private var sortedCache: [Marker]?
    /// Markers with an icon view, checked each frame for changes (R19).
    var iconViewMarkers: [ObjectIdentifier: Marker] = [:]

    var count: Int { slots.count }

    /// The markers in the order they were added.
    mutating func ordered() -> [Marker] {
        if let sortedCache { return sortedCache }
        // Sorting plain values: a comparison closure over main-actor objects pays a run-time
        // isolation check per comparison (0.2 s for a million markers).
        var order = slots.enumerated().map { AdditionOrder(sequence: $0.element.sequence, slot: Int32($0.offset)) }
        order.sort()
        let sorted = order.map { slots[Int($0.slot)] }
        sortedCache = sorted
        return sorted
    }

    mutating func add(_ marker: Marker, reach markerReach: CGFloat) {
        marker.slot = Int32(slots.count)
        marker.sequence = nextSequence
        nextSequence += 1
        slots.append(marker)
        index.insert(id: marker.slot, at: WebMercator.project(marker.drawnPosition))
        reach = max(reach, markerReach)
        if sortedCache != nil { sortedCache!.append(marker) }
    }

    mutating func remove(_ marker: Marker) {
        let slot = Int(marker.slot)
        guard slot >= 0, slot < slots.count, slots[slot] === marker else { return }
        index.remove(id: marker.slot, at: WebMercator.project(marker.drawnPosition))
        let last = slots.count - 1
        if slot != last {
            let moved = slots[last]
            index.renumber(moved.slot, to: Int32(slot), at: WebMercator.project(moved.drawnPosition))
            moved.slot = Int32(slot)
            slots[slot] = moved
        }
        slots.removeLast()
        marker.slot = -1
        sortedCache = nil
    }

    /// Refiles a marker that moved from `old`.
    mutating func move(_ marker: Marker, from old: Coordinate) {
        guard marker.slot >= 0 else { return }
        index.remove(id: marker.slot, at: WebMercator.project(old))
        index.insert(id: marker.slot, at: WebMercator.project(marker.drawnPosition))
    }

    mutating func widenReach(to markerReach: CGFloat) {
        reach = max(reach, markerReach)
    }

    /// Empties the store and returns what it held.
    mutating func removeAll() -> [Marker] {
        let all = slots
        for marker in all { marker.slot = -1 }
        slots = []
        index.removeAll()
        reach = 0
        sortedCache = nil
        return all
    }

    subscript(slot: Int32) -> Marker { slots[Int(slot)] }
}

/// A marker's place in the order of addition, and its slot.
struct AdditionOrder: Comparable {
    let sequence: UInt64
    let slot: Int32

    static func < (a: AdditionOrder, b: AdditionOrder) -> Bool { a.sequence < b.sequence }
}
