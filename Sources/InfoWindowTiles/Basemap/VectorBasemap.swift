import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The default basemap: a world map drawn from Natural Earth data that ships inside the package — no
/// network, no files to install.
///
/// Draws the ocean, land, lakes, rivers, coastlines, country borders and the names of populated
/// places, at any zoom, bearing and tilt. Detail follows the zoom: coarse outlines and only the large
/// cities (Natural Earth's 1:110m list) for the world, full detail (every vertex of the 1:10m data
/// around the British Isles, where the Thames shows at London zoom 10) when zoomed in. Names never
/// overlap each other, the open info window or the attribution.
///
/// The data (about 2.6 MB) is read the first time any map draws it and then shared by every map of
/// the process. Attribution: "© Natural Earth". Natural Earth is in the public domain; see
/// `Sources/InfoWindowTiles/Data/SOURCES.md` for where each layer came from.
public final class VectorBasemap: TileSource {
    /// "© Natural Earth".
    public override var attribution: String? { "© Natural Earth" }

    /// A vector basemap. Cheap: the bundled data is loaded once per process, on first draw.
    public override init() {
        super.init()
    }

    let style = VectorBasemapStyle()
    var batch = PolylineBatch()
    var clipper = GroundClipper()
    var labels = LabelImageCache()
    /// The labels placed in the last frame drawn (for tests).
    var lastPlacements: [PlaceLabeler.Placement] = []
    /// The obstacles the last frame's labels kept clear of (for tests).
    var lastObstacles: [CGRect] = []
    /// The marker icons the last frame's label text kept clear of (for tests).
    var lastIconObstacles: [CGRect] = []

    /// Points beyond the view's edges that geometry is still drawn to, so strokes end off screen.
    static let margin = 8.0
    /// World copies drawn at most on each side of the main one (the world is 256 pt wide at zoom 0).
    static let maximumCopies = 3

    private static let warnOnce: Void = {
        if case .failure(let error) = VectorBasemapData.shared {
            Diagnostics.warn("the vector basemap cannot be drawn: \(error)")
        }
    }()

    package override var labelsAvoidIcons: Bool { true }

    package override func drawGround(_ frame: GroundFrame, in canvas: Canvas) {
        guard case .success(let data) = VectorBasemapData.shared else {
            _ = Self.warnOnce
            return
        }
        let projection = frame.projection
        let zoom = projection.camera.zoom
        let projectors = Self.projectors(for: projection, quantum: data.quantum)
        guard let main = projectors.first else { return }
        // A level of detail is good to about a pixel one zoom past its own; tilt magnifies the near edge.
        let magnification = main.magnificationAtBottom(viewHeight: Double(frame.bounds.height))
        let detailZoom = zoom + log2(max(magnification, 1)) - 1

        // Ocean: the world's square (beyond its latitudes the map's background shows).
        batch.removeAll()
        let q = Int32(data.quantum)
        for projector in projectors {
            clipper.addRing([(0, 0), (q, 0), (q, q), (0, q)], projector: projector, to: &batch)
        }
        canvas.fill(batch, color: style.ocean)

        fill(.land, data: data, zoom: zoom, detailZoom: detailZoom, projectors: projectors, color: style.land, canvas: canvas)
        fill(.lakes, data: data, zoom: zoom, detailZoom: detailZoom, projectors: projectors, color: style.lake, canvas: canvas)
        if zoom >= style.coastlineMinimumZoom {
            stroke(.coastline, data: data, zoom: zoom, detailZoom: detailZoom, projectors: projectors,
                   color: style.coastline, width: style.coastlineWidth(zoom: zoom), canvas: canvas)
        }
        stroke(.rivers, data: data, zoom: zoom, detailZoom: detailZoom, projectors: projectors,
               color: style.river, width: style.riverWidth(zoom: zoom), canvas: canvas)
        stroke(.borders, data: data, zoom: zoom, detailZoom: detailZoom, projectors: projectors,
               color: style.borderColor(zoom: zoom), width: style.borderWidth(zoom: zoom), canvas: canvas)
        drawLabels(data: data, frame: frame, projectors: projectors, canvas: canvas)
    }

    /// One projector per world copy the view shows, the main copy first.
    static func projectors(for projection: Projection, quantum: Double) -> [GroundProjector] {
        let grown = CGRect(x: -margin, y: -margin, width: Double(projection.size.width) + 2 * margin,
                           height: Double(projection.size.height) + 2 * margin)
        let world = projection.worldBounds(of: grown)
        guard world.minX.isFinite, world.maxX.isFinite else { return [] }
        let limit = Double(maximumCopies)
        let first = Int(min(max(world.minX.rounded(.down), -limit), limit))
        let last = Int(min(max(world.maxX.rounded(.down), -limit), limit))
        guard first <= last else { return [] }
        let copies = [0] + (first...last).filter { $0 != 0 }
        return copies.map { GroundProjector(projection: projection, copy: $0, margin: margin, quantum: quantum) }
    }

    private func fill(_ layer: VectorBasemapData.LayerID, data: VectorBasemapData, zoom: Double, detailZoom: Double,
                      projectors: [GroundProjector], color: Color, canvas: Canvas) {
        guard let level = data.level(of: layer, zoom: detailZoom) else { return }
        batch.removeAll()
        forEachVisibleFeature(of: level, zoom: zoom, projectors: projectors) { feature, projector, clip in
            clipper.addRings(of: feature, in: level, projector: projector, clip: clip, to: &batch)
        }
        canvas.fill(batch, color: color)
    }

    private func stroke(_ layer: VectorBasemapData.LayerID, data: VectorBasemapData, zoom: Double, detailZoom: Double,
                        projectors: [GroundProjector], color: Color, width: CGFloat, canvas: Canvas) {
        guard let level = data.level(of: layer, zoom: detailZoom) else { return }
        batch.removeAll()
        forEachVisibleFeature(of: level, zoom: zoom, projectors: projectors) { feature, projector, clip in
            clipper.addLines(of: feature, in: level, projector: projector, clip: clip, to: &batch)
        }
        canvas.stroke(batch, color: color, lineWidth: width)
    }

    /// Calls `body` for each feature shown at `zoom` whose box reaches the drawn area of a copy, with
    /// whether it must be clipped.
    private func forEachVisibleFeature(of level: VectorBasemapData.Level, zoom: Double, projectors: [GroundProjector],
                                       _ body: (Int, GroundProjector, Bool) -> Void) {
        let minimumZoom = Float(zoom)
        level.boxes.withUnsafeBufferPointer { boxes in
            for projector in projectors {
                for feature in 0..<level.featureCount where level.minZooms[feature] <= minimumZoom {
                    let minX = boxes[4 * feature], minY = boxes[4 * feature + 1]
                    let maxX = boxes[4 * feature + 2], maxY = boxes[4 * feature + 3]
                    guard projector.mayShow(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { continue }
                    let inside = projector.contains(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
                    body(feature, projector, !inside)
                }
            }
        }
    }
}
