import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A tile layer whose tiles are image files named by URL (the SDK's `GMSURLTileLayer`): the URL
/// constructor names the tile at (x, y, zoom), or returns nil for none.
///
/// There is no network here (D133): a `file://` URL is read (PNG or JPEG) when the tile is asked; any
/// other URL draws no tile, with one warning per layer naming the URL — unless ``offlineMirror`` names a
/// folder, where `https://HOST/PATH` is read from `FOLDER/HOST/PATH` (D134). A file that is missing or
/// does not decode draws no tile, with one warning per layer naming the file, x, y and zoom, and is not
/// asked again until ``TileLayer/clearTileCache()``.
@MainActor
open class URLTileLayer: SyncTileLayer {
    /// The URL of the tile at (x, y, zoom), or nil for no tile there.
    public typealias URLConstructor = (_ x: UInt, _ y: UInt, _ zoom: UInt) -> URL?

    /// A folder holding copies of remote tiles (**beyond the SDK**, D134): a non-file URL
    /// `SCHEME://HOST/PATH` is read from `offlineMirror/HOST/PATH`; nil (the default) draws no remote
    /// tile. For apps that ship or pre-fetch their tiles, and for running the SDK's samples offline.
    public static var offlineMirror: URL?

    /// Names each tile's file.
    public let urlConstructor: URLConstructor
    /// The `User-Agent` the SDK sends with its requests; kept, never sent (there is no network). Default nil.
    public var userAgent: String?

    private var reportedScheme = false
    private var reportedFile = false

    /// A layer whose tiles are the files `urlConstructor` names (the SDK's `init(urlConstructor:)`).
    public init(urlConstructor: @escaping URLConstructor) {
        self.urlConstructor = urlConstructor
        super.init()
    }

    /// Reads the tile's file: the image, or ``TileLayer/noTile`` when there is none.
    open override func tileFor(x: UInt, y: UInt, zoom: UInt) -> Image? {
        guard let given = urlConstructor(x, y, zoom) else { return TileLayer.noTile }
        let url = URLTileLayer.local(given) ?? given
        guard url.isFileURL else {
            if !reportedScheme {
                reportedScheme = true
                Diagnostics.warn("URLTileLayer: \(url.absoluteString) is not a file:// URL and there is no network here; its tiles are not drawn (said once per layer)")
            }
            return TileLayer.noTile
        }
        do {
            return try Image.load(contentsOfFile: url.path)
        } catch {
            if !reportedFile {
                reportedFile = true
                Diagnostics.warn("URLTileLayer: the tile at x \(x), y \(y), zoom \(zoom) (\(url.path)) could not be read: \(error); no tile is drawn there (said once per layer)")
            }
            return TileLayer.noTile
        }
    }

    /// The mirrored copy of a remote URL, when ``offlineMirror`` is set and the URL has a host.
    static func local(_ url: URL) -> URL? {
        guard !url.isFileURL, let mirror = offlineMirror, let host = url.host, !host.isEmpty,
              !url.path.split(separator: "/").contains("..") else { return nil }
        return mirror.appendingPathComponent(host).appendingPathComponent(url.path)
    }
}
