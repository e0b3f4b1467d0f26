import Foundation
import InfoWindowKit

/// Core Animation's timing function names (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve (a gentle ease).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's timing function: one of the named curves (custom control points are not supported:
/// `init(controlPoints:)` does not exist).
public final class CAMediaTimingFunction {
    /// The curve this function stands for.
    public let curve: AnimationCurve

    /// The named curve (`.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut`, `.default`; another name is
    /// linear).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = .default
        default: curve = .linear
        }
    }
}

/// Core Animation's animation: its duration and timing. Added to a map view's layer with
/// `mapView.layer.add(_:forKey:)` (``GMSMapLayer``), it animates a camera key on the map's clock.
public class CAAnimation {
    /// Seconds; 0 (the default) means Core Animation's 0.25.
    public var duration: CFTimeInterval = 0
    /// How the animation paces itself; nil (the default) is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Kept, as Core Animation's (an animation here is always removed when it ends).
    public var isRemovedOnCompletion = true

    /// An animation with every default.
    public init() {}
}

/// Core Animation's animation of one key path.
public class CAPropertyAnimation: CAAnimation {
    /// The key animated: for a map view's layer one of `kGMSLayerCamera…Key`.
    public var keyPath: String?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// Core Animation's animation from one value to another (numbers: `Double`, `Float`, `CGFloat`, `Int`,
/// `NSNumber`).
public final class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts; nil starts from the value on screen.
    public var fromValue: Any?
    /// Where it ends; nil ends at the layer's model value (plus `byValue`).
    public var toValue: Any?
    /// How far it goes, when `toValue` is nil.
    public var byValue: Any?
}

/// Core Animation's animation through several values (numbers), evenly spaced or at `keyTimes`.
public final class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through, in order.
    public var values: [Any]?
    /// When each value is reached, fractions of the duration rising from 0 to 1; nil spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// The pacing of each stretch between two values; nil uses ``CAAnimation/timingFunction`` (or linear)
    /// for every stretch. Only the first is used for all stretches here.
    public var timingFunctions: [CAMediaTimingFunction]?
}

extension CAAnimation {
    /// A number from one of Core Animation's boxed values; nil for anything else.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
