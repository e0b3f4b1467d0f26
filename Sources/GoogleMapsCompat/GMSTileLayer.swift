import Foundation
import InfoWindowKit

/// The SDK's tile layer: InfoWindowKit's ``/InfoWindowKit/TileLayer`` (subclass it and override
/// `requestTileFor(x:y:zoom:receiver:)`; `map`, `zIndex`, `tileSize`, `opacity`, `fadeIn`,
/// `clearTileCache()`).
public typealias GMSTileLayer = TileLayer

/// The SDK's synchronous tile layer: InfoWindowKit's ``/InfoWindowKit/SyncTileLayer`` (override
/// `tileFor(x:y:zoom:)`; called on the map's thread here, so snapshots hold its tiles).
public typealias GMSSyncTileLayer = SyncTileLayer

/// The SDK's URL tile layer: InfoWindowKit's ``/InfoWindowKit/URLTileLayer`` (`init(urlConstructor:)`,
/// `userAgent`): `file://` URLs are read; other URLs draw no tile, with one warning (no network here).
public typealias GMSURLTileLayer = URLTileLayer

/// The SDK's tile receiver: InfoWindowKit's ``/InfoWindowKit/TileReceiver``
/// (`receiveTileWith(x:y:zoom:image:)`, callable from any thread).
public typealias GMSTileReceiver = TileReceiver

/// The SDK's URL constructor of ``GMSURLTileLayer``: the URL of the tile at (x, y, zoom), or nil.
public typealias GMSTileURLConstructor = URLTileLayer.URLConstructor

/// The SDK's `kGMSTileLayerNoTile`: the tile that means "there is no tile here; don't ask again"
/// (``/InfoWindowKit/TileLayer/noTile``).
public let kGMSTileLayerNoTile: UIImage = TileLayer.noTile
