import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UIControl`: a view that runs actions when touched — on a ``Window``'s tree and inside an open
/// info window (beyond the SDK, which draws a window as a picture). A control is drawn highlighted while
/// a finger holds it and runs its `.touchUpInside` / `.primaryActionTriggered` actions when the finger
/// lifts inside it. A disabled control runs nothing and is drawn dimmed.
@MainActor
open class Control: View {
    /// UIKit's control states.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A state from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not held, not selected.
        public static let normal = State([])
        /// Held by a finger.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// UIKit's control events (the raw values are UIKit's).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken away (a pan, a long press, the window closed).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes touches. Default true.
    public var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether a finger holds the control now.
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the control is selected. Default false.
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// Called when ``state`` changed; the default marks the control for drawing.
    func stateDidChange() { setNeedsDisplay() }

    /// The control's state: highlighted, disabled, selected, or normal.
    public var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: Action, events: Event)] = []

    /// Creates a control with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Runs `action` for `events` (UIKit's `addAction(_:for:)`). Adding the same action again adds its
    /// events.
    public func addAction(_ action: Action, for events: Event) {
        if let i = actions.firstIndex(where: { $0.action === action }) {
            actions[i].events.formUnion(events)
        } else {
            actions.append((action, events))
        }
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        guard let i = actions.firstIndex(where: { $0.action === action }) else { return }
        actions[i].events.subtract(events)
        if actions[i].events.isEmpty { actions.remove(at: i) }
    }

    /// Runs every action added for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        for (action, wanted) in actions where !wanted.isDisjoint(with: events) {
            action.perform(sender: self)
        }
    }

    /// Whether `point` (bounds coordinates) counts as inside for a lifting finger: the bounds grown by
    /// 70 pt, as UIKit's touch tracking does.
    package func isTouchInside(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(point)
    }

    /// A finger went down on the control in a window's tree: it is held, drawn highlighted, and `.touchDown` is sent.
    open override func touchesBegan(_ event: PointerEvent) {
        _ = beginTouch()
    }

    /// The finger moved: the control stays highlighted while it is near (within 70 pt, as UIKit tracks a touch).
    open override func touchesMoved(_ event: PointerEvent) {
        if isHighlighted || isTouchInside(event.location) { moveTouch(inside: isTouchInside(event.location)) }
    }

    /// The finger lifted: a tap when it lifted near the control.
    open override func touchesEnded(_ event: PointerEvent) {
        guard isEnabled else { return }
        endTouch(inside: isTouchInside(event.location))
    }

    /// The touch was taken away: `.touchCancel`.
    open override func touchesCancelled(_ event: PointerEvent) {
        guard isEnabled else { return }
        endTouch(inside: nil)
    }

    /// A finger went down: highlight and send `.touchDown`. False for a disabled control.
    private func beginTouch() -> Bool {
        guard isEnabled else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        return true
    }

    /// The finger moved: stay highlighted only while it is near.
    private func moveTouch(inside: Bool) {
        isHighlighted = inside
    }

    /// The finger lifted (`inside` or not) or the touch was cancelled (`inside == nil`).
    private func endTouch(inside: Bool?) {
        isHighlighted = false
        switch inside {
        case true?: sendActions(for: [.touchUpInside, .primaryActionTriggered])
        case false?: sendActions(for: .touchUpOutside)
        case nil: sendActions(for: .touchCancel)
        }
    }

    /// The control at or above `view` in its tree (a button's label belongs to its button).
    package static func owning(_ view: View?) -> Control? {
        var current = view
        while let v = current {
            if let control = v as? Control { return control }
            current = v.superview
        }
        return nil
    }
}
