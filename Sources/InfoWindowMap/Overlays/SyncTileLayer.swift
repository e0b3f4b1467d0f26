import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A tile layer that answers each tile by returning it (the SDK's `GMSSyncTileLayer`): override
/// ``tileFor(x:y:zoom:)``.
///
/// Unlike the SDK, which calls it on a background thread, ``tileFor(x:y:zoom:)`` is called on the map's
/// thread while the frame is prepared, so ``MapView/snapshot()`` always holds every tile in view (D129).
/// Keep it quick: it is called once per tile (until ``TileLayer/clearTileCache()`` or the tile leaves the
/// cache), never per frame.
@MainActor
open class SyncTileLayer: TileLayer {
    /// A layer with no map; subclasses override ``tileFor(x:y:zoom:)``.
    public override init() {
        super.init()
    }

    /// The tile at (x, y) of zoom level `zoom`: an image, ``TileLayer/noTile`` (none here, don't ask
    /// again) or nil (nothing for now; asked again when the tile comes back into view). The default
    /// returns ``TileLayer/noTile``: override it.
    open func tileFor(x: UInt, y: UInt, zoom: UInt) -> Image? {
        TileLayer.noTile
    }

    /// Answers with ``tileFor(x:y:zoom:)``, at once.
    open override func requestTileFor(x: UInt, y: UInt, zoom: UInt, receiver: any TileReceiver) {
        receiver.receiveTileWith(x: x, y: y, zoom: zoom, image: tileFor(x: x, y: y, zoom: zoom))
    }
}
