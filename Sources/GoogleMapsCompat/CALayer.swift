import Foundation
import InfoWindowKit

/// The part of Core Animation's layer that custom info windows use: the look of a ``UIView``'s box.
///
/// Every property reads and writes the view's own value (`view.layer.cornerRadius = 8` is
/// `view.cornerRadius = 8`); the layer keeps nothing of its own. Shadows, transforms and animations are
/// not supported (the whole info window already has its shadow).
@MainActor
public final class CALayer {
    /// The view whose box this layer describes.
    public let view: UIView

    /// The layer of `view`.
    public init(view: UIView) {
        self.view = view
    }

    /// Radius of the rounded corners, points. Default 0.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// Width of the border drawn inside the bounds, points. Default 0.
    public var borderWidth: CGFloat {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }

    /// Colour of the border. Default opaque black; nil draws no border (clear), as on iOS.
    public var borderColor: CGColor? {
        get { view.borderColor }
        set { view.borderColor = newValue ?? .clear }
    }

    /// Whether subviews are cut off at the rounded bounds: the view's `clipsToBounds`. Default false.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The fill behind the content: the view's `backgroundColor`. Default nil.
    public var backgroundColor: CGColor? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }

    /// Opacity of the view and its subviews, 0…1: the view's `alpha`. Default 1.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }
}
