import Foundation
import InfoWindowCore

/// UIKit's `UIView.AutoresizingMask`: which parts of a view's frame stretch when its superview's size
/// changes. The raw values are UIKit's.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`, so `view.autoresizingMask = .flexibleWidth` reads as on iOS.
    public typealias AutoresizingMask = InfoWindowViews.AutoresizingMask

    /// The superview's size changed from `oldSize`: each subview with an ``autoresizingMask`` takes its
    /// share of the change (D111). Inside `View.animate` the new frames animate with it. A subview laid
    /// out by constraints (`translatesAutoresizingMaskIntoConstraints` false) is left to them, as in
    /// UIKit, which ignores its mask (R35).
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let (x, width) = Self.share(start: f.minX, length: f.width, in: oldSize.width, becoming: newSize.width,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                   mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(start: f.minY, length: f.height, in: oldSize.height, becoming: newSize.height,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                    mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != f { subview.frame = resized }
        }
    }

    /// One axis of UIKit's autoresizing (D111): the change of the superview's extent is shared by the
    /// flexible parts (leading margin, length, trailing margin) in proportion to their sizes before,
    /// equally when those add up to nothing. The length never goes below zero.
    package static func share(start: CGFloat, length: CGFloat, in old: CGFloat, becoming new: CGFloat,
                              flexible: (leading: Bool, length: Bool, trailing: Bool)) -> (start: CGFloat, length: CGFloat) {
        let delta = new - old
        guard delta != 0, delta.isFinite, flexible.leading || flexible.length || flexible.trailing else {
            return (start, length)
        }
        let parts = [flexible.leading ? start : 0, flexible.length ? length : 0,
                     flexible.trailing ? old - start - length : 0].map { max($0, 0) }
        let count = CGFloat([flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count)
        let total = parts.reduce(0, +)
        func portion(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * parts[index] / total : delta / count
        }
        let newStart = start + portion(0, flexible.leading)
        let newLength = max(0, length + portion(1, flexible.length))
        return (newStart, newLength)
    }
}
