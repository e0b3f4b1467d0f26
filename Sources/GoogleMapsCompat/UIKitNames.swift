import Foundation
import InfoWindowKit

/// UIKit's view: InfoWindowKit's ``/InfoWindowKit/View`` (`init(frame:)`, `frame`, `bounds`, `center`,
/// `backgroundColor`, `addSubview(_:)`, `sizeThatFits(_:)`, `sizeToFit()`, `tag`, `isHidden`, `alpha`,
/// `clipsToBounds`, `isUserInteractionEnabled`, `hitTest(_:)`, `UIView.animate`), with `layer` (``CALayer``)
/// added here. Subclass it for a custom window as on iOS.
public typealias UIView = View

/// UIKit's label: InfoWindowKit's ``/InfoWindowKit/Label`` (`text`, `font`, `textColor`, `numberOfLines`,
/// `textAlignment`).
public typealias UILabel = Label

/// UIKit's image view: InfoWindowKit's ``/InfoWindowKit/ImageView`` (`init(frame:)`, `init(image:)`, `image`,
/// `contentMode`).
public typealias UIImageView = ImageView

/// UIKit's image: InfoWindowKit's ``/InfoWindowKit/Image`` (`init?(named:)` searches `Image.searchPaths`,
/// `size`, `scale`).
public typealias UIImage = Image

/// UIKit's colour: InfoWindowKit's ``/InfoWindowKit/Color`` (sRGB, components 0…1;
/// `init(red:green:blue:alpha:)` takes `CGFloat` values too, by Swift's CGFloat–Double conversion).
public typealias UIColor = Color

/// UIKit's font: InfoWindowKit's ``/InfoWindowKit/Font`` (`systemFont(ofSize:)`, `boldSystemFont(ofSize:)`,
/// `init?(name:size:)`).
public typealias UIFont = Font

