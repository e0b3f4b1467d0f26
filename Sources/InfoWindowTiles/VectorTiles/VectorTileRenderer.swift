import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Draws one frame of a ``VectorTileSource``: picks the tiles, then draws the style's layers in order,
/// each layer from every tile in one Cairo path per paint value, then places and draws the labels.
struct VectorTileRenderer {
    /// Points beyond the view's edges that geometry is still drawn to, so strokes end off screen.
    static let margin = 8.0
    /// The most tiles one frame draws; a view that needs more (far under tilt) takes a lower zoom.
    static let maximumTiles = 48

    var clipper = PlaneClipper()
    var labels = VectorLabeler()

    /// The style zoom of a camera zoom: MapLibre's zooms count 512-pixel tiles, the map's 256-point ones
    /// (VT2). A camera below zoom 1 shows the world smaller than MapLibre ever does; the style is read as
    /// at its smallest zoom, 0 (no layer of a style starts below it).
    static func styleZoom(cameraZoom: Double) -> Double { max(cameraZoom - 1, 0) }

    /// The north-up ground drawn tile by tile, kept between frames (VT14).
    var rasters = TileRasterCache()

    package mutating func draw(_ frame: GroundFrame, source: VectorTileSource, in canvas: Canvas) {
        let zoom = Self.styleZoom(cameraZoom: frame.projection.camera.zoom)
        let placements = self.placements(frame, source: source, styleZoom: zoom)
        let symbolLayers = source.drawnStyle.layers.filter { $0.kind == .symbol && $0.isVisible(atZoom: zoom) }
        if !(rasters.byteLimit > 0 && TileRasterCache.applies(to: frame.projection.camera, scale: canvas.scale)
             && drawFromRasters(frame, source: source, styleZoom: zoom, canvas: canvas)) {
            drawLayers(zoom: zoom, placements: placements, source: source, canvas: canvas, clip: frame.coverageClip)
        }
        labels.draw(symbolLayers, zoom: zoom, frame: frame, placements: placements, source: source, canvas: canvas)
    }

    /// Every layer but the symbols, from `placements`, in the style's order: recorded, then drawn in
    /// bands on ``VectorTileSource/drawingThreads`` threads (VT15). `tileBounds` is the kept tile bitmap
    /// being drawn (VT14), if that is what `canvas` is.
    private mutating func drawLayers(zoom: Double, placements: [TilePlacement], source: VectorTileSource, canvas: Canvas,
                                     backgroundOnly: Bool = false, tileBounds: CGRect? = nil, clip: [CGPoint]? = nil) {
        // A clip goes first among the commands (not on the canvas), so that every band applies it (VT15).
        var commands: [GroundCommand] = clip.map { [.clip($0)] } ?? []
        for layer in source.drawnStyle.layers where layer.isVisible(atZoom: zoom) {
            switch layer.properties {
            case .background(let paint):
                let context = StyleContext(zoom: zoom)
                let color = paint.color.value(context)
                commands.append(.paint(color.withAlphaComponent(color.alpha * paint.opacity.value(context))))
            case .fill(let paint) where !backgroundOnly:
                drawFills(layer, paint, zoom: zoom, placements: placements, source: source, into: &commands)
            case .line(let layout, let paint) where !backgroundOnly:
                drawLines(layer, layout, paint, zoom: zoom, placements: placements, source: source, into: &commands)
            case .circle(let paint) where !backgroundOnly:
                drawCircles(layer, paint, zoom: zoom, placements: placements, source: source, tileBounds: tileBounds, into: &commands)
            default: break
            }
        }
        canvas.draw(commands, threads: source.drawingThreads)
    }

