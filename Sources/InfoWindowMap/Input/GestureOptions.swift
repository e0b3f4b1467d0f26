import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The thresholds that turn raw pointer events into gestures (SPEC R24), with their defaults.
public struct GestureOptions: Hashable, Sendable {
    /// How long a press must be held, without moving too far, to be a long press. Default 0.5 s.
    public var longPressDuration: TimeInterval = 0.5
    /// How far a press may move and still be a tap or long press; farther, it pans. Default 10 pt.
    public var slop: CGFloat = 10
    /// Degrees of bearing per point of horizontal secondary drag. Default 0.5.
    public var rotationPerPoint: Double = 0.5
    /// Degrees of tilt per point of vertical secondary drag (up tilts more). Default 0.25.
    public var tiltPerPoint: Double = 0.25
    /// Zoom levels per unit of scroll. Default 0.5.
    public var zoomPerScrollUnit: Double = 0.5

    /// The defaults.
    public init() {}
}
