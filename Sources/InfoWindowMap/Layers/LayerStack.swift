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
    private var nextSequence: UInt64 = 0
    private var sorted: [any MapLayer]?

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
        return order
    }

    /// Puts `layer` in the stack (once; inserting it again changes nothing).
    package mutating func insert(_ layer: any MapLayer) {
        guard !contains(layer) else { return }
        entries.append(Entry(layer: layer, sequence: nextSequence))
        nextSequence += 1
        sorted = nil
    }

    /// Takes `layer` out of the stack.
    package mutating func remove(_ layer: any MapLayer) {
        entries.removeAll { $0.layer === layer }
        sorted = nil
    }

    /// Whether `layer` is in the stack.
    package func contains(_ layer: any MapLayer) -> Bool {
        entries.contains { $0.layer === layer }
    }

    /// A layer's slot or `zIndex` changed: the order is worked out again at the next use.
    package mutating func orderDidChange() {
        sorted = nil
    }

    /// Draws one frame: every layer prepares, the obstacles are gathered top-down, then each layer draws
    /// bottom-up with the canvas's state saved around it.
    package mutating func draw(_ frame: LayerFrame, in canvas: Canvas) {
        let layers = ordered()
        var frame = frame
        frame.wantsIconObstacles = layers.contains { $0.placesLabels }
        for layer in layers { layer.prepare(frame) }
        for layer in layers.reversed() { layer.addObstacles(to: &frame) }
        for layer in layers {
            canvas.save()
            layer.draw(frame, in: canvas)
            canvas.restore()
        }
    }

    /// The top layer's answer for a tap at `point`, or nil when every layer lets it through (the map).
    package mutating func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        for layer in ordered().reversed() {
            if let hit = layer.hitTest(point, projection: projection) { return hit }
        }
        return nil
    }
}