    /// VT14: the ground from kept 256-point tile bitmaps of the camera's whole zoom, each drawn (every
    /// layer but the symbols) the first time it is shown and copied to whole pixels after. False when the
    /// tiles cannot stand in for the frame (the file's shallowest zoom lies below the view's data zoom).
    private mutating func drawFromRasters(_ frame: GroundFrame, source: VectorTileSource, styleZoom: Double,
                                          canvas: Canvas) -> Bool {
        let projection = frame.projection
        let zoom = Int(projection.camera.zoom)
        let dataZoom = min(max(Int(styleZoom.rounded(.down)), source.minimumZoom), source.maximumZoom)
        guard dataZoom <= zoom else { return false }
        let world = projection.worldBounds(of: frame.bounds)
        guard world.minX.isFinite, world.maxX.isFinite, world.minY.isFinite, world.maxY.isFinite else { return false }
        let n = Double(1 << zoom), count = 1 << zoom
        let x0 = Int((world.minX * n).rounded(.down)), x1 = Int((world.maxX * n).rounded(.down))
        let y0 = max(0, Int((world.minY * n).rounded(.down))), y1 = min(count - 1, Int((world.maxY * n).rounded(.down)))
        guard x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= 400 else { return false }
        // The coverage clips the ground only; the labels, drawn after, are placed by their middles.
        canvas.save()
        defer { canvas.restore() }
        if let clip = frame.coverageClip { canvas.clip(to: Path(polygon: clip)) }
        drawLayers(zoom: styleZoom, placements: [], source: source, canvas: canvas, backgroundOnly: true)
        let side = CGSize(width: 256, height: 256)
        for ty in y0...y1 {
            for tx in x0...x1 {
                let wrapped = ((tx % count) + count) % count
                let key = TileRasterCache.Key(tile: TileKey(zoom: zoom, x: wrapped, y: ty), scale: canvas.scale)
                var kept = rasters.bitmap(for: key)
                if kept == nil, let file = source.sharedFile,
                   let shared = SharedTileRasters.shared.bitmap(file: file, style: source.drawnStyle, tile: key) {
                    rasters.store(shared, for: key)
                    kept = shared
                }
                if kept == nil, let fresh = TileRasterCache.makeBitmap(scale: canvas.scale) {
                    drawTile(key.tile, dataZoom: dataZoom, styleZoom: styleZoom, source: source, into: fresh, scale: canvas.scale)
                    rasters.store(fresh, for: key)
                    if let file = source.sharedFile {
                        SharedTileRasters.shared.store(fresh, file: file, style: source.drawnStyle, tile: key)
                    }
                    kept = fresh
                }
                guard let bitmap = kept else { continue }
                // From the tile's middle, unwrapped: the view is north-up and flat here (TileRasterCache.applies),
                // so a world copy east or west lies a whole world width away (the projection's own
                // point(forWorld:) would put every copy on the one nearest the camera).
                let middle = CGPoint(x: projection.center.x + ((Double(tx) + 0.5) / n - projection.target.x) * projection.worldSize,
                                     y: projection.center.y + ((Double(ty) + 0.5) / n - projection.target.y) * projection.worldSize)
                let corner = CGPoint(x: middle.x - side.width / 2, y: middle.y - side.height / 2)
                canvas.draw(bitmap, in: CGRect(origin: canvas.pixelAligned(corner), size: side), smooth: false)
            }
        }
        return true
    }

    /// Draws the 256-point tile `key` (every layer but the symbols) from the data tile of `dataZoom`
    /// that covers it, through a view that is exactly that tile.
    private mutating func drawTile(_ key: TileKey, dataZoom: Int, styleZoom: Double, source: VectorTileSource,
                                   into bitmap: Bitmap, scale: CGFloat) {
        let n = Double(1 << key.zoom)
        let centre = WebMercator.unproject(MercatorPoint(x: (Double(key.x) + 0.5) / n, y: (Double(key.y) + 0.5) / n))
        let projection = Projection(camera: CameraPosition(target: centre, zoom: Double(key.zoom)), size: CGSize(width: 256, height: 256))
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        let shift = key.zoom - dataZoom
        var placements: [TilePlacement] = []
        if let tile = source.resolvedTile(TileKey(zoom: dataZoom, x: key.x >> shift, y: key.y >> shift)),
           let placement = TilePlacement(tile: tile, wanted: key, column: key.x, extent: tile.tile.layers.first?.extent ?? 4096,
                                         projection: projection, margin: Self.margin) {
            placements.append(placement)
        }
        let bounds = CGRect(x: 0, y: 0, width: 256, height: 256)
        canvas.clip(to: bounds)
        drawLayers(zoom: styleZoom, placements: placements, source: source, canvas: canvas, tileBounds: bounds)
        _ = canvas.finish()
    }

