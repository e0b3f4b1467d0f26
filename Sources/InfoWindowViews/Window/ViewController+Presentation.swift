import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Presenting a controller over another (R26): an alert, a sheet, any controller. Its view covers the
/// window above everything else; an animated presentation fades it in over 0.25 s on the window's clock
/// (out over 0.2 s when dismissed), and the appearance callbacks and the completion run when that ends.
extension ViewController {
    /// How long an animated presentation fades in, seconds.
    static let presentDuration: TimeInterval = 0.25
    /// How long an animated dismissal fades out, seconds.
    static let dismissDuration: TimeInterval = 0.2

    /// Shows `controller` over this one (UIKit's `present(_:animated:completion:)`). Its view fills the
    /// window, on top; `viewWillAppear`, then (after the fade when `animated`) `viewDidAppear` and
    /// `completion`. Presenting while this controller already presents one, presenting a controller
    /// that is already presented, or presenting from a controller that no visible window shows changes
    /// nothing and warns, as UIKit logs it; the completion does not run.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let current = presentedViewController {
            Diagnostics.warn("present(\(type(of: controller))) on \(type(of: self)), which is already presenting \(type(of: current)): ignored")
            return
        }
        guard controller !== self, controller.presentingViewController == nil, controller.hostWindow == nil,
              controller.parent == nil else {
            Diagnostics.warn("present(\(type(of: controller))): that controller is already shown; ignored")
            return
        }
        guard let window, isVisible || window.rootViewController === self || presentingViewController != nil else {
            Diagnostics.warn("present(\(type(of: controller))) on \(type(of: self)), whose view is not in a visible window: ignored")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        controller.hostWindow = window
        controller.isBeingPresented = true
        let view: View = controller.view
        view.frame = window.bounds
        controller.viewWillAppear(animated)
        window.addSubview(view)
        window.presentations.append(controller)
        let appeared = {
            controller.isBeingPresented = false
            controller.isVisible = true
            controller.viewDidAppear(animated)
            completion?()
        }
        guard animated else {
            appeared()
            return
        }
        View.performWithoutAnimation { view.alpha = 0 }
        View.animate(withDuration: Self.presentDuration, delay: 0, options: [.curveEaseOut],
                     animations: { view.alpha = 1 }, completion: { _ in appeared() })
    }

    /// Takes away the controller this one presented — or, when it presents none, this controller if it
    /// was presented (UIKit's `dismiss(animated:completion:)`). Controllers it presented go with it.
    /// `viewWillDisappear`, then (after the fade when `animated`) `viewDidDisappear` and `completion`.
    /// With nothing to dismiss, the completion runs at once (R26); a second dismissal while one runs is
    /// ignored with a warning and its completion runs at once.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target: ViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            target = self
        } else {
            completion?()
            return
        }
        guard !target.isBeingDismissed else {
            Diagnostics.warn("dismiss(animated:) while \(type(of: target)) is already being dismissed: ignored")
            completion?()
            return
        }
        if target.presentedViewController != nil { target.dismiss(animated: false) }
        target.isBeingDismissed = true
        target.viewWillDisappear(animated)
        let view = target.viewIfLoaded
        let gone = {
            view?.removeFromSuperview()
            target.hostWindow?.presentations.removeAll { $0 === target }
            target.isBeingDismissed = false
            target.isVisible = false
            target.viewDidDisappear(animated)
            target.presentingViewController?.presentedViewController = nil
            target.presentingViewController = nil
            target.hostWindow = nil
            if let view { View.performWithoutAnimation { view.alpha = 1 } }
            completion?()
        }
        guard animated, let view else {
            gone()
            return
        }
        View.animate(withDuration: Self.dismissDuration, delay: 0, options: [.curveEaseIn],
                     animations: { view.alpha = 0 }, completion: { _ in gone() })
    }
}
