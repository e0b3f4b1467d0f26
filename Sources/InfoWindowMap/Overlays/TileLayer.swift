import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Pictures in the map's tile grid, drawn over the ground (the SDK's `GMSTileLayer`): at zoom level `z`
/// the world is 2^z × 2^z tiles, x east from the antimeridian, y south from the north edge.
///
/// Subclass it and override ``requestTileFor(x:y:zoom:receiver:)``; answer each request, now or later and
/// from any thread, through the ``TileReceiver`` given: an image, ``noTile`` ("nothing here, don't ask
/// again"), or nil ("nothing for now", asked again when the tile comes back into view). ``SyncTileLayer``
/// answers synchronously; ``URLTileLayer`` reads `file://` URLs.
///
/// The frame is never held: a tile not yet answered is not drawn (D128), answers are drawn at the next
/// frame, and ``MapView/snapshot()`` draws what has been answered by the time it draws — which includes
/// every answer given synchronously inside the request (D129). Tiles are drawn in R31's overlay slot by
/// ``zIndex``, then in the order they were added, at any bearing and tilt. Use it on the main thread.
@MainActor
open class TileLayer {
    /// The tile that means "there is no tile here; don't ask again" (the SDK's `kGMSTileLayerNoTile`);
    /// answer it by identity.
    public nonisolated static let noTile = Image(bitmap: Bitmap(width: 1, height: 1)!, scale: 1)

    /// The map the layer is drawn on; setting it adds the layer to that map (removing it from any other),
    /// nil removes it. Tiles answered for another map are not kept.
    public var map: MapView? {
        get { owner }
        set {
            if newValue === owner { return }
            owner?.detachTileLayer(self)
            newValue?.attachTileLayer(self)
        }
    }
    /// Drawing order among tile layers and overlays (R31): higher is drawn above. Markers are always
    /// above. Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { owner?.tileLayerOrderDidChange() } } }
    /// The edge of the tiles, in pixels, the layer prefers to show them at (the SDK's `tileSize`): tiles
    /// are asked at the zoom level where a tile covers about this many pixels of the screen. Default 256;
    /// 512 for tiles made for a 2× screen. Values below 16 or above 4096 are clamped, with a warning.
    /// A tile of another size is drawn scaled to its place, with one warning per layer (D130).
    public var tileSize: Int {
        get { storedTileSize }
        set {
            let clamped = min(max(newValue, 16), 4096)
            if clamped != newValue { Diagnostics.warn("TileLayer.tileSize \(newValue) is out of 16…4096; using \(clamped)") }
            guard clamped != storedTileSize else { return }
            storedTileSize = clamped
            owner?.setNeedsDisplay()
        }
    }
    /// Opacity of the whole layer, 0…1 (clamped; NaN keeps the old value, with a warning). Default 1.
    public var opacity: Float {
        get { storedOpacity }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warn("TileLayer.opacity is NaN; kept \(storedOpacity)")
                return
            }
            storedOpacity = min(max(newValue, 0), 1)
            owner?.setNeedsDisplay()
        }
    }
    /// Whether a newly answered tile fades in (D131): over ``fadeDuration`` seconds of the host's clock
    /// in a window's frames; ``MapView/snapshot()`` draws every tile at its final opacity. Default true.
    public var fadeIn = true

    /// How long a tile takes to fade in, seconds of the host's clock (``fadeIn``).
    public static let fadeDuration: TimeInterval = 0.25

    /// The most bytes of tile pixels the layer keeps (4 bytes a pixel); the least recently drawn tiles
    /// go first, and are asked for again when they come back into view. Default 32 MiB; at least 1 MiB.
    public var cacheByteLimit: Int {
        get { cache.byteLimit }
        set { cache.byteLimit = max(newValue, 1 << 20); cache.trim() }
    }

    /// A layer with no map; subclasses override ``requestTileFor(x:y:zoom:receiver:)``.
    public init() {
        resetRequests()
    }

    /// Asked for the tile at (x, y) of zoom level `zoom` (the SDK's `requestTileForX:y:zoom:receiver:`),
    /// on the main thread, once per tile until it is answered. Answer through `receiver`, now or later,
    /// from any thread. The default answers ``noTile``: override it.
    open func requestTileFor(x: UInt, y: UInt, zoom: UInt, receiver: any TileReceiver) {
        receiver.receiveTileWith(x: x, y: y, zoom: zoom, image: TileLayer.noTile)
    }

    /// Forgets every tile, answered or asked, so that every tile is asked for again (the SDK's
    /// `clearTileCache`). Answers to earlier requests that arrive later are dropped.
    public func clearTileCache() {
        cache.removeAll()
        resetRequests()
        owner?.setNeedsDisplay()
    }

    // MARK: Internal state

    weak var owner: MapView?
    private var storedTileSize = 256
    private var storedOpacity: Float = 1
    /// The answered tiles, bounded in bytes.
    var cache = TileCache()
    /// Where answers arrive; a new one per ``clearTileCache()`` and per map, so late answers to old
    /// requests are dropped.
    var inbox = TileInbox()
    /// The tiles asked and not answered, oldest first (at most ``pendingLimit``).
    var pending: [TileLayerKey: UInt64] = [:]
    var requestSerial: UInt64 = 0
    /// The tiles answered nil: not asked again while they stay in view.
    var transient: Set<TileLayerKey> = []
    /// The tiles of the coming frame: unwrapped column, row, and the key of the tile drawn there.
    var visible: [(column: Int, row: Int, key: TileLayerKey)] = []
    /// Whether the "wrong size" warning was given (once per layer, D130).
    var reportedSize = false
    /// Whether some tile was still fading in the last drawn frame.
    var isFading = false

    /// The most requests waiting for an answer; beyond it the oldest is forgotten (D128).
    static let pendingLimit = 1024
    /// The most tiles drawn in a frame, nearest the camera's target first.
    static let frameTileLimit = 256

    func resetRequests() {
        pending = [:]
        transient = []
        inbox = TileInbox { [weak self] in
            Task { @MainActor in self?.answersArrived() }
        }
    }

    /// Answers came from another thread: take them and draw them at the next frame.
    func answersArrived() {
        if takeAnswers() { owner?.setNeedsDisplay() }
    }
}

/// What a tile layer answers its requests through (the SDK's `GMSTileReceiver`). Safe to call from any
/// thread; answers to tiles that were not asked, or asked before ``TileLayer/clearTileCache()``, are
/// dropped.
public protocol TileReceiver: Sendable {
    /// Delivers the tile at (x, y, zoom): an image, ``TileLayer/noTile`` (none here, don't ask again) or
    /// nil (nothing for now; asked again when the tile comes back into view).
    func receiveTileWith(x: UInt, y: UInt, zoom: UInt, image: Image?)
}
