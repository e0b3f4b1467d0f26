import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UINavigationBar`: the bar at the top of a ``NavigationController``.
@MainActor
public final class NavigationBar: View {
    /// UIKit's translucency switch. Kept: the bar is always drawn opaque, above the content.
    public var isTranslucent = true
    /// The bar's fill. Default a light grey.
    public var barTintColor: Color? = Color(white: 0.97) { didSet { backgroundColor = barTintColor } }
    /// The colour of the bar's buttons. Default UIKit's system blue.
    public var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// The bar's height, points.
    public static let height: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = barTintColor
    }
}

/// UIKit's `UINavigationController`: a stack of controllers, the top one's view under a bar that shows
/// its ``NavigationItem`` — the title in the middle, bar button items at the ends (tapping one runs its
/// `primaryAction`).
@MainActor
public final class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar.
    public let navigationBar = NavigationBar(frame: .zero)

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    /// An archived navigation controller does not exist here: an empty one.
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    override var children: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The container view: the bar on top of the top controller's view.
    public override func loadView() {
        let container = View(frame: window?.bounds ?? Screen.main.bounds)
        container.backgroundColor = .white
        view = container
        layout()
    }

    /// Puts `controller` on top of the stack and shows it (`animated` is accepted; the change is at once).
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard controller.parent == nil, controller.presentingViewController == nil else {
            Diagnostics.warn("pushViewController: \(type(of: controller)) is already shown elsewhere; ignored")
            return
        }
        let old = topViewController
        if isVisible { old?.disappear(animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        push(controller)
        if isViewLoaded { layout() }
        if isVisible { controller.appear(animated: false) }
    }

    /// Takes the top controller off (never the last one) and returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        if isVisible { top.disappear(animated: false) }
        top.viewIfLoaded?.removeFromSuperview()
        top.parent = nil
        if isViewLoaded { layout() }
        if isVisible { topViewController?.appear(animated: false) }
        return top
    }

    private func push(_ controller: ViewController) {
        controller.parent = self
        viewControllers.append(controller)
    }

    /// Lays the bar and the top controller's view out again, and rebuilds the bar's buttons.
    func navigationBarNeedsUpdate() {
        if isViewLoaded { layout() }
    }

    private func layout() {
        guard let container = viewIfLoaded else { return }
        let size = container.bounds.size
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: NavigationBar.height)
        if let top = topViewController {
            let content: View = top.view
            content.frame = CGRect(x: 0, y: NavigationBar.height, width: size.width,
                                   height: max(0, size.height - NavigationBar.height))
            if content.superview !== container { container.insertSubview(content, at: 0) }
        }
        if navigationBar.superview !== container { container.addSubview(navigationBar) }
        rebuildBar()
    }

    private func rebuildBar() {
        for subview in navigationBar.subviews { subview.removeFromSuperview() }
        guard let top = topViewController else { return }
        let item = top.navigationItem
        let width = navigationBar.frame.width
        if let titleView = item.titleView {
            var size = titleView.frame.size
            if size == .zero { size = titleView.sizeThatFits(CGSize(width: width - 160, height: NavigationBar.height)) }
            titleView.frame = CGRect(x: ((width - size.width) / 2).rounded(), y: ((NavigationBar.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            navigationBar.addSubview(titleView)
        } else if let text = item.title ?? top.title {
            let label = Label(frame: CGRect(x: 80, y: 0, width: max(0, width - 160), height: NavigationBar.height))
            label.text = text
            label.font = .boldSystemFont(ofSize: 17)
            label.textAlignment = .center
            navigationBar.addSubview(label)
        }
        var right = width - 8
        for barItem in item.rightBarButtonItems ?? [] {
            let button = self.button(for: barItem)
            let w = button.sizeThatFits(.zero).width
            right -= w
            button.frame = CGRect(x: right, y: 0, width: w, height: NavigationBar.height)
            navigationBar.addSubview(button)
        }
        var left: CGFloat = 8
        for barItem in item.leftBarButtonItems ?? [] {
            let button = self.button(for: barItem)
            let w = button.sizeThatFits(.zero).width
            button.frame = CGRect(x: left, y: 0, width: w, height: NavigationBar.height)
            left += w
            navigationBar.addSubview(button)
        }
    }

    private func button(for item: BarButtonItem) -> Button {
        let button = Button(type: .system)
        button.tintColor = navigationBar.tintColor
        button.setTitle(item.title, for: .normal)
        if let image = item.image { button.setImage(image, for: .normal) }
        if item.style == .done { button.titleLabel?.font = .boldSystemFont(ofSize: 17) } else { button.titleLabel?.font = .systemFont(ofSize: 17) }
        button.isEnabled = item.isEnabled && item.primaryAction != nil
        if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
        return button
    }
}
