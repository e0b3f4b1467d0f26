import GoogleMapsCompat
import PointClustering

/// The library's point on a quad tree's plane.
public struct GQTPoint: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The library's axis-aligned rectangle on a quad tree's plane (bounds included): PointClustering's
/// own rectangle, which has the library's fields and initializer.
public typealias GQTBounds = QuadTreeBounds

/// The library's quad-tree item: an object with a point.
@MainActor
public protocol GQTPointQuadTreeItem: AnyObject {
    /// Where the item is on the tree's plane.
    func point() -> GQTPoint
}

/// The library's point quad tree: objects by point within fixed bounds, searched by rectangle.
/// PointClustering's `PointQuadTree` underneath (buckets of 32, depth ≤ 24; our own code).
@MainActor
public final class GQTPointQuadTree {
    private var tree: PointQuadTree<Int>
    private var items: [Int: GQTPointQuadTreeItem] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 0

    /// An empty tree covering `bounds`; items outside them are refused.
    public init(bounds: GQTBounds) {
        tree = PointQuadTree(bounds: bounds)
    }

    /// Adds `item`; false when its point is outside the bounds (or not finite) or it is already in.
    @discardableResult
    public func add(_ item: GQTPointQuadTreeItem) -> Bool {
        let key = ObjectIdentifier(item)
        guard ids[key] == nil else { return false }
        let p = item.point()
        guard p.x.isFinite, p.y.isFinite, tree.add(nextID, x: p.x, y: p.y) else { return false }
        ids[key] = nextID
        items[nextID] = item
        nextID += 1
        return true
    }

    /// Removes `item` (at the point it was added with); false when it is not in the tree.
    @discardableResult
    public func remove(_ item: GQTPointQuadTreeItem) -> Bool {
        let key = ObjectIdentifier(item)
        guard let id = ids[key] else { return false }
        let p = item.point()
        guard tree.remove(id, x: p.x, y: p.y) else { return false }
        ids[key] = nil
        items[id] = nil
        return true
    }

    /// Removes every item.
    public func clear() {
        tree.clear()
        items.removeAll()
        ids.removeAll()
    }

    /// The items whose points lie in `bounds` (edges included), in no set order.
    public func search(withBounds bounds: GQTBounds) -> [GQTPointQuadTreeItem] {
        tree.search(in: bounds)
            .compactMap { items[$0] }
    }

    /// The number of items.
    public func count() -> UInt { UInt(tree.count) }
}
