import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The ground of north-up, flat views drawn tile by tile and kept (VT14): each 256-point tile of the
/// camera's whole zoom is drawn once — every fill, line and circle layer of the style — into a bitmap
/// of its own, and frames that show it again (a pan, a new centre at the same zoom) copy it to whole
/// pixels instead of stroking its paths again. Labels are placed and drawn on top of every frame as
/// before, so they still keep clear of the window and the markers (BM11).
///
/// Used only where copying gives the same picture as drawing: bearing 0, tilt 0, a whole zoom (tiles
/// a whole number of pixels wide). Bounded by ``byteLimit`` (least recently used tiles go first).
struct TileRasterCache {
    struct Key: Hashable {
        let tile: TileKey
        let scale: CGFloat
    }

    /// The most bytes of tile bitmaps kept. Default 64 MiB.
    var byteLimit = 64 * 1024 * 1024
    private var entries = LRUCache<Key, Bitmap>(capacity: 1)
    private var entryScale: CGFloat = 0
    /// Tiles brought into this cache so far, drawn here or taken from ``SharedTileRasters`` (for tests
    /// and the benchmark).
    private(set) var drawnTiles = 0

    /// Bytes kept now.
    var byteCount: Int { entries.count * bytesPerTile(entryScale) }

    private func bytesPerTile(_ scale: CGFloat) -> Int {
        let side = Int((256 * scale).rounded())
        return max(1, side * side * 4)
    }

    /// The kept bitmap of `key`, if any.
    mutating func bitmap(for key: Key) -> Bitmap? {
        if key.scale != entryScale {
            entryScale = key.scale
            entries = LRUCache(capacity: max(4, byteLimit / bytesPerTile(key.scale)))
        }
        return entries.value(for: key)
    }

    /// A fresh, clear bitmap for a tile at `scale`.
    static func makeBitmap(scale: CGFloat) -> Bitmap? {
        let side = Int((256 * scale).rounded())
        return Bitmap(width: side, height: side)
    }

    /// Keeps `bitmap`, just drawn, for `key`.
    mutating func store(_ bitmap: Bitmap, for key: Key) {
        drawnTiles += 1
        entries.insert(bitmap, for: key)
    }

    /// Forgets every bitmap (and the capacity, worked out again from ``byteLimit`` at the next tile).
    mutating func removeAll() {
        entries = LRUCache(capacity: 1)
        entryScale = 0
    }

    /// Whether a view with this camera may be drawn from tile bitmaps: north up, flat, a whole zoom.
    static func applies(to camera: CameraPosition, scale: CGFloat) -> Bool {
        camera.bearing == 0 && camera.viewingAngle == 0 && camera.zoom == camera.zoom.rounded()
            && (256 * scale) == (256 * scale).rounded() && camera.zoom >= 0 && camera.zoom <= 22
    }
}
