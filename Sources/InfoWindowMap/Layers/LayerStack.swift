import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A map's layers in R31's one order — by slot, then `zIndex`, then the order they were added — walked up
/// to draw a frame and down to hit-test a tap. The order is worked out when the stack changes, not per
/// frame.
@MainActor
package struct LayerStack {
    private struct Entry {
        let layer: any MapLayer
        let sequence: UInt64
    }

    private var entries: [Entry] = []
    private var members: Set<ObjectIdentifier> = []
    private var nextSequence: UInt64 = 0
    private var sorted: [any MapLayer]?
    /// Each layer's place in the order (bottom 0), and the layers that answer taps themselves (not
    /// through ``hitIndex``), worked out with the order.
    private var ranks: [ObjectIdentifier: Int] = [:]
    private var walked: [(rank: Int, layer: any MapLayer)] = []

    /// What finds, among the layers that answer taps through an index (``MapLayer/answersThroughIndex``),
    /// those that may be under a point: a tap then asks only them and the other layers, in the stack's
    /// order, instead of every layer (thousands of shapes, R32).
    package weak var hitIndex: (any LayerHitIndex)?

    /// An empty stack.
    package init() {}

    /// The layers bottom to top.
    package mutating func ordered() -> [any MapLayer] {
        if let sorted { return sorted }
        let order = entries.sorted { a, b in
            if a.layer.slot != b.layer.slot { return a.layer.slot < b.layer.slot }
            if a.layer.zIndex != b.layer.zIndex { return a.layer.zIndex < b.layer.zIndex }
            return a.sequence < b.sequence
        }.map(\.layer)
        sorted = order
        ranks = Dictionary(uniqueKeysWithValues: order.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        walked = order.enumerated().filter { !$0.element.answersThroughIndex }.map { ($0.offset, $0.element) }
        return order
    }

    /// Puts `layer` in the stack (once; inserting it again changes nothing).
    package mutating func insert(_ layer: any MapLayer) {
        guard members.insert(ObjectIdentifier(layer)).inserted else { return }
        entries.append(Entry(layer: layer, sequence: nextSequence))
        nextSequence += 1
        sorted = nil
    }

    /// Takes `layer` out of the stack.
    package mutating func remove(_ layer: any MapLayer) {
        guard members.remove(ObjectIdentifier(layer)) != nil else { return }
        entries.removeAll { $0.layer === layer }
        sorted = nil
    }

    /// Takes the layers with these identities out of the stack in one pass.
    package mutating func removeAll(_ layers: Set<ObjectIdentifier>) {
        members.subtract(layers)
        entries.removeAll { layers.contains(ObjectIdentifier($0.layer)) }
        sorted = nil
    }

    /// Whether `layer` is in the stack.
    package func contains(_ layer: any MapLayer) -> Bool {
        members.contains(ObjectIdentifier(layer))
    }

    /// A layer's slot or `zIndex` changed: the order is worked out again at the next use.
    package mutating func orderDidChange() {
        sorted = nil
    }

    /// Draws one frame: every layer prepares, the obstacles are gathered top-down, then each layer draws
    /// bottom-up with the canvas's state saved around it. The shapes our rasterizers draw are kept and
    /// drawn together in bands on several threads, before anything else is drawn over them (D202).
    package mutating func draw(_ frame: LayerFrame, in canvas: Canvas) {
        let layers = ordered()
        var frame = frame
        frame.wantsIconObstacles = layers.contains { $0.placesLabels }
        for layer in layers { layer.prepare(frame) }
        for layer in layers.reversed() { layer.addObstacles(to: &frame) }
        canvas.beginDeferringOwnShapes()
        for layer in layers {
            canvas.save()
            layer.draw(frame, in: canvas)
            canvas.restore()
        }
        canvas.endDeferringOwnShapes()
    }

    /// The top layer's answer for a tap at `point`, or nil when every layer lets it through (the map).
    package mutating func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        let layers = ordered()
        guard let hitIndex else {
            for layer in layers.reversed() {
                if let hit = layer.hitTest(point, projection: projection) { return hit }
            }
            return nil
        }
        // The index's candidates and the layers that answer for themselves, top-down by their place.
        var asked = walked
        for layer in hitIndex.candidates(at: point, projection: projection) {
            if let rank = ranks[ObjectIdentifier(layer)] { asked.append((rank, layer)) }
        }
        asked.sort { $0.rank > $1.rank }
        for (_, layer) in asked {
            if let hit = layer.hitTest(point, projection: projection) { return hit }
        }
        return nil
    }
}

/// Finds the layers that may be under a point among those that answer taps through it, without asking
/// every layer (the map's overlay index, R32).
@MainActor
package protocol LayerHitIndex: AnyObject {
    /// The layers under `point` (view points) or near it; the stack asks each, in its order.
    func candidates(at point: CGPoint, projection: Projection) -> [any MapLayer]
}
