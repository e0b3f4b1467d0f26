import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// What a shape on a map must do beyond drawing: say what part of the world it covers, for the tap
/// index (D45), and take part in the map's bookkeeping.
@MainActor
protocol MapShape: Overlay, MapLayer {
    /// The map the shape is on (weak: the map holds its shapes).
    var owner: MapView? { get set }
    /// The unwrapped world box of what the shape draws, or nil when it draws nothing.
    var worldBox: OverlayIndex.Box? { get }
    /// How far beyond its drawn edge a tap still reaches the shape, in view points.
    var tapReach: Double { get }
}

extension MapShape {
    /// Takes the shape off its map, if any, and puts it on `map` (nothing when it is already there):
    /// what setting ``Overlay/map`` does.
    func move(to map: MapView?) {
        let current = owner
        if map === current { return }
        current?.detachOverlay(self)
        map?.attachOverlay(self)
    }
}

/// A map's shapes: the tap index, the frame every shape shares, scratch buffers for cutting geometry.
/// One per map, a reference the shapes reach through their map.
@MainActor
final class OverlayStore: LayerHitIndex {
    /// The shapes on the map, by the number of their addition (also their id in the index).
    private(set) var shapes: [Int: any MapShape] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 0
    private(set) var index = OverlayIndex()
    /// The largest ``MapShape/tapReach`` of a tappable shape, for index queries.
    private var reach = OverlayHitTest.fingerRadius
    private var current: OverlayFrame?
    private var batches: [PolylineBatch] = []
    private var clipper = HalfPlaneClipper()
    private var world: [(Double, Double)] = []
    /// False draws every vertex (tests compare that with the simplified picture, D40).
    var simplifies = true { didSet { current = nil } }

    var count: Int { shapes.count }

    // MARK: Membership

    func add(_ shape: any MapShape) {
        let id = nextID
        nextID += 1
        shapes[id] = shape
        ids[ObjectIdentifier(shape)] = id
        update(shape)
    }

    func remove(_ shape: any MapShape) {
        guard let id = ids.removeValue(forKey: ObjectIdentifier(shape)) else { return }
        shapes[id] = nil
        index.remove(id)
    }

    /// Takes every shape out and returns them.
    func removeAll() -> [any MapShape] {
        let all = shapes.keys.sorted().compactMap { shapes[$0] }
        shapes = [:]
        ids = [:]
        index = OverlayIndex()
        reach = OverlayHitTest.fingerRadius
        return all
    }

    /// Files the shape again after its geometry or tappability changed.
    func update(_ shape: any MapShape) {
        guard let id = ids[ObjectIdentifier(shape)] else { return }
        if shape.isTappable, let box = shape.worldBox {
            index.set(id, box: box)
            reach = max(reach, shape.tapReach)
        } else {
            index.remove(id)
        }
    }

    /// The order of addition of `shape` on this map.
    func id(of shape: any MapShape) -> Int? { ids[ObjectIdentifier(shape)] }

    // MARK: LayerHitIndex

    func candidates(at point: CGPoint, projection: Projection) -> [any MapLayer] {
        guard index.count > 0 else { return [] }
        let box = projection.worldBounds(of: CGRect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach))
        let center = projection.world(for: point)
        let rx = max(center.x - box.minX, box.maxX - center.x), ry = max(center.y - box.minY, box.maxY - center.y)
        var found: [any MapLayer] = []
        index.query(x: center.x, y: center.y, rx: rx, ry: ry) { id in
            if let shape = shapes[id] { found.append(shape) }
        }
        return found
    }

    // MARK: The frame

    /// The frame shared by every shape drawn with `frame`.
    func frame(for frame: LayerFrame) -> OverlayFrame {
        self.frame(for: frame.projection, scale: frame.scale)
    }

    /// The frame of `projection` at `scale`: the one already made when nothing changed.
    func frame(for projection: Projection, scale: CGFloat) -> OverlayFrame {
        let key = OverlayFrame.Key(camera: projection.camera, size: projection.size, padding: projection.padding, scale: scale)
        if let current, current.key == key { return current }
        let made = OverlayFrame(projection: projection, scale: scale, simplifies: simplifies)
        current = made
        return made
    }

    /// The projector of `frame` keeping `margin` points around the view (kept with the current frame).
    func projector(margin: Double, of frame: OverlayFrame) -> OverlayProjector {
        guard var shared = current, shared.key == frame.key else {
            var copy = frame
            return copy.projector(margin: margin)
        }
        let projector = shared.projector(margin: margin)
        current = shared
        return projector
    }

    // MARK: Scratch

    /// An empty batch from the pool (give it back with ``returnBatch(_:)``).
    func takeBatch() -> PolylineBatch { batches.popLast() ?? PolylineBatch() }

    func returnBatch(_ batch: PolylineBatch) {
        var batch = batch
        batch.removeAll()
        if batches.count < 64 { batches.append(batch) }
    }

    /// Adds the visible pieces of the line through `path`'s vertices `indices`, moved `shift` worlds
    /// east and projected, to `batch`.
    func clip(_ path: ShapePath, indices: [Int32], shift: Double, geodesic: Bool, curveTolerance: Double,
              projector: OverlayProjector, into batch: inout PolylineBatch) {
        if geodesic {
            world.removeAll(keepingCapacity: true)
            path.appendDrawnPoints(indices: indices, shift: shift, geodesic: true, tolerance: curveTolerance,
                                   projector: projector, into: &world)
            clipper.addLine(world, projector: projector, to: &batch)
            return
        }
        Self.clipStraight(path, indices: indices, shift: shift, projector: projector, clipper: &clipper, into: &batch)
    }

    /// ``clip(_:indices:shift:geodesic:curveTolerance:projector:into:)`` for a straight path. Not isolated:
    /// closures formed on the main actor and handed to the standard library check their executor each
    /// time they run, which was a tenth of a polyline's drawing.
    nonisolated private static func clipStraight(_ path: ShapePath, indices: [Int32], shift: Double, projector: OverlayProjector,
                                                 clipper: inout HalfPlaneClipper, into batch: inout PolylineBatch) {
        path.xs.withUnsafeBufferPointer { xs in
            path.ys.withUnsafeBufferPointer { ys in
                clipper.addLine(xs: xs, ys: ys, indices: indices.lazy.map { Int($0) }, shift: shift, projector: projector,
                                to: &batch)
            }
        }
    }

    /// Adds the ring through `path`'s vertices `indices` (closed), moved and cut as ``clip(_:indices:shift:geodesic:curveTolerance:projector:into:)``.
    func clipRing(_ path: ShapePath, indices: [Int32], shift: Double, geodesic: Bool, curveTolerance: Double,
                  projector: OverlayProjector, into batch: inout PolylineBatch) {
        world.removeAll(keepingCapacity: true)
        path.appendDrawnPoints(indices: indices, shift: shift, geodesic: geodesic, tolerance: curveTolerance,
                               projector: projector, into: &world)
        clipper.addRing(world, projector: projector, to: &batch)
    }
}
