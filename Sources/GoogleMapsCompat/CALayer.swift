import Foundation
import InfoWindowKit

/// The part of Core Animation's layer that custom info windows use: the look of a ``UIView``'s box.
///
/// Every property reads and writes the view's own value (`view.layer.cornerRadius = 8` is
/// `view.cornerRadius = 8`); the layer keeps nothing of its own. `opacity` is the view's `alpha` and
/// animates inside `UIView.animate` like it; the shadow is cast from the view's drawn pixels. Transforms
/// are not supported; ``add(_:forKey:)`` animates only a map view's camera keys (``GMSMapLayer``).
@MainActor
public class CALayer {
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

    /// Opacity of the view and its subviews, 0…1: the view's `alpha`. Default 1. Animatable.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }

    /// The shadow's colour: the view's `shadowColor`. Default opaque black.
    public var shadowColor: CGColor? {
        get { view.shadowColor }
        set { view.shadowColor = newValue }
    }

    /// How far the shadow is moved, points: the view's `shadowOffset`. Default (0, −3).
    public var shadowOffset: CGSize {
        get { view.shadowOffset }
        set { view.shadowOffset = newValue }
    }

    /// The shadow's blur radius, points: the view's `shadowRadius`. Default 3.
    public var shadowRadius: CGFloat {
        get { view.shadowRadius }
        set { view.shadowRadius = newValue }
    }

    /// The shadow's opacity, 0…1: the view's `shadowOpacity`. Default 0 (no shadow).
    public var shadowOpacity: Float {
        get { view.shadowOpacity }
        set { view.shadowOpacity = newValue }
    }

    /// Core Animation's `add(_:forKey:)`. A plain view's layer has no keys that animate this way: the
    /// animation is ignored with a warning (animate views with `UIView.animate`). ``GMSMapLayer``
    /// animates the camera keys.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        Diagnostics.warn("CALayer.add(_:forKey: \(key ?? "nil")): only a map view's camera keys (kGMSLayerCamera…Key) animate here; use UIView.animate for views")
    }

    /// Core Animation's `removeAllAnimations()`: nothing runs on a plain view's layer.
    public func removeAllAnimations() {}
}