/// UIKit's edge insets: InfoWindowKit's ``/InfoWindowKit/EdgeInsets`` (`init(top:left:bottom:right:)`, `.zero`).
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's text alignment: InfoWindowKit's ``/InfoWindowKit/TextAlignment`` (`.left`, `.center`, `.right`,
/// `.natural`; there is no `.justified`).
public typealias NSTextAlignment = TextAlignment

/// Core Graphics' colour, as `layer.borderColor` takes it: the same type as ``UIColor`` here, so
/// `UIColor.gray.cgColor` is the colour itself.
public typealias CGColor = Color

/// UIKit's window: InfoWindowKit's ``/InfoWindowKit/Window`` (`init(frame:)`, `rootViewController`,
/// `makeKeyAndVisible()`), also the headless host: `tap(at:)`, `longPress(at:)`, `handle(_:)`,
/// `advance(by:)`, `run(for:)`, `snapshot()`.
public typealias UIWindow = Window

/// UIKit's view controller: InfoWindowKit's ``/InfoWindowKit/ViewController`` (`loadView`, `viewDidLoad`,
/// `viewWillAppear(_:)` …, `present(_:animated:completion:)`, `dismiss(animated:completion:)`).
public typealias UIViewController = ViewController

/// UIKit's screen: InfoWindowKit's ``/InfoWindowKit/Screen`` (`UIScreen.main.bounds`, `scale`).
public typealias UIScreen = Screen

/// UIKit's alert: InfoWindowKit's ``/InfoWindowKit/AlertController`` (`.alert`, `.actionSheet`, `addAction(_:)`).
public typealias UIAlertController = AlertController

/// UIKit's alert button: InfoWindowKit's ``/InfoWindowKit/AlertAction`` (`init(title:style:handler:)`).
public typealias UIAlertAction = AlertAction

/// UIKit's control: InfoWindowKit's ``/InfoWindowKit/Control`` (`isEnabled`, `addAction(_:for:)`,
/// `sendActions(for:)`).
public typealias UIControl = Control

/// UIKit's button: InfoWindowKit's ``/InfoWindowKit/Button`` (`init(type:)`, `setTitle(_:for:)`,
/// `setImage(_:for:)`).
public typealias UIButton = Button

/// UIKit's closure action: InfoWindowKit's ``/InfoWindowKit/Action`` (`init(title:image:handler:)`).
public typealias UIAction = Action

/// UIKit's bar button item: InfoWindowKit's ``/InfoWindowKit/BarButtonItem`` (the closure forms; no `#selector`).
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's navigation item: InfoWindowKit's ``/InfoWindowKit/NavigationItem``.
public typealias UINavigationItem = NavigationItem

/// UIKit's navigation controller: InfoWindowKit's ``/InfoWindowKit/NavigationController``.
public typealias UINavigationController = NavigationController

/// UIKit's navigation bar: InfoWindowKit's ``/InfoWindowKit/NavigationBar``.
public typealias UINavigationBar = NavigationBar

/// Core Animation's transaction: InfoWindowKit's ``/InfoWindowKit/Transaction`` (`begin()`, `commit()`,
/// `setAnimationDuration(_:)`, `setCompletionBlock(_:)`, `setDisableActions(_:)`).
public typealias CATransaction = Transaction

/// Core Animation's time interval, seconds.
public typealias CFTimeInterval = TimeInterval

/// UIKit's segmented control: InfoWindowKit's ``/InfoWindowKit/SegmentedControl`` (`init(items:)`,
/// `selectedSegmentIndex`, `numberOfSegments`, `titleForSegment(at:)`, `setTitle(_:forSegmentAt:)`;
/// `.valueChanged` through `addAction(_:for:)`).
public typealias UISegmentedControl = SegmentedControl

/// UIKit's switch: InfoWindowKit's ``/InfoWindowKit/Switch`` (`isOn`, `setOn(_:animated:)`, `onTintColor`, `.valueChanged`).
public typealias UISwitch = Switch

/// UIKit's text view, read-only: InfoWindowKit's ``/InfoWindowKit/TextView`` (`text`, `font`, `textColor`,
/// `textAlignment`, `isEditable` and `isSelectable` kept, `textContainerInset`).
public typealias UITextView = TextView

@MainActor
extension View {
    /// UIKit's `UIView.ContentMode`, so `imageView.contentMode = .scaleAspectFit` reads as on iOS.
    public typealias ContentMode = InfoWindowKit.ContentMode
}

/// Core Animation's layer delegate; here it only gives every ``UIView`` its ``CALayer`` (a map view's
/// own `layer`, a ``GMSMapLayer``, takes precedence for a `GMSMapView`).
@MainActor
public protocol CALayerDelegate: AnyObject {}

extension View: CALayerDelegate {}

extension CALayerDelegate where Self: View {
    /// UIKit's `layer`: a ``CALayer`` whose `cornerRadius`, `borderWidth`, `borderColor`,
    /// `masksToBounds`, `backgroundColor` and `opacity` are this view's own values (a ``GMSMapLayer``
    /// for a map view).
    public var layer: CALayer {
        if let map = self as? MapView { return GMSMapLayer(map: map) }
        return CALayer(view: self)
    }
}


/// UIKit's constraint: InfoWindowKit's ``/InfoWindowKit/LayoutConstraint`` (the item/attribute initialiser,
/// `activate(_:)`, `deactivate(_:)`, `isActive`, `constant`, `multiplier`, `priority`, `identifier`).
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's layout priority: InfoWindowKit's ``/InfoWindowKit/LayoutPriority`` (`.required`, `.defaultHigh`,
/// `.defaultLow`, `.fittingSizeLevel`, `UILayoutPriority(999)`).
public typealias UILayoutPriority = LayoutPriority

/// UIKit's x-axis anchor: InfoWindowKit's ``/InfoWindowKit/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's y-axis anchor: InfoWindowKit's ``/InfoWindowKit/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's size anchor: InfoWindowKit's ``/InfoWindowKit/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's layout guide: InfoWindowKit's ``/InfoWindowKit/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's stack view: InfoWindowKit's ``/InfoWindowKit/StackView`` (`axis`, `spacing`, `alignment`,
/// `distribution`, `addArrangedSubview(_:)`).
public typealias UIStackView = StackView
