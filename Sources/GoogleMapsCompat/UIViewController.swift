import Foundation
import InfoWindowKit

/// The part of UIKit's view controller an iOS map screen is written against: a root ``view`` that is
/// loaded on first use, `loadView()` and `viewDidLoad()`.
///
/// As on iOS, reading ``view`` the first time calls ``loadView()`` (which by default makes a white view
/// of `UIScreen.main.bounds`) and then ``viewDidLoad()``, once. There is no window, no appearance
/// callbacks and no event loop: the host (a test, a command-line tool, an SDL window) shows the map it
/// finds with `view.hostedMapView` and feeds it input (`tap(at:)`, `handle(_:)`, `advance(to:)`).
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// UIKit's designated initializer. Nib files do not exist here; both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// UIKit's archive initializer. Storyboards do not exist here: the controller is made as if by
    /// `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {}

    /// A controller with no nib, like `UIViewController()` on iOS.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the screen. Default nil.
    open var title: String?

    /// The root view, loaded on first use (``loadView()`` then ``viewDidLoad()``). Assigning a view
    /// replaces it without calling either.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// True once the root view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        loadView()
        if loadedView == nil {
            Diagnostics.warn("\(type(of: self)).loadView() did not set view; used an empty view of UIScreen.main.bounds (set self.view in loadView, or do not override it)")
            loadedView = Self.makeDefaultView()
        }
        viewDidLoad()
    }

    /// Makes the root view. The default makes a white view of `UIScreen.main.bounds`; an override sets
    /// `view` itself and does not call `super`, as on iOS.
    open func loadView() {
        loadedView = Self.makeDefaultView()
    }

    /// Called once, after the root view was loaded: build the screen here (the map, its markers, its
    /// delegate). The default does nothing.
    open func viewDidLoad() {}

    private static func makeDefaultView() -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        return root
    }
}
