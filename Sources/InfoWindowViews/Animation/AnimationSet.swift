import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The running animations of one view or marker and the values they draw (R27's presentation values;
/// the model values are the object's own properties).
@MainActor
package struct AnimationSet {
    /// No animations.
    nonisolated package init() {}

    private(set) var animations: [PropertyAnimation] = []
    /// The drawn value of each property that is animating.
    private(set) var presented: [AnimatedProperty: AnimatedValue] = [:]

    package var isEmpty: Bool { animations.isEmpty }

    /// Starts `animation`, replacing a running one of the same property (which ends unfinished). The
    /// animation's `from` value shows at once.
    package mutating func add(_ animation: PropertyAnimation) {
        if let index = animations.firstIndex(where: { $0.property == animation.property }),
           let group = animation.group, animations[index].group === group {
            // The same block changed the property again: the new animation takes the old one's place.
            animations.remove(at: index)
            group.end(finished: true)
        }
        cancel(animation.property)
        animation.group?.join()
        animations.append(animation)
        presented[animation.property] = animation.from
    }

    /// Ends the running animation of `property`, unfinished; the model value shows from now on.
    package mutating func cancel(_ property: AnimatedProperty) {
        guard let index = animations.firstIndex(where: { $0.property == property }) else { return }
        let removed = animations.remove(at: index)
        presented[property] = nil
        removed.group?.end(finished: false)
    }

    /// The drawn value of `property` while it animates.
    package func value(_ property: AnimatedProperty) -> AnimatedValue? { presented[property] }

    /// The running animation of `property`.
    package func animation(_ property: AnimatedProperty) -> PropertyAnimation? {
        animations.first { $0.property == property }
    }

    /// Gives animations that no host has stepped yet their start time.
    mutating func bind(at time: TimeInterval) {
        for i in animations.indices where animations[i].start == nil { animations[i].start = time }
    }

    /// Moves every animation to host time `time`; returns the properties whose drawn value changed.
    /// Finished animations are removed (their groups told after the values are in place).
    package mutating func step(to time: TimeInterval) -> [AnimatedProperty] {
        bind(at: time)
        var changed: [AnimatedProperty] = []
        var ended: [AnimationGroup] = []
        var kept: [PropertyAnimation] = []
        for animation in animations {
            let (value, finished) = animation.sample(at: time)
            if finished {
                if presented[animation.property] != nil { changed.append(animation.property) }
                presented[animation.property] = nil
                if let group = animation.group { ended.append(group) }
            } else {
                if presented[animation.property] != value { changed.append(animation.property) }
                presented[animation.property] = value
                kept.append(animation)
            }
        }
        animations = kept
        for group in ended { group.end(finished: true) }
        return changed
    }
}
