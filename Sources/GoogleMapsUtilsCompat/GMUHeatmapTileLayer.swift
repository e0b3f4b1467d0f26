import Foundation
import Synchronization
import GoogleMapsCompat

/// A tile layer that draws a heatmap of weighted points (the utility library's `GMUHeatmapTileLayer`).
///
/// Each point adds its intensity where it lies; the sum is smoothed over ``radius`` pixels and coloured by
/// ``gradient``, the brightest colour reached at the densest spot of the zoom (estimated between
/// ``minimumZoomIntensity`` and ``maximumZoomIntensity``, as the library does). Defaults as the library's:
/// radius 20, opacity 0.7, 512-pixel tiles, intensity zooms 5…10, the green-to-red `GMUGradient.default`.
///
/// Tiles are computed off the main thread (D187) and drawn when they arrive; ``waitForTiles()`` waits for
/// the tiles asked so far (then a snapshot shows them). Unlike the library, which reads its properties
/// when `map` is set, a change of any property on a layer already on a map applies at once: the layer
/// forgets its tiles and they are computed again (D185).
@MainActor
open class GMUHeatmapTileLayer: GMSSyncTileLayer {
    /// The points (their intensities, D186): points with a position or intensity that is not finite, or
    /// a negative intensity, are left out with one warning per assignment.
    public var weightedData: [GMUWeightedLatLng] = [] {
        didSet {
            let bad = weightedData.filter { !Self.isUsable($0) }.count
            if bad > 0 {
                Diagnostics.warn("GMUHeatmapTileLayer.weightedData: \(bad) of \(weightedData.count) points left out (a position or intensity that is not finite, or a negative intensity); give finite positions and intensities of 0 or more")
            }
            dataChanged()
        }
    }
    /// The smoothing radius in pixels of a tile (default 20; the library advises at most 50, as the cost
    /// grows with it). Values below 1 or above 256 are clamped, with a warning.
    public var radius: UInt = 20 {
        didSet {
            let clamped = min(max(radius, 1), 256)
            if clamped != radius {
                Diagnostics.warn("GMUHeatmapTileLayer.radius \(radius) is out of 1…256; using \(clamped)")
                radius = clamped
            }
            dataChanged()
        }
    }
    /// How intensities become colours (default `GMUGradient.default`).
    public var gradient: GMUGradient = .default { didSet { dataChanged() } }
    /// The lowest zoom whose densest spot is measured; lower zooms use its value (default 5).
    public var minimumZoomIntensity: UInt = 5 { didSet { dataChanged() } }
    /// The highest zoom whose densest spot is measured; higher zooms use its value (default 10).
    public var maximumZoomIntensity: UInt = 10 { didSet { dataChanged() } }

    /// A heatmap with no data and the library's defaults.
    public override init() {
        super.init()
        opacity = 0.7
        tileSize = 512
    }

    /// Computes the tile at once, on the calling thread (the library's `tileForX:y:zoom:`):
    /// `kGMSTileLayerNoTile` where no point is near.
    open override func tileFor(x: UInt, y: UInt, zoom: UInt) -> UIImage? {
        preparedJob().image(x: x, y: y, zoom: zoom)
    }

    /// Asks for the tile off the main thread (D187); the answer arrives through `receiver`.
    open override func requestTileFor(x: UInt, y: UInt, zoom: UInt, receiver: any GMSTileReceiver) {
        let job = preparedJob()
        inFlight += 1
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let image = job.image(x: x, y: y, zoom: zoom)
            receiver.receiveTileWith(x: x, y: y, zoom: zoom, image: image)
            Task { @MainActor in self?.tileFinished() }
        }
    }

    /// Returns when every tile asked so far has been computed and handed to the map (beyond the library):
    /// the next frame or the map's `snapshot()` draws them.
    public func waitForTiles() async {
        while inFlight > 0 {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// How many tiles are being computed.
    public var tilesInProgress: Int { inFlight }

    // MARK: Internal

    private var inFlight = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var job: HeatmapJob?

    private func tileFinished() {
        inFlight -= 1
        guard inFlight == 0 else { return }
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    private func dataChanged() {
        job = nil
        if map != nil { clearTileCache() }
    }

    private static func isUsable(_ point: GMUWeightedLatLng) -> Bool {
        point.intensity.isFinite && point.intensity >= 0 && point.coordinate.latitude.isFinite
            && point.coordinate.longitude.isFinite
    }

    /// The immutable copy tiles are computed from, made when a tile is first asked after a change.
    func preparedJob() -> HeatmapJob {
        if let job, job.tileSize == tileSize { return job }
        let points = weightedData.compactMap { point -> (x: Double, y: Double, weight: Float)? in
            guard Self.isUsable(point) else { return nil }
            let p = point.point()
            return ((p.x + 1) / 2, (1 - p.y) / 2, point.intensity)
        }
        let made = HeatmapJob(points: points, radius: Int(radius), tileSize: tileSize, colors: gradient.premultipliedTable(),
                              zooms: (Int(min(minimumZoomIntensity, 22)), Int(min(maximumZoomIntensity, 22))))
        job = made
        return made
    }
}

/// A layer's data at one moment, shared by the threads computing its tiles; the raster (sorted points,
/// the zoom table) is built by the first tile that needs it.
final class HeatmapJob: Sendable {
    let tileSize: Int
    private let build: @Sendable () -> HeatmapRaster
    private let built = Mutex<HeatmapRaster?>(nil)

    init(points: [(x: Double, y: Double, weight: Float)], radius: Int, tileSize: Int, colors: [UInt32], zooms: (Int, Int)) {
        self.tileSize = tileSize
        let copy = points.map { HeatmapPoint(x: $0.x, y: $0.y, weight: $0.weight) }
        build = {
            HeatmapRaster(points: copy.map { ($0.x, $0.y, $0.weight) }, radius: radius, tileSize: tileSize, colors: colors,
                          minimumZoomIntensity: zooms.0, maximumZoomIntensity: zooms.1)
        }
    }

    var raster: HeatmapRaster {
        built.withLock { stored in
            if let stored { return stored }
            let made = build()
            stored = made
            return made
        }
    }

    /// The tile's image, `kGMSTileLayerNoTile` where no point is near.
    func image(x: UInt, y: UInt, zoom: UInt) -> UIImage {
        let raster = self.raster
        guard let pixels = raster.pixels(x: Int(x), y: Int(y), zoom: Int(zoom)) else { return kGMSTileLayerNoTile }
        let size = raster.tileSize
        return pixels.withUnsafeBytes { bytes in
            UIImage(premultipliedARGB: bytes, width: size, height: size, bytesPerRow: size * 4)
        } ?? kGMSTileLayerNoTile
    }
}

/// One point of a ``HeatmapJob`` (a Sendable value).
struct HeatmapPoint: Sendable {
    var x: Double, y: Double, weight: Float
}
