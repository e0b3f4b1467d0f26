import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UIAction`: a closure a control runs, with a title and an image for menus. The form of
/// control actions that needs no Objective-C runtime (`addTarget(_:action:for:)` needs `#selector`).
@MainActor
public final class Action {
    /// The action's title. Default empty.
    public var title: String
    /// The action's image. Default nil.
    public var image: Image?
    /// The control that sent the action while its handler runs; nil otherwise.
    public private(set) weak var sender: Control?
    private let handler: @MainActor (Action) -> Void

    /// An action that runs `handler` (given the action itself) when a control sends it.
    public init(title: String = "", image: Image? = nil, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender control: Control) {
        sender = control
        defer { sender = nil }
        handler(self)
    }
}
