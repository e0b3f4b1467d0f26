import Foundation
import InfoWindowKit

/// UIKit's view: InfoWindowKit's ``View`` (`init(frame:)`, `frame`, `bounds`, `backgroundColor`,
/// `addSubview(_:)`, `sizeThatFits(_:)`, `sizeToFit()`, `tag`, `isHidden`, `alpha`, `clipsToBounds`), with
/// `layer` (``CALayer``) and `center` added here. Subclass it for a custom window as on iOS.
public typealias UIView = View

/// UIKit's label: InfoWindowKit's ``Label`` (`text`, `font`, `textColor`, `numberOfLines`, `textAlignment`).
public typealias UILabel = Label

/// UIKit's image view: InfoWindowKit's ``ImageView`` (`init(frame:)`, `init(image:)`, `image`, `contentMode`).
public typealias UIImageView = ImageView

/// UIKit's image: InfoWindowKit's ``Image`` (`init?(named:)` searches `Image.searchPaths`, `size`, `scale`).
public typealias UIImage = Image

/// UIKit's colour: InfoWindowKit's ``Color`` (sRGB, components 0…1; `init(red:green:blue:alpha:)` takes
/// `CGFloat` values too, by Swift's CGFloat–Double conversion).
public typealias UIColor = Color

/// UIKit's font: InfoWindowKit's ``Font`` (`systemFont(ofSize:)`, `boldSystemFont(ofSize:)`,
/// `init?(name:size:)`).
public typealias UIFont = Font

/// UIKit's edge insets: InfoWindowKit's ``EdgeInsets`` (`init(top:left:bottom:right:)`, `.zero`).
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's text alignment: InfoWindowKit's ``TextAlignment`` (`.left`, `.center`, `.right`, `.natural`;
/// there is no `.justified`).
public typealias NSTextAlignment = TextAlignment

/// Core Graphics' colour, as `layer.borderColor` takes it: the same type as ``UIColor`` here, so
/// `UIColor.gray.cgColor` is the colour itself.
public typealias CGColor = Color

@MainActor
extension View {
    /// UIKit's `UIView.ContentMode`, so `imageView.contentMode = .scaleAspectFit` reads as on iOS.
    public typealias ContentMode = InfoWindowKit.ContentMode

    /// UIKit's `center`: the middle of the frame, in the superview's coordinates. Setting it moves the
    /// frame and keeps its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// UIKit's `layer`: a ``CALayer`` whose `cornerRadius`, `borderWidth`, `borderColor`,
    /// `masksToBounds`, `backgroundColor` and `opacity` are this view's own values.
    public var layer: CALayer { CALayer(view: self) }
}

