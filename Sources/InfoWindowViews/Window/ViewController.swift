import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's view controller: a root ``view`` loaded on first use, the appearance callbacks a ``Window``
/// runs (R26), presenting other controllers (alerts) over it, and the navigation names iOS screens set.
///
/// Reading ``view`` the first time calls ``loadView()`` (by default a white view of the window's size,
/// or `Screen.main.bounds`) and then ``viewDidLoad()``, once. When a window shows the controller (as its
/// root, or presented), ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` run each time, and
/// ``viewWillDisappear(_:)``/``viewDidDisappear(_:)`` when it goes. Overrides call `super`, as on iOS.
@MainActor
open class ViewController {
    private var loadedView: View?
    private var isLoadingView = false
    /// The window showing this controller (as its root or presented), set by the window.
    weak var hostWindow: Window?
    /// Whether the controller's view is in a window and has appeared.
    public internal(set) var isVisible = false
    /// True while a presentation of this controller runs (between `viewWillAppear` and `viewDidAppear`).
    public internal(set) var isBeingPresented = false
    /// True while a dismissal of this controller runs.
    public internal(set) var isBeingDismissed = false

    /// UIKit's designated initializer. Nib files do not exist here; both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// UIKit's archive initializer. Storyboards do not exist here: the controller is made as if by
    /// `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {}

    /// A controller with no nib, like `UIViewController()` on iOS.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the screen (a navigation bar shows it). Default nil.
    open var title: String? {
        didSet { if title != oldValue { navigationController?.navigationBarNeedsUpdate() } }
    }

    /// The root view, loaded on first use (``loadView()`` then ``viewDidLoad()``). Assigning a view
    /// replaces it without calling either.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// True once the root view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        loadView()
        if loadedView == nil {
            Diagnostics.warn("\(type(of: self)).loadView() did not set view; used an empty view of the screen's size (set self.view in loadView, or do not override it)")
            loadedView = makeDefaultView()
        }
        viewDidLoad()
    }

    /// Makes the root view. The default makes a white view of the window's bounds (or
    /// `Screen.main.bounds`); an override sets `view` itself and does not call `super`, as on iOS.
    open func loadView() {
        loadedView = makeDefaultView()
    }

    /// Called once, after the root view was loaded: build the screen here. The default does nothing.
    open func viewDidLoad() {}

    /// The system is low on memory (UIKit's `didReceiveMemoryWarning()`): release what can be made again.
    /// Sent by ``Window/sendMemoryWarning()`` to every controller the window shows; the default does
    /// nothing.
    open func didReceiveMemoryWarning() {}

    /// The view is about to appear in a window. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view appeared in a window (after a presentation's animation, if any). The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave its window. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view left its window. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The controller this one presented (``present(_:animated:completion:)``), until it is dismissed.
    public internal(set) var presentedViewController: ViewController?

    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?

    /// The controller this one is a child of (a navigation controller's), or nil.
    public internal(set) weak var parent: ViewController?

    /// The navigation controller this one is in, or nil.
    public var navigationController: NavigationController? {
        var current = parent
        while let c = current {
            if let navigation = c as? NavigationController { return navigation }
            current = c.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller: its title and its bar button items.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(title: nil)
        item.owner = self
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: NavigationItem?

    /// The window showing this controller or the one that presented or contains it.
    var window: Window? {
        hostWindow ?? presentingViewController?.window ?? parent?.window ?? viewIfLoaded?.window
    }

    private func makeDefaultView() -> View {
        let root = View(frame: window?.bounds ?? Screen.main.bounds)
        root.backgroundColor = .white
        return root
    }

    /// Runs the appearance callbacks around the view being shown.
    func appear(animated: Bool) {
        viewWillAppear(animated)
        isVisible = true
        viewDidAppear(animated)
        for child in children { child.appear(animated: animated) }
    }

    /// Runs the disappearance callbacks around the view being taken away.
    func disappear(animated: Bool) {
        viewWillDisappear(animated)
        isVisible = false
        viewDidDisappear(animated)
        for child in children { child.disappear(animated: animated) }
    }

    /// Child controllers whose views are part of this one's (a navigation controller's top controller).
    var children: [ViewController] { [] }
}
