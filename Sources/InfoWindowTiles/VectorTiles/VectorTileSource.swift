import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Street-level maps from vector tiles: an `.mbtiles` or `.pmtiles` file of Mapbox Vector Tiles
/// (OpenMapTiles schema, as tilemaker, planetiler or OpenMapTiles make them), drawn with a MapLibre
/// style.
///
/// ```swift
/// mapView.basemap = try VectorTileSource(path: "helsinki.pmtiles")                 // default style
/// mapView.basemap = try VectorTileSource(path: "city.mbtiles", style: try MapStyle(contentsOf: url))
/// mapView.basemap = try VectorTileSource.helsinki()                                 // bundled sample
/// ```
///
/// The file is opened and checked at once (a ``VectorTileError`` names the file and the problem);
/// tiles are read, inflated and decoded as the map needs them and kept in a cache of at most
/// ``cacheByteLimit`` bytes. Beyond the file's deepest zoom its tiles are scaled up (to zoom 22 and
/// beyond); a missing or damaged tile is drawn from the nearest lower zoom (a damaged one is warned
/// about once). Labels keep clear of each other, of the open info window and of the marker icons
/// (BM11). The attribution comes from the file's metadata.
public final class VectorTileSource: TileSource {
    /// The file, as given.
    public let path: String
    /// The style the tiles are drawn with (before ``googleStyle``).
    public let style: MapStyle
    /// A Google map style applied over ``style`` (``MapStyle/applying(_:)``); nil for none. Setting it
    /// keeps the decoded tiles and redraws with the new look. A ``MapView`` sets it on its sources to
    /// its own ``googleStyle`` when it draws.
    public var googleStyle: GoogleMapStyle? {
        didSet { if googleStyle != oldValue { restyle() } }
    }
    /// Whether the layers of the `building` source layer are drawn. Default true; a ``MapView`` sets it
    /// to its `showsBuildings` when it draws.
    public var drawsBuildings = true {
        didSet { if drawsBuildings != oldValue { restyle() } }
    }
    /// The language labels are drawn in where the tiles carry it (`name:xx`, ``MapStyle/labelLanguage(_:)``
    /// tags), else the local name (D98). Default nil: the style's own choice. Setting it keeps the
    /// decoded tiles. A ``MapView`` sets it on its sources to its own ``labelLanguage`` when it draws.
    public var labelLanguage: String? {
        didSet { if labelLanguage != oldValue { restyle() } }
    }
    /// ``style`` with ``googleStyle`` applied, the buildings left out when they are off and the labels in
    /// ``labelLanguage``: what is drawn.
    private(set) var drawnStyle: MapStyle
    /// The tile set's name from its metadata, if any.
    public let name: String?
    /// The shallowest zoom with tiles.
    public let minimumZoom: Int
    /// The deepest zoom with tiles; deeper views scale its tiles up.
    public let maximumZoom: Int

    /// The deepest tile zoom read.
    nonisolated static let deepestTileZoom = 22

    private let credit: String?
    /// The metadata's attribution as plain text; nil when the file has none.
    public override var attribution: String? { credit }

    let archive: SharedArchive
    var cache: VectorTileCache
    /// Tiles known to be absent (bounded), and damaged tiles, warned about once each.
    var absent = Set<TileKey>()
    var damaged = Set<TileKey>()
    /// Tiles brought into this source's cache so far, read and decoded from the file or taken from the
    /// process's ``DecodedTileStore`` (for tests and the benchmark).
    private(set) var decodeCount = 0
    /// The file as the ``DecodedTileStore`` and ``SharedTileRasters`` know it; nil: nothing of it is shared.
    let sharedFile: String?
    /// Drawing state kept between frames: scratch buffers, rendered labels, the last frame's labels.
    var renderer = VectorTileRenderer()

    /// The most bytes of decoded tiles kept in memory. Default 64 MiB; at least one tile is kept.
    public var cacheByteLimit: Int {
        get { cache.byteLimit }
        set { cache.byteLimit = max(1, newValue) }
    }

    /// The bytes of decoded tiles kept in memory now.
    public var cachedBytes: Int { cache.byteCount }

    /// The most bytes of drawn tile bitmaps kept for north-up, flat views at a whole zoom, which then copy
    /// the ground instead of drawing it again (docs/basemap.md, VT14). Default 64 MiB; 0 draws every
    /// frame's ground from the tiles' paths.
    public var tileBitmapByteLimit: Int {
        get { renderer.rasters.byteLimit }
        set {
            renderer.rasters.byteLimit = max(0, newValue)
            renderer.rasters.removeAll()
        }
    }

    /// How many threads draw a frame's ground at once, each a band of its rows (docs/basemap.md, VT15).
    /// Default: the processor count, at most 4; 1 draws on the calling thread only. The pixels do not
    /// depend on it. Labels, markers and windows are drawn on the calling thread either way.
    public var drawingThreads: Int = min(4, ProcessInfo.processInfo.activeProcessorCount) {
        didSet { drawingThreads = min(max(1, drawingThreads), 64) }
    }

    /// The bytes of drawn tile bitmaps kept now.
    public var tileBitmapBytes: Int { renderer.rasters.byteCount }

    /// Opens the vector tiles at `path` (MBTiles or PMTiles, told apart by their first bytes), drawn with
    /// `style` (default ``MapStyle/openMapTiles``). Throws ``VectorTileError`` for the file and
    /// ``MapStyleError`` should the bundled style be missing.
    public init(path: String, style: MapStyle? = nil) throws {
        self.path = path
        archive = try SharedArchives.shared.open(path)
        self.style = try style ?? MapStyle.openMapTiles
        drawnStyle = self.style
        minimumZoom = archive.zoomRange.lowerBound
        maximumZoom = archive.zoomRange.upperBound
        name = archive.metadata.name
        credit = archive.metadata.attribution
        cache = VectorTileCache(byteLimit: 64 * 1024 * 1024)
        sharedFile = DecodedTileStore.identity(of: path)
        super.init()
    }

