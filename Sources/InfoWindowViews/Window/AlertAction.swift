import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A button of an ``AlertController``: UIKit's `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// How an action is drawn and ordered.
    public enum Style: Hashable, Sendable {
        /// A plain action, in the tint colour.
        case `default`
        /// Closes without acting: drawn bold, last in an alert (its own group in an action sheet). At most
        /// one per alert.
        case cancel
        /// Changes or deletes something: drawn red.
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// How it is drawn.
    public let style: Style
    /// Whether it can be tapped. Default true.
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button drawn for the action while its alert is shown.
    weak var button: Button?

    /// An action titled `title`; `handler` runs after the alert is dismissed when it is tapped.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
