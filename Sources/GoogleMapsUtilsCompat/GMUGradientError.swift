/// Why a ``GMUGradient`` cannot be made from the values given: what is wrong and how to fix it.
///
/// ``GMUGradient/init(validatingColors:startPoints:colorMapSize:)`` throws it; the library's
/// `init(colors:startPoints:colorMapSize:)`, which cannot throw, prints it as a warning and uses the
/// default gradient instead (D185).
public struct GMUGradientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of mistake.
    public enum Kind: Sendable, Equatable {
        /// No colours were given.
        case empty
        /// `colors` and `startPoints` have different lengths.
        case countMismatch
        /// A start point is smaller than the one before it.
        case unsorted
        /// A start point is outside 0…1 or not a number.
        case outOfRange
        /// `colorMapSize` is below 2.
        case mapTooSmall
    }

    /// The kind of mistake.
    public let kind: Kind
    /// One line: what is wrong, then the fix.
    public let message: String

    /// The message.
    public var description: String { "GMUGradient: \(message)" }
}