    /// The tiles the view shows, each placed (VT2, VT3).
    func placements(_ frame: GroundFrame, source: VectorTileSource, styleZoom: Double) -> [TilePlacement] {
        let projection = frame.projection
        let margin = Self.margin
        // Only the tiles over the source's coverage, when it covers part of the view.
        var area = frame.bounds
        if let clip = frame.coverageClip {
            let box: CGRect = Path(polygon: clip).boundingBox
            area = box.intersection(frame.bounds)
        }
        guard !area.isNull else { return [] }
        let grown = area.insetBy(dx: -margin, dy: -margin)
        let world = projection.worldBounds(of: grown)
        guard world.minX.isFinite, world.maxX.isFinite, world.minY.isFinite, world.maxY.isFinite else { return [] }
        var z = min(max(Int(styleZoom.rounded(.down)), source.minimumZoom), source.maximumZoom)
        while true {
            let n = Double(1 << z)
            let x0 = Int(max((world.minX * n).rounded(.down), -4 * n)), x1 = Int(min((world.maxX * n).rounded(.down), 4 * n))
            let y0 = Int(max((world.minY * n).rounded(.down), 0)), y1 = Int(min((world.maxY * n).rounded(.down), n - 1))
            guard x1 >= x0, y1 >= y0 else { return [] }
            if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maximumTiles * 4 && z > source.minimumZoom { z -= 1; continue }
            var result: [TilePlacement] = []
            let count = 1 << z
            for ty in y0...y1 {
                for tx in x0...x1 {
                    let wanted = TileKey(zoom: z, x: ((tx % count) + count) % count, y: ty)
                    guard let tile = source.resolvedTile(wanted) else { continue }
                    let extent = tile.tile.layers.first?.extent ?? 4096
                    guard let placement = TilePlacement(tile: tile, wanted: wanted, column: tx, extent: extent,
                                                        projection: projection, margin: margin) else { continue }
                    result.append(placement)
                }
            }
            if result.count > Self.maximumTiles && z > source.minimumZoom { z -= 1; continue }
            return result
        }
    }

    /// Each placement's features that `layer` draws, with the tile layer.
    private func selections(_ layer: StyleLayer, zoom: Double, placements: [TilePlacement],
                            source: VectorTileSource) -> [(TilePlacement, VectorTileLayer, [Int32])] {
        placements.compactMap { placement in
            guard let (tileLayer, features) = placement.tile.selection(for: layer, zoom: zoom, cache: &source.cache) else { return nil }
            return (placement, tileLayer, features)
        }
    }

    /// What a fill layer's features are grouped by: one path each.
    private struct FillKey: Hashable { var color: Color; var outline: Color? }

    private mutating func drawFills(_ layer: StyleLayer, _ style: FillPaint, zoom: Double, placements: [TilePlacement],
                                    source: VectorTileSource, into commands: inout [GroundCommand]) {
        var batches: [FillKey: (fill: PolylineBatch, outline: PolylineBatch)] = [:]
        func paint(_ context: StyleContext) -> FillKey {
            let color = style.color.value(context)
            let opacity = style.opacity.value(context)
            let outline = style.outlineColor.map { $0.valueIfSet(context) ?? color }
            return FillKey(color: color.withAlphaComponent(color.alpha * opacity),
                           outline: outline.map { $0.withAlphaComponent($0.alpha * opacity) })
        }
        // Worked out once for the layer unless a property reads the feature.
        let shared = style.readsFeature ? nil : paint(StyleContext(zoom: zoom))
        for (placement, tileLayer, features) in selections(layer, zoom: zoom, placements: placements, source: source) {
            var context = StyleContext(zoom: zoom, layer: tileLayer)
            for index in features {
                let feature = tileLayer.features[Int(index)]
                guard feature.kind == .polygon, let planes = placement.planes(for: feature.box) else { continue }
                context.feature = feature
                let key = shared ?? paint(context)
                // Mutated in place: a copy taken out of the dictionary would copy its points each time.
                clipper.addRings(of: feature, placement: placement, planes: planes, to: &batches[key, default: (PolylineBatch(), PolylineBatch())].fill)
                if key.outline != nil {
                    clipper.addLines(of: feature, placement: placement, planes: planes, closed: true,
                                     to: &batches[key, default: (PolylineBatch(), PolylineBatch())].outline)
                }
            }
        }
        for (key, entry) in batches.sorted(by: { $0.key.color.description < $1.key.color.description }) {
            if !entry.fill.isEmpty { commands.append(.fill(GroundParts(entry.fill), key.color)) }
            if let outline = key.outline, !entry.outline.isEmpty {
                commands.append(.stroke(GroundParts(entry.outline), outline, width: 1, cap: .butt, join: .bevel, dash: []))
            }
        }
    }

    /// What a line layer's features are grouped by: one path each.
    private struct LineKey: Hashable {
        var color: Color
        var width: Double
        var dash: [Double]
    }

