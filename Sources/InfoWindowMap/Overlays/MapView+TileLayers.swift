import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Adding and removing the map's tile layers (``TileLayer``), each a layer of R31's overlay slot.
extension MapView {
    /// The tile layers on this map, bottom to top (by `zIndex`, then the order they were added).
    public var tileLayers: [TileLayer] {
        layers.ordered().compactMap { $0 as? TileLayer }
    }

    func attachTileLayer(_ layer: TileLayer) {
        guard layer.owner == nil else { return }
        layer.owner = self
        layer.resetRequests()
        layer.cache.removeAll()
        layers.insert(layer)
        setNeedsDisplay()
    }

    func detachTileLayer(_ layer: TileLayer) {
        guard layer.owner === self else { return }
        layers.remove(layer)
        layer.owner = nil
        layer.resetRequests()
        layer.isFading = false
        setNeedsDisplay()
    }

    /// Removes every tile layer (``clear()``).
    func removeAllTileLayers() {
        for layer in tileLayers { detachTileLayer(layer) }
    }

    func tileLayerOrderDidChange() {
        layers.orderDidChange()
        setNeedsDisplay()
    }

    /// True while a tile is fading in (``TileLayer/fadeIn``): the host keeps drawing frames.
    var tileLayersFading: Bool {
        tileLayers.contains { $0.isFading }
    }
}
