import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// How a marker appears when it is placed on a map: the SDK's `GMSMarkerAnimation`.
public enum MarkerAnimation: Hashable, Sendable {
    /// At once.
    case none
    /// Grows from nothing about its ground anchor, a little past its size and back (0.3 s).
    case pop
    /// Fades in (0.25 s).
    case fadeIn
}

/// A marker's animations (R27): `position`, `rotation` and `opacity` inside a ``Transaction``, the
/// appear animation, and the frames of an animated icon, all on its map's clock.
extension Marker: AnimationTarget {
    /// How long `.pop` runs, seconds.
    static let popDuration: TimeInterval = 0.3
    /// How long `.fadeIn` runs, seconds.
    static let fadeInDuration: TimeInterval = 0.25

    package var animationHost: AnimationHost? { owner }

    /// A model value changed: animate the drawn value from `from` when a transaction asks for it, else
    /// show the new value now (ending a running animation of the property, unfinished).
    func animatedPropertyDidChange(_ property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue) {
        if let transaction = Transaction.currentAnimation(), from != to {
            start(PropertyAnimation(property: property, from: from, to: to, start: Animator.startTime(for: self),
                                    delay: 0, duration: transaction.duration, timing: .curve(.default),
                                    repeats: false, autoreverses: false, group: transaction.group))
        } else if extras?.animations.animation(property) != nil {
            mutateAnimations { $0.cancel(property) }
        }
    }

    /// Plays the appear animation, if any: called when the marker is added to a map.
    func playAppearAnimation() {
        switch appearAnimation {
        case .none:
            return
        case .pop:
            start(PropertyAnimation(property: .appearScale, from: .number(0), to: .number(1), start: owner?.currentTime,
                                    delay: 0, duration: Self.popDuration, timing: .pop, repeats: false,
                                    autoreverses: false, group: nil))
        case .fadeIn:
            start(PropertyAnimation(property: .appearAlpha, from: .number(0), to: .number(1), start: owner?.currentTime,
                                    delay: 0, duration: Self.fadeInDuration, timing: .curve(.easeOut),
                                    repeats: false, autoreverses: false, group: nil))
        }
    }

    /// Ends every animation at its model value (unfinished), as when the marker leaves its map.
    func finishAnimationsAtModelValues() {
        guard isAnimating else { return }
        mutateAnimations { set in
            for property in [AnimatedProperty.position, .rotation, .opacity, .appearScale, .appearAlpha] { set.cancel(property) }
        }
    }

    package func stepAnimations(to time: TimeInterval) -> Bool {
        var animating = false
        if isAnimating {
            let before = drawnPosition
            var changed: [AnimatedProperty] = []
            mutateAnimations { changed = $0.step(to: time) }
            if !changed.isEmpty {
                if changed.contains(.position) { owner?.markerDidMove(self, from: before) }
                owner?.markerAppearanceDidChange(self)
            }
            animating = isAnimating
        }
        if let icon, icon.isAnimated {
            let index = icon.frameIndex(at: time)
            if index != iconFrameIndex {
                mutateExtras { $0.iconFrameIndex = index }
                owner?.markerAppearanceDidChange(self)
            }
            animating = true
        }
        return animating
    }

    private func start(_ animation: PropertyAnimation) {
        mutateAnimations { $0.add(animation) }
        Animator.register(self)
        owner?.markerAppearanceDidChange(self)
    }
}
