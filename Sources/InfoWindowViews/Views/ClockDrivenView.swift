import Foundation
import InfoWindowCore

/// A view with a clock of its own that the window showing it drives: a map (long presses, camera
/// animations, markers, tracked windows). The window advances it with its own clock, gives it its scale
/// and asks whether it is animating — without knowing what kind of view it is.
@MainActor
package protocol ClockDrivenView: View {
    /// Moves the view's clock to `time` (the window's clock).
    func advance(to time: TimeInterval)
    /// True while something on the view's clock moves (a camera animation, a held press, a marker).
    var isAnimatingOnClock: Bool { get }
    /// Takes the window's pixels per point.
    func adoptWindowScale(_ scale: CGFloat)
    /// The most frames a second this view wants while it moves; nil for no preference (D113).
    var preferredFramesPerSecond: Double? { get }
}
