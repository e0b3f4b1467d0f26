import Foundation
import InfoWindowCore

/// Why a visual format string was refused: what was expected and where (D109).
public struct VisualFormatError: Error, Sendable, CustomStringConvertible {
    /// The format string.
    public let format: String
    /// Where reading stopped: a character offset into ``format``.
    public let position: Int
    /// What was wrong there.
    public let reason: String

    /// UIKit's layout: the reason, the format, and a caret under the position.
    public var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}

extension LayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``: aligning every view of the
    /// format by one attribute across the format's direction (UIKit's `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines (the bottom edges here, D100).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines (the top edges here, D100).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Lay out leading to trailing (the only direction here).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lay out left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lay out right to left: not supported (D100); taken as left to right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        var alignment: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }

    /// UIKit's visual format language (`H:|-[label]-8-[button(>=80@750)]-|`): the constraints a line of
    /// views says, inactive, to activate. Connections: `-` is 8 points between views and 20 to the
    /// superview's edge (UIKit's standard spaces), `-N-` or `-(>=N@P)-` a spacing, none 0; sizes in
    /// parentheses after a view's name, relative to a number, a metric or another view. A format that
    /// does not parse is logged with the position of the error and gives no constraints (UIKit raises,
    /// D109); ``parseVisualFormat(_:options:metrics:views:)`` throws instead.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do {
            return try parseVisualFormat(format, options: options, metrics: metrics, views: views)
        } catch {
            Diagnostics.warn("[LayoutConstraints] \(error)")
            return []
        }
    }

    /// The constraints of a visual format string, or a ``VisualFormatError`` naming the position.
    public static func parseVisualFormat(_ format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                         views: [String: Any]) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return try parser.parse(options: options)
    }
}