    private mutating func drawLines(_ layer: StyleLayer, _ layout: LineLayout, _ style: LinePaint, zoom: Double,
                                    placements: [TilePlacement], source: VectorTileSource, into commands: inout [GroundCommand]) {
        let zoomContext = StyleContext(zoom: zoom)
        let cap = layout.cap.value(zoomContext).lineCap
        let join = layout.join.value(zoomContext).lineJoin
        func paint(_ context: StyleContext) -> LineKey {
            let color = style.color.value(context)
            let opacity = style.opacity.value(context)
            let width = max(0, style.width.value(context))
            var dash = style.dashes.value(context).lengths.map { max($0, 0) * max(width, 1) }
            if dash.count % 2 == 1 { dash += dash }
            // No gaps (or no dashes) is a solid line: Cairo would still cut it into pieces.
            if stride(from: 1, to: dash.count, by: 2).allSatisfy({ dash[$0] == 0 }) || dash.allSatisfy({ $0 == 0 }) { dash = [] }
            return LineKey(color: color.withAlphaComponent(color.alpha * opacity), width: width, dash: dash)
        }
        // Worked out once for the layer unless a property reads the feature.
        let shared = style.readsFeature ? nil : paint(zoomContext)
        var batches: [LineKey: PolylineBatch] = [:]
        for (placement, tileLayer, features) in selections(layer, zoom: zoom, placements: placements, source: source) {
            var context = StyleContext(zoom: zoom, layer: tileLayer)
            for index in features {
                let feature = tileLayer.features[Int(index)]
                guard feature.kind != .point, let planes = placement.planes(for: feature.box) else { continue }
                context.feature = feature
                let key = shared ?? paint(context)
                guard key.width > 0, key.color.alpha > 0 else { continue }
                clipper.addLines(of: feature, placement: placement, planes: planes, closed: feature.kind == .polygon,
                                 to: &batches[key, default: PolylineBatch()])
            }
        }
        for (key, batch) in batches.sorted(by: { ($0.key.width, $0.key.color.description) < ($1.key.width, $1.key.color.description) }) {
            if !batch.isEmpty { commands.append(.stroke(GroundParts(batch), key.color, width: key.width, cap: cap, join: join, dash: key.dash)) }
        }
    }

    /// The circles of `layer`, each point drawn from the one tile whose square holds it; in a kept tile
    /// bitmap (`tileBounds`), also those of the neighbouring squares whose disc reaches into it, as the
    /// neighbouring bitmap is drawn on its own.
    private func drawCircles(_ layer: StyleLayer, _ style: CirclePaint, zoom: Double, placements: [TilePlacement],
                             source: VectorTileSource, tileBounds: CGRect?, into commands: inout [GroundCommand]) {
        struct CircleKey: Hashable { var color: Color; var radius: Double; var stroke: Color; var strokeWidth: Double }
        var groups: [CircleKey: [CGPoint]] = [:]
        for (placement, tileLayer, features) in selections(layer, zoom: zoom, placements: placements, source: source) {
            var context = StyleContext(zoom: zoom, layer: tileLayer)
            for index in features {
                let feature = tileLayer.features[Int(index)]
                guard feature.kind == .point, let planes = placement.planes(for: feature.box) else { continue }
                context.feature = feature
                let opacity = style.opacity.value(context)
                let color = style.color.value(context)
                let stroke = style.strokeColor.value(context)
                let key = CircleKey(color: color.withAlphaComponent(color.alpha * opacity), radius: style.radius.value(context),
                                    stroke: stroke.withAlphaComponent(stroke.alpha * opacity), strokeWidth: style.strokeWidth.value(context))
                // The disc and its stroke, plus a pixel of antialiasing.
                let reach = key.radius + max(key.strokeWidth, 0) / 2 + 1
                for i in 0..<feature.pointCount {
                    let u = feature.coordinates[2 * i], v = feature.coordinates[2 * i + 1]
                    let own = placement.squareContains(u, v)
                    guard own || tileBounds != nil else { continue }
                    let g = placement.ground(u, v)
                    guard planes.allSatisfy({ $0.value(g.0, g.1) >= 0 }) else { continue }
                    let center = placement.projector.screen(g.0, g.1)
                    if !own, let tileBounds, !tileBounds.insetBy(dx: -reach, dy: -reach).contains(center) { continue }
                    groups[key, default: []].append(center)
                }
            }
        }
        // In a fixed order: where circles of different looks overlap, the same one is on top every time.
        for (key, centers) in groups.sorted(by: { ($0.key.radius, $0.key.color.description, $0.key.stroke.description, $0.key.strokeWidth)
                                                  < ($1.key.radius, $1.key.color.description, $1.key.stroke.description, $1.key.strokeWidth) }) {
            commands.append(.circles(centers, radius: key.radius, color: key.color, stroke: key.stroke, strokeWidth: key.strokeWidth))
        }
    }
}
