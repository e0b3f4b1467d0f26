import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowViews

/// A map in a window's tree: the window drives its clock and gives it its scale, and its touches come
/// through the view's `touches…` methods (R25), each fed to ``MapView/handle(_:)`` (R24).
extension MapView: ClockDrivenView {
    package var isAnimatingOnClock: Bool {
        isAnimatingCamera || isPressed || Animator.isAnimating(on: self) || tileLayersFading
    }

    package func adoptWindowScale(_ scale: CGFloat) {
        if self.scale != scale { self.scale = scale }
    }

    package var preferredFramesPerSecond: Double? { preferredFrameRate.framesPerSecond }
}

extension MapView: SelfDrawingView {
    /// In a view tree, the map draws itself (its background included) as its content.
    package func drawSelf(in canvas: Canvas) {
        prepareFrame()
        draw(in: canvas, fading: true)
    }

    /// The map paints its own background in `draw(in:)`.
    package var drawsOwnBackground: Bool { true }
}

extension Window {
    /// The maps in the window's tree, front to back.
    public var maps: [MapView] {
        clockDrivenViews.compactMap { $0 as? MapView }
    }
}