    /// Works out ``drawnStyle`` again and forgets what the old one made of the tiles (their feature
    /// selections and the kept tile bitmaps); the decoded tiles stay.
    private func restyle() {
        drawnStyle = DrawnStyles.shared.style(style, google: googleStyle, buildings: drawsBuildings, language: labelLanguage)
        cache.forgetSelections()
        renderer.rasters.removeAll()
    }

    /// The bundled tiles of central Helsinki (OpenStreetMap, zoom 0–14), as MBTiles or, with `pmtiles`,
    /// as PMTiles; drawn with `style` (default ``MapStyle/openMapTiles``).
    public static func helsinki(pmtiles: Bool = false, style: MapStyle? = nil) throws -> VectorTileSource {
        guard let url = bundledHelsinkiURL(pmtiles: pmtiles) else {
            throw VectorTileError(.missingFile, path: "helsinki.\(pmtiles ? "pmtiles" : "mbtiles")",
                                  problem: "the bundled tiles are missing from the package's resources",
                                  fix: "ship the InfoWindowKit_InfoWindowTiles.resources folder beside the program")
        }
        return try VectorTileSource(path: url.path, style: style)
    }

    /// Where the bundled Helsinki tiles are.
    static func bundledHelsinkiURL(pmtiles: Bool) -> URL? {
        Bundle.module.url(forResource: "helsinki", withExtension: pmtiles ? "pmtiles" : "mbtiles", subdirectory: "Data/osm")
    }

    /// A vector source clips its own ground, band by band (VT15), and its labels.
    package override var clipsToCoverageItself: Bool { true }

    /// The bounds the file declares (MBTiles `bounds`, the PMTiles header), or nil when it declares none
    /// or they hold the whole Web Mercator world.
    public override var coverage: CoordinateBounds? {
        guard let declared = archive.metadata.bounds,
              declared.0.isFinite, declared.1.isFinite, declared.2.isFinite, declared.3.isFinite, declared.1 < declared.3 else { return nil }
        // To a millionth of a degree (11 cm), as MBTiles metadata writes bounds: the same tiles as PMTiles
        // (whose header keeps ten-millionths) then cover the same area, to the pixel (VT1).
        func micro(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
        let (west, south, east, north) = (micro(declared.0), micro(declared.1), micro(declared.2), micro(declared.3))
        if west <= -180 && east >= 180 && south <= -WebMercator.maximumLatitude && north >= WebMercator.maximumLatitude {
            return nil
        }
        return CoordinateBounds(southWest: Coordinate(latitude: max(south, -90), longitude: west),
                                northEast: Coordinate(latitude: min(north, 90), longitude: east))
    }

    package override var labelsAvoidIcons: Bool { true }

    package override func drawGround(_ frame: GroundFrame, in canvas: Canvas) {
        renderer.draw(frame, source: self, in: canvas)
    }

    /// The decoded tile `key` (XYZ), from the cache or the file; nil when the file has no such tile.
    /// Throws ``VectorTileError`` when the tile is damaged.
    func preparedTile(_ key: TileKey) throws(VectorTileError) -> PreparedTile? {
        if let cached = cache.tile(for: key) { return cached }
        guard key.zoom >= 0, key.zoom <= Self.deepestTileZoom, key.x >= 0, key.y >= 0, key.x < 1 << key.zoom,
              key.y < 1 << key.zoom, !absent.contains(key) else { return nil }
        let sharedKey = sharedFile.map { DecodedTileStore.Key(file: $0, tile: key) }
        if let sharedKey, let decoded = DecodedTileStore.shared.tile(sharedKey) {
            decodeCount += 1
            let tile = PreparedTile(key: key, tile: decoded)
            cache.insert(tile)
            return tile
        }
        guard let stored = try archive.storedTile(key) else {
            if absent.count >= 4096 { absent.removeAll() }
            absent.insert(key)
            return nil
        }
        let result = try VectorTileFiles.decode(stored, key: key, path: path,
                                                mustBeGzip: archive.tilesMustBeGzip)
        if result.droppedFeatures > 0 {
            let more = result.droppedFeatures > result.problems.count ? " (and \(result.droppedFeatures - result.problems.count) more)" : ""
            Diagnostics.warn("\(path): tile \(key): left out \(result.droppedFeatures) feature\(result.droppedFeatures == 1 ? "" : "s") that break the vector-tile rules: \(result.problems.joined(separator: "; "))\(more)")
        }
        if result.droppedFeatures == 0, let sharedKey { DecodedTileStore.shared.insert(result.tile, for: sharedKey) }
        decodeCount += 1
        let tile = PreparedTile(key: key, tile: result.tile)
        cache.insert(tile)
        return tile
    }

    /// The tile to draw for `key`: its own or the nearest lower zoom's that covers it (over-zoom), or nil.
    func resolvedTile(_ key: TileKey) -> PreparedTile? {
        var zoom = min(key.zoom, maximumZoom)
        while zoom >= minimumZoom {
            let shift = key.zoom - zoom
            let parent = TileKey(zoom: zoom, x: key.x >> shift, y: key.y >> shift)
            if !damaged.contains(parent) {
                do {
                    if let tile = try preparedTile(parent) { return tile }
                } catch {
                    damaged.insert(parent)
                    Diagnostics.warn("\(error) (drawn from a lower zoom, if any)")
                }
            }
            zoom -= 1
        }
        return nil
    }
}
