import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UIAlertController`: a title, a message and action buttons, presented over a window's tree
/// with ``ViewController/present(_:animated:completion:)`` and drawn as a real alert (a rounded panel
/// over a dimmed screen) or an action sheet (panels at the bottom). Tapping an action dismisses the
/// alert, then runs the action's handler. An alert without actions stays until it is dismissed from code
/// (the samples' "toast"); touches outside the panel go nowhere while it shows, as on iOS.
@MainActor
public final class AlertController: ViewController {
    /// The two looks of an alert.
    public enum Style: Hashable, Sendable {
        /// A panel in the middle of the screen.
        case alert
        /// Panels at the bottom of the screen, the cancel action in its own.
        case actionSheet
    }

    /// The message, below the title. Setting it while shown redraws the alert.
    public var message: String? { didSet { if isViewLoaded { rebuild() } } }
    /// The look chosen at creation.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn bold (UIKit's `preferredAction`); nil: the cancel action is.
    public var preferredAction: AlertAction? { didSet { if isViewLoaded { rebuild() } } }

    /// An alert titled `title` with `message`, in `preferredStyle`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// An archived alert does not exist here: an empty `.alert`.
    public required init?(coder: NSCoder) {
        self.message = nil
        self.preferredStyle = .alert
        super.init(nibName: nil, bundle: nil)
    }

    /// The alert's title, drawn bold.
    public override var title: String? { didSet { if isViewLoaded { rebuild() } } }

    /// Adds a button. A second `.cancel` action is refused with a warning (UIKit raises).
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.warn("an alert can have only one .cancel action; \"\(action.title ?? "")\" was not added")
            return
        }
        actions.append(action)
        if isViewLoaded { rebuild() }
    }

    /// The alert's view: a full-screen dimming view holding the panel.
    public override func loadView() {
        view = AlertView(frame: window?.bounds ?? Screen.main.bounds)
        rebuild()
    }

    private func rebuild() {
        guard let alertView = viewIfLoaded as? AlertView else { return }
        alertView.build(title: title, message: message, style: preferredStyle, actions: actions,
                        preferred: preferredAction) { [weak self] action in self?.tapped(action) }
    }

    private func tapped(_ action: AlertAction) {
        guard !isBeingDismissed else { return }
        let handler = action.handler
        dismiss(animated: true) { handler?(action) }
    }
}
