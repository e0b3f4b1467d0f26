import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// A tile layer in the stack: before each frame it works out the tiles in view, asks for the ones it
/// has not got, takes the answers that came; then it draws what it has (D127–D132).
extension TileLayer: MapLayer {
    package var slot: LayerSlot { .overlays }

    /// The zoom level tiles are asked at: where a tile of ``tileSize`` pixels covers about as many pixels
    /// of the screen (the camera's zoom, moved by log2(256 · scale / tileSize), rounded; 0…30) (D127).
    func tileZoom(cameraZoom: Double, scale: CGFloat) -> Int {
        let z = cameraZoom + log2(256 * Double(scale) / Double(tileSize))
        guard z.isFinite else { return 0 }
        return min(max(Int(z.rounded()), 0), 30)
    }

    package func prepare(_ frame: LayerFrame) {
        guard let owner else { visible = []; return }
        cache.frame &+= 1
        let store = owner.overlayStore
        let projector = store.projector(margin: 0, of: store.frame(for: frame))
        let zoom = tileZoom(cameraZoom: frame.projection.camera.zoom, scale: frame.scale)
        let n = 1 << zoom
        let size = Double(n)
        let rows = max(Int((projector.cullMinY * size).rounded(.down)), 0)...min(Int((projector.cullMaxY * size).rounded(.up)) - 1, n - 1)
        // A view showing the horizon spans a vast box: at most three worlds of columns.
        let target = WebMercator.project(frame.projection.camera.target)
        let tx = target.x * size
        let firstColumn = max(Int((projector.cullMinX * size).rounded(.down)), Int(tx) - 3 * n / 2 - 1)
        let lastColumn = min(Int((projector.cullMaxX * size).rounded(.up)) - 1, Int(tx) + 3 * n / 2 + 1)
        var wanted: [(column: Int, row: Int, key: TileLayerKey, distance: Double)] = []
        if !rows.isEmpty, firstColumn <= lastColumn {
            let ty = target.y * size
            for row in rows {
                for column in firstColumn...lastColumn {
                    let x = ((column % n) + n) % n
                    let dx = Double(column) + 0.5 - tx, dy = Double(row) + 0.5 - ty
                    wanted.append((column, row, TileLayerKey(x: UInt(x), y: UInt(row), zoom: UInt(zoom)), dx * dx + dy * dy))
                }
            }
        }
        if wanted.count > TileLayer.frameTileLimit {
            wanted.sort { $0.distance < $1.distance }
            wanted.removeLast(wanted.count - TileLayer.frameTileLimit)
        }
        visible = wanted.map { ($0.column, $0.row, $0.key) }
        let keys = Set(visible.map(\.key))
        transient.formIntersection(keys)
        var seen: Set<TileLayerKey> = []
        for (_, _, key) in visible where seen.insert(key).inserted {
            if cache[key] != nil {
                cache.touch(key)
            } else if pending[key] == nil, !transient.contains(key) {
                request(key)
            }
        }
        takeAnswers()
        cache.trim()
    }

    private func request(_ key: TileLayerKey) {
        if pending.count >= TileLayer.pendingLimit, let oldest = pending.min(by: { $0.value < $1.value })?.key {
            pending[oldest] = nil
            inbox.forget(oldest)
        }
        requestSerial += 1
        pending[key] = requestSerial
        inbox.expect(key)
        requestTileFor(x: key.x, y: key.y, zoom: key.zoom, receiver: inbox)
    }

    /// Files the answers that arrived; true when there were some.
    @discardableResult
    func takeAnswers() -> Bool {
        let answers = inbox.take()
        let now = owner?.currentTime ?? 0
        for (key, image) in answers {
            pending[key] = nil
            guard let image else {
                transient.insert(key)
                continue
            }
            if image === TileLayer.noTile {
                cache.insert(nil, for: key, arrival: now)
                continue
            }
            let scale = max(image.scale, 1)
            let bitmap = image.bitmap(forScale: scale)
            if bitmap.width != tileSize || bitmap.height != tileSize, !reportedSize {
                reportedSize = true
                Diagnostics.warn("\(type(of: self)): the tile at x \(key.x), y \(key.y), zoom \(key.zoom) is \(bitmap.width)×\(bitmap.height) pixels, not tileSize \(tileSize)×\(tileSize); drawn scaled to its place (said once per layer)")
            }
            cache.insert(bitmap, for: key, arrival: now)
        }
        return !answers.isEmpty
    }

    package func draw(_ frame: LayerFrame, in canvas: Canvas) {
        isFading = false
        guard let owner, opacity > 0, !visible.isEmpty else { return }
        let store = owner.overlayStore
        let projector = store.projector(margin: 4, of: store.frame(for: frame))
        let size = Double(1 << Int(visible[0].key.zoom))
        let fades = fadeIn && frame.fades
        let now = owner.currentTime
        // The tiles are one picture (issue 21/24, D191): each tile's pieces are filled unantialiased,
        // reaching exactly to the edges it shares with its neighbours, and only the outline of the block
        // of tiles in view is antialiased, once, as the group's clip. Clipping each tile to its own
        // antialiased outline left the pixels along a seam partly covered by both tiles, blended one
        // over the other: a line of another shade wherever translucent tiles meet, at any angle.
        let columns = visible.map(\.column), rows = visible.map(\.row)
        guard let firstColumn = columns.min(), let lastColumn = columns.max(), let firstRow = rows.min(), let lastRow = rows.max() else { return }
        let block = GroundOverlay.Placement(originX: Double(firstColumn) / size, originY: Double(firstRow) / size,
                                            eastX: Double(lastColumn + 1 - firstColumn) / size, eastY: 0,
                                            southX: 0, southY: Double(lastRow + 1 - firstRow) / size)
        var clipper = HalfPlaneClipper()
        var outline = PolylineBatch()
        clipper.addRing(block.corners, projector: projector, to: &outline)
        guard !outline.isEmpty else { return }
        canvas.beginClippedGroup(outline: outline.points)
        for tile in visible {
            guard let entry = cache[tile.key], let bitmap = entry.bitmap else { continue }
            var alpha = 1.0
            if fades {
                alpha = min(max((now - entry.arrival) / TileLayer.fadeDuration, 0), 1)
                if alpha < 1 { isFading = true }
                guard alpha > 0 else { continue }
            }
            let placement = GroundOverlay.Placement(originX: Double(tile.column) / size, originY: Double(tile.row) / size,
                                                    eastX: 1 / size, eastY: 0, southX: 0, southY: 1 / size)
            var mesh = PictureMesh(placement: placement, shift: 0, projector: projector,
                                   pixels: CGSize(width: bitmap.width, height: bitmap.height),
                                   tolerance: 0.25 / Double(canvas.scale))
            var tileOutline = PolylineBatch()
            clipper.addRing(placement.corners, projector: projector, to: &tileOutline)
            guard !tileOutline.isEmpty else { continue }
            // Past the block's outline only (its antialiased pixels need the tile under them whole).
            let overhang = mesh.overhang(outline: tileOutline.points, pixels: 2 / Double(canvas.scale))
            mesh.add(u0: tile.column == firstColumn ? -overhang : 0, v0: tile.row == firstRow ? -overhang : 0,
                     u1: tile.column == lastColumn ? 1 + overhang : 1, v1: tile.row == lastRow ? 1 + overhang : 1, depth: 0)
            canvas.drawPicture(bitmap, pieces: mesh.pieces, outline: [], opacity: alpha)
        }
        canvas.endClippedGroup(opacity: Double(opacity))
    }
}
