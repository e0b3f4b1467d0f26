/// A cluster's ID: stable while the index lives and the cluster's items do not change.
///
/// An ID names a cluster of the index that returned it. After an update, clusters whose items
/// did not change keep their IDs; the others get new ones and lookups of the old IDs return nil.
/// An index that rebuilt itself (see ``PointClusterIndex/update(inserting:removing:)``) starts a
/// new generation, and lookups of every older ID return nil.
public struct ClusterID: Hashable, Sendable, Comparable, CustomStringConvertible {
    let generation: UInt32
    let node: Int32

    init(generation: UInt32, node: Int32) {
        self.generation = generation
        self.node = node
    }

    /// The ID as one integer (generation in the high 32 bits, node number in the low 32 bits).
    public var rawValue: Int64 { Int64(generation) << 32 | Int64(UInt32(bitPattern: node)) }

    /// Rebuilds an ID from ``rawValue``.
    public init(rawValue: Int64) {
        generation = UInt32(truncatingIfNeeded: rawValue >> 32)
        node = Int32(truncatingIfNeeded: rawValue)
    }

    /// Orders by ``rawValue``.
    public static func < (lhs: ClusterID, rhs: ClusterID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "cluster g.n".
    public var description: String { "cluster \(generation).\(node)" }
}
