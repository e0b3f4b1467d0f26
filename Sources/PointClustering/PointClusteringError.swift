/// Why a ``PointClusterIndex`` could not be built or updated. Each message names the offending
/// item or option and how to fix it.
public enum PointClusteringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Item number `index` (in the order given) has a NaN or infinite coordinate.
    case nonFiniteCoordinate(index: Int, longitude: Double, latitude: Double)
    /// Item number `index` has a weight that is not a finite number > 0.
    case invalidWeight(index: Int, weight: Double)
    /// Item number `index` repeats an item ID that another item (or the index) already has.
    case duplicateItemID(index: Int, id: Int)
    /// A removal names an item ID the index does not hold.
    case unknownItemID(id: Int)
    /// The column arrays given to the index have different lengths.
    case mismatchedColumns(name: String, count: Int, expected: Int)
    /// An option is out of range.
    case invalidOption(name: String, value: String, expected: String)
    /// More items than the index can number (2²⁸).
    case tooManyItems(count: Int)

    /// A sentence naming the problem and the fix.
    public var description: String {
        switch self {
        case let .nonFiniteCoordinate(index, longitude, latitude):
            return "item \(index): coordinate (longitude \(longitude), latitude \(latitude)) is not finite; "
                + "drop the item or give it real degrees"
        case let .invalidWeight(index, weight):
            return "item \(index): weight \(weight) must be a finite number > 0; use 1 for an unweighted item"
        case let .duplicateItemID(index, id):
            return "item \(index): item ID \(id) is already used; item IDs must be unique within an index"
        case let .unknownItemID(id):
            return "item ID \(id) is not in the index; remove only IDs that were added"
        case let .mismatchedColumns(name, count, expected):
            return "column '\(name)' has \(count) values but there are \(expected) longitudes; give one value per item"
        case let .invalidOption(name, value, expected):
            return "option \(name) = \(value) is out of range; expected \(expected)"
        case let .tooManyItems(count):
            return "\(count) items is more than the index can hold (268435456); split the data set"
        }
    }
}
