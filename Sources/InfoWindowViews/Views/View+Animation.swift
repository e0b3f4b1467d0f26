import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's block animations (R27): changes of ``View/frame``, ``View/bounds``, ``View/center``,
/// ``View/alpha`` and ``View/backgroundColor`` made inside the `animations` block animate on the clock of
/// the host that shows the view; `completion` runs once, when the last of them ends.
extension View {
    /// UIKit's `UIView.AnimationOptions`: the curve, repetition and start of a block animation. The raw
    /// values are UIKit's.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted; layout is not animated here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted; touches reach animating views always (hit-testing uses model values).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value drawn now, not from the old model value, when the property is animating.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever (the completion runs only if a newer animation replaces it).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The same speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options name.
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xf {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay` seconds, with
    /// `options`; `completion` runs once when they end (`true`) or are replaced (`false`). A duration of
    /// zero or less, or not finite (warned), applies the changes at once; the completion then runs at
    /// the next step of a host's clock, as it does when the block changes nothing animatable.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let animates = duration.isFinite && duration > 0
        if !duration.isFinite {
            Diagnostics.warn("View.animate(withDuration: \(duration)) is not finite; the changes apply at once")
        }
        var wait = delay
        if !delay.isFinite || delay < 0 {
            if !delay.isFinite { Diagnostics.warn("View.animate delay \(delay) is not finite; used 0") }
            wait = 0
        }
        let context = animates ? ViewAnimationContext(
            duration: duration, delay: wait, curve: options.curve, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), beginsFromCurrentState: options.contains(.beginFromCurrentState),
            group: group) : nil
        ViewAnimationContext.run(context, animations)
        group.seal()
    }

    /// Animates the changes `animations` makes over `duration` seconds (ease in and out); `completion`
    /// runs once when they end.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds (ease in and out).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's spring animation. The spring is approximated by an ease-out curve of the same duration
    /// (`dampingRatio` and `velocity` are accepted and not used).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        var spring = options
        spring.remove(.curveLinear)
        spring.insert(.curveEaseOut)
        animate(withDuration: duration, delay: delay, options: spring, animations: animations, completion: completion)
    }

    /// Applies the changes `actions` makes at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: @MainActor () -> Void) {
        ViewAnimationContext.run(nil, actions)
    }
}
