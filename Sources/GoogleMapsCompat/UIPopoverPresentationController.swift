import Foundation
import InfoWindowKit

/// UIKit's popover anchor (`alert.popoverPresentationController?.barButtonItem = sender`): accepted,
/// nothing to anchor. On a phone, and here, an action sheet slides up from the bottom edge whatever
/// the anchor says, so the values are kept and not used.
@MainActor
public final class UIPopoverPresentationController {
    /// The bar button the popover would point at on a large screen.
    public var barButtonItem: UIBarButtonItem?
    /// The view the popover would point at on a large screen.
    public var sourceView: UIView?
    /// The rectangle of ``sourceView`` it would point at, points.
    public var sourceRect: CGRect = .zero

    init() {}
}

@MainActor
extension ViewController {
    /// UIKit's `popoverPresentationController`: an anchor that is accepted and not used (a new one each
    /// time it is read; there are no popovers here).
    public var popoverPresentationController: UIPopoverPresentationController? { UIPopoverPresentationController() }
}
