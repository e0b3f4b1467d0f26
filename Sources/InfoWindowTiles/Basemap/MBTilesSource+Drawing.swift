import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Choosing and drawing the tiles a frame shows.
extension MBTilesSource {
    /// The most tiles one frame draws; a view that would need more (far below the file's zooms) shows
    /// only the background.
    static let maximumTilesPerFrame = 400

    /// The tile zoom for a camera zoom: 256-pixel tiles shown at about their own size on the device,
    /// clamped to the file's zooms (beyond its maximum, the maximum's tiles are scaled up).
    func tileZoom(cameraZoom: Double, scale: CGFloat) -> Int {
        let wanted = Int((cameraZoom + log2(Double(scale))).rounded())
        return min(max(wanted, minimumZoom), maximumZoom)
    }

    /// The tile to draw for `key`: its own, or the part of the nearest lower zoom's tile that covers
    /// it. `source` is in the returned bitmap's pixels.
    func resolvedTile(_ key: TileKey) -> (bitmap: Bitmap, source: CGRect)? {
        var zoom = key.zoom
        while zoom >= minimumZoom {
            let shift = key.zoom - zoom
            let parent = TileKey(zoom: zoom, x: key.x >> shift, y: key.y >> shift)
            if let bitmap = loadForDrawing(parent) {
                let parts = CGFloat(1 << shift)
                let w = CGFloat(bitmap.width) / parts, h = CGFloat(bitmap.height) / parts
                let sx = CGFloat(key.x - (parent.x << shift)), sy = CGFloat(key.y - (parent.y << shift))
                return (bitmap, CGRect(x: sx * w, y: sy * h, width: w, height: h))
            }
            zoom -= 1
        }
        return nil
    }

    /// The decoded tile, or nil when it is absent or damaged (warned about once).
    private func loadForDrawing(_ key: TileKey) -> Bitmap? {
        guard !damaged.contains(key) else { return nil }
        do {
            return try bitmap(for: key)
        } catch {
            damaged.insert(key)
            Diagnostics.warn("\(error) (drawn as missing)")
            return nil
        }
    }

    /// Draws the tiles under the view, each from the cache, the file or a lower zoom.
    func drawTiles(_ frame: GroundFrame, in canvas: Canvas) {
        let projection = frame.projection
        let zoom = tileZoom(cameraZoom: projection.camera.zoom, scale: frame.scale)
        let n = 1 << zoom
        let margin = 2.0
        let grown = frame.bounds.insetBy(dx: -margin, dy: -margin)
        let world = projection.worldBounds(of: grown)
        // Tile numbers of the area, kept within a few world copies (and Int32) whatever the camera.
        func column(_ v: Double) -> Int { Int(min(max((v * Double(n)).rounded(.down), -4 * Double(n)), 4 * Double(n))) }
        func row(_ v: Double) -> Int { Int(min(max((v * Double(n)).rounded(.down), 0), Double(n - 1))) }
        guard world.minX.isFinite, world.maxX.isFinite, world.minY.isFinite, world.maxY.isFinite else { return }
        let x0 = column(world.minX), x1 = column(world.maxX)
        let y0 = row(world.minY), y1 = row(world.maxY)
        guard x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumTilesPerFrame else { return }
        // Tile corners are whole numbers in tile units, so the projector works in them directly.
        let projector = GroundProjector(projection: projection, copy: 0, margin: margin, quantum: Double(n))
        let tilted = projection.camera.viewingAngle > 0
        let aligned = !tilted && projection.camera.bearing == 0
        for ty in y0...y1 {
            for tx in x0...x1 {
                let wrapped = ((tx % n) + n) % n
                guard let tile = resolvedTile(TileKey(zoom: zoom, x: wrapped, y: ty)) else { continue }
                draw(tile, column: tx, row: ty, tilted: tilted, aligned: aligned, projector: projector, canvas: canvas)
            }
        }
    }

    /// The length on screen of the pieces a tilted tile is cut into, points.
    static let pieceSize = 24.0

    /// The most pieces a tile is cut into along each side under tilt.
    static let maximumPiecesPerSide = 32

    /// Draws one tile over its ground square. Under tilt it is cut into pieces about
    /// ``pieceSize`` points long on screen, each drawn affinely, so perspective bends the tile as a
    /// whole without visible kinks.
    private func draw(_ tile: (bitmap: Bitmap, source: CGRect), column: Int, row: Int, tilted: Bool, aligned: Bool,
                      projector: GroundProjector, canvas: Canvas) {
        // Ground offsets are affine in world coordinates: a corner and two edge vectors give them all.
        let origin = projector.ground(Int32(column), Int32(row))
        let east = projector.ground(Int32(column + 1), Int32(row))
        let south = projector.ground(Int32(column), Int32(row + 1))
        let ex = (east.0 - origin.0, east.1 - origin.1), ey = (south.0 - origin.0, south.1 - origin.1)
        func ground(_ u: Double, _ v: Double) -> (Double, Double) {
            (origin.0 + u * ex.0 + v * ey.0, origin.1 + u * ex.1 + v * ey.1)
        }
        var steps = 1
        let corners = [ground(0, 0), ground(1, 0), ground(0, 1), ground(1, 1)]
        for plane in projector.planes where corners.allSatisfy({ plane.value($0.0, $0.1) < 0 }) { return }
        if tilted {
            // Long enough to look straight: the longest on-screen edge of the tile, in pieces.
            let longest = corners.allSatisfy({ projector.isInFront($0.0, $0.1) })
                ? zip([0, 1, 3, 2], [1, 3, 2, 0]).map { a, b in
                    let p = projector.screen(corners[a].0, corners[a].1), q = projector.screen(corners[b].0, corners[b].1)
                    return Double(hypot(p.x - q.x, p.y - q.y))
                }.max() ?? 0
                : .infinity
            let pieces = longest / Self.pieceSize
            steps = pieces.isFinite ? min(max(Int(pieces.rounded(.up)), 2), Self.maximumPiecesPerSide) : Self.maximumPiecesPerSide
        }
        let sw = tile.source.width / CGFloat(steps), sh = tile.source.height / CGFloat(steps)
        let outset = aligned ? 0 : 0.5 / canvas.scale
        for j in 0..<steps {
            for i in 0..<steps {
                let u0 = Double(i) / Double(steps), u1 = Double(i + 1) / Double(steps)
                let v0 = Double(j) / Double(steps), v1 = Double(j + 1) / Double(steps)
                let g = [ground(u0, v0), ground(u1, v0), ground(u1, v1), ground(u0, v1)]
                // Pieces reaching behind the camera lie far outside the view: skip them.
                guard g.allSatisfy({ projector.isInFront($0.0, $0.1) }) else { continue }
                var p = g.map { projector.screen($0.0, $0.1) }
                if aligned { p = p.map { canvas.pixelAligned($0) } }
                let source = CGRect(x: tile.source.minX + CGFloat(i) * sw, y: tile.source.minY + CGFloat(j) * sh,
                                    width: sw, height: sh)
                canvas.draw(tile.bitmap, source: source, corners: p, outset: outset)
            }
        }
    }
}
