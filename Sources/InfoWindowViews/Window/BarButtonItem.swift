import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UIBarButtonItem`: a button in a navigation bar. Tapping it (in a ``NavigationController``'s
/// bar) runs its ``primaryAction``. The target–action initializers of UIKit need `#selector`, which
/// Swift has only with the Objective-C runtime; the closure forms (`primaryAction:`) are the ones here.
@MainActor
public final class BarButtonItem {
    /// UIKit's system items; each draws as its usual word or symbol.
    public enum SystemItem: Hashable, Sendable {
        /// "Done", drawn bold: the end of an edit or a choice.
        case done
        /// "Cancel": going back without a change.
        case cancel
        /// "Edit": starting an edit.
        case edit
        /// "Save".
        case save
        /// "+": adding something.
        case add
        /// Blank space between items (no word).
        case flexibleSpace
        /// Blank space of a fixed width (no word).
        case fixedSpace
        /// "Compose".
        case compose
        /// "Reply".
        case reply
        /// "Action" (UIKit's share button).
        case action
        /// "Organize".
        case organize
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "↻": loading again.
        case refresh
        /// "Stop".
        case stop
        /// "Camera".
        case camera
        /// "Delete".
        case trash
        /// "Play".
        case play
        /// "Pause".
        case pause
        /// "Rewind".
        case rewind
        /// "Fastforward" (UIKit's fast-forward button).
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// "✕": closing the screen.
        case close
    }

    /// UIKit's item styles.
    public enum Style: Hashable, Sendable {
        /// A plain item.
        case plain
        /// A bold item (the main action).
        case done
    }

    /// The item's text. Default: the system item's word, or nil.
    public var title: String? { didSet { owner?.navigationController?.navigationBarNeedsUpdate() } }
    /// The item's image. Default nil.
    public var image: Image?
    /// How the item is drawn.
    public var style: Style
    /// Whether it can be tapped. Default true.
    public var isEnabled = true { didSet { owner?.navigationController?.navigationBarNeedsUpdate() } }
    /// What a tap runs.
    public var primaryAction: Action?
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// The controller whose navigation item holds this item.
    weak var owner: ViewController?

    /// An item titled `title` (or showing `image`) that runs `primaryAction` when tapped.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image
        self.style = .plain
        self.primaryAction = primaryAction
        self.systemItem = nil
    }

    /// A system item that runs `primaryAction` when tapped (UIKit's `init(systemItem:primaryAction:menu:)`).
    public init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.systemItem = systemItem
        self.title = Self.word(for: systemItem)
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// An item titled `title` in `style` that runs `primaryAction`.
    public convenience init(title: String?, style: Style, primaryAction: Action? = nil) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    private static func word(for item: SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .flexibleSpace, .fixedSpace: return nil
        case .close: return "✕"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .search: return "Search"
        case .refresh: return "↻"
        case .trash: return "Delete"
        default: return "\(item)".capitalized
        }
    }
}

/// UIKit's `UINavigationItem`: the title and bar button items a controller shows in a navigation bar.
@MainActor
public final class NavigationItem {
    /// The bar's title; nil shows the controller's `title`.
    public var title: String? { didSet { changed() } }
    /// Shown above the title. Kept; not drawn.
    public var prompt: String?
    /// A view shown in the bar's middle instead of the title (UIKit's `titleView`), centred, at its own
    /// size (`sizeToFit()` it first, as on iOS); it takes touches there.
    public var titleView: View? { didSet { if titleView !== oldValue { changed() } } }
    /// The items at the right end, right to left (UIKit's order).
    public var rightBarButtonItems: [BarButtonItem]? { didSet { adopt(rightBarButtonItems); changed() } }
    /// The items at the left end, left to right.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { adopt(leftBarButtonItems); changed() } }
    weak var owner: ViewController?

    /// An item with `title`.
    public init(title: String?) {
        self.title = title
    }

    /// The rightmost item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The leftmost item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    private func adopt(_ items: [BarButtonItem]?) {
        for item in items ?? [] { item.owner = owner }
    }

    private func changed() { owner?.navigationController?.navigationBarNeedsUpdate() }
}
