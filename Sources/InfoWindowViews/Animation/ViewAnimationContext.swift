import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The `View.animate` block running now, if any: the duration, delay, curve and options its changes
/// animate with, and the group whose completion waits for them.
@MainActor
struct ViewAnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: AnimationCurve
    let repeats: Bool
    let autoreverses: Bool
    let beginsFromCurrentState: Bool
    let group: AnimationGroup

    /// Innermost last; a nil entry is a `performWithoutAnimation` block.
    private static var stack: [ViewAnimationContext?] = []

    /// The context changes made now animate in; nil outside any block (or inside
    /// `performWithoutAnimation`).
    static var current: ViewAnimationContext? { stack.last ?? nil }

    /// Runs `body` with `context` (nil: without animation) as the current one.
    static func run(_ context: ViewAnimationContext?, _ body: @MainActor () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }
}
