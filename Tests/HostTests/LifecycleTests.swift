import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor
@Suite("R26 view controllers: UIKit's lifecycle, one presentation at a time")
struct LifecycleTests {
    /// A 300 × 200 window showing a fresh root controller (made key and visible).
    private func shownRoot() -> (Window, LifecycleController) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let root = LifecycleController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test("R26 makeKeyAndVisible runs loadView, viewDidLoad, viewWillAppear, viewDidAppear in order; the root view fills the window")
    func launchOrder() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LifecycleController()
        window.rootViewController = controller
        #expect(controller.calls.isEmpty, "nothing loads before the window is shown")
        window.makeKeyAndVisible()
        #expect(controller.calls == ["loadView", "viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(controller.view.frame == window.bounds && controller.view.superview === window)
        #expect(window.isKeyWindow && controller.isVisible)
        window.makeKeyAndVisible()
        #expect(controller.calls.count == 4, "a second makeKeyAndVisible shows nothing again")
    }

    @Test("R26 loadView runs only when view is first read; viewDidLoad once")
    func lazyLoad() {
        let controller = LifecycleController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
    }

    @Test("R26 view = mapView in loadView: the map is the root view and fills the window")
    func mapAsRootView() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = LifecycleController()
        let map = plainMap(width: 10, height: 10)
        controller.makesView = { map }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view === map && map.frame == window.bounds && window.maps.count == 1 && window.maps.first === map)
    }

    @Test("R26 replacing the root controller: the old one disappears, the new one appears")
    func replaceRoot() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let first = LifecycleController(), second = LifecycleController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        window.rootViewController = second
        #expect(first.calls.suffix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(second.calls == ["loadView", "viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(first.viewIfLoaded?.superview == nil && second.view.superview === window)
    }

    @Test("R26 D30 present(animated: true): viewWillAppear now, viewDidAppear and the completion when the fade ends; the presenter stays")
    func animatedPresentation() {
        let (window, root) = shownRoot()
        let sheet = LifecycleController()
        var completed = 0
        root.present(sheet, animated: true) { completed += 1 }
        #expect(sheet.calls == ["loadView", "viewDidLoad", "viewWillAppear(true)"])
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.isBeingPresented && completed == 0)
        #expect(sheet.view.superview === window && sheet.view.frame == window.bounds)
        window.advance(by: 0.1)
        #expect(completed == 0 && sheet.view.drawnAlpha > 0 && sheet.view.drawnAlpha < 1)
        window.advance(by: 0.2)
        #expect(sheet.calls.last == "viewDidAppear(true)" && completed == 1 && !sheet.isBeingPresented)
        window.advance(by: 1)
        #expect(completed == 1, "a completion runs once")
        #expect(!root.calls.contains { $0.contains("Disappear") } && root.view.superview === window,
                "over the current context: the presenter stays, with no disappearance callbacks")
    }

    @Test("R26 dismiss: viewWillDisappear, then after the fade viewDidDisappear, the view gone, the completion")
    func dismissal() {
        let (window, root) = shownRoot()
        let sheet = LifecycleController()
        root.present(sheet, animated: false)
        #expect(sheet.calls.last == "viewDidAppear(false)", "an unanimated presentation appears at once")
        var done = false
        sheet.dismiss(animated: true) { done = true }
        #expect(sheet.calls.last == "viewWillDisappear(true)" && sheet.isBeingDismissed)
        #expect(root.presentedViewController === sheet, "still presented while it fades")
        window.advance(by: 0.25)
        #expect(done && sheet.calls.last == "viewDidDisappear(true)")
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil)
    }

    @Test("R26 presenting while something is presented changes nothing and warns; the completion does not run")
    func presentWhilePresented() {
        let (window, root) = shownRoot()
        defer { withExtendedLifetime(window) {} }  // the window hosts root for the whole test
        let first = LifecycleController(), second = LifecycleController()
        root.present(first, animated: false)
        var ran = false
        let warned = warnings { root.present(second, animated: false) { ran = true } }
        #expect(warned.count == 1 && warned[0].contains("already presenting"))
        #expect(!ran && root.presentedViewController === first && !second.isViewLoaded)
        let again = warnings { root.dismiss(animated: false); root.present(first, animated: false) }
        #expect(again.isEmpty && root.presentedViewController === first, "after a dismissal it can be presented again")
    }

    @Test("R26 dismissing with nothing presented runs the completion at once")
    func dismissNothing() {
        let controller = LifecycleController()
        var ran = false
        let warned = warnings { controller.dismiss(animated: true) { ran = true } }
        #expect(ran && warned.isEmpty)
    }

    @Test("R26 presenting from a controller no window shows changes nothing and warns")
    func presentOffScreen() {
        let loose = LifecycleController()
        let other = LifecycleController()
        let warned = warnings { loose.present(other, animated: false) }
        #expect(warned.count == 1 && warned[0].contains("not in a visible window"))
        #expect(loose.presentedViewController == nil)
    }

    @Test("R26 a second dismissal while one runs is ignored with a warning; its completion runs at once")
    func doubleDismiss() {
        let (window, root) = shownRoot()
        let sheet = LifecycleController()
        root.present(sheet, animated: false)
        var first = 0, second = 0
        root.dismiss(animated: true) { first += 1 }
        let warned = warnings { root.dismiss(animated: true) { second += 1 } }
        #expect(warned.count == 1 && second == 1 && first == 0)
        window.advance(by: 0.3)
        #expect(first == 1 && sheet.calls.filter { $0.hasPrefix("viewDidDisappear") }.count == 1)
    }

    @Test("R26 dismissing a controller that presents another takes both away")
    func dismissChain() {
        let (window, root) = shownRoot()
        let a = LifecycleController(), b = LifecycleController()
        root.present(a, animated: false)
        a.present(b, animated: false)
        #expect(window.topViewController === b)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && a.presentedViewController == nil)
        #expect(a.viewIfLoaded?.superview == nil && b.viewIfLoaded?.superview == nil && window.topViewController === root)
    }

    @Test("R26 a resized window gives its new size to the root view and presented views")
    func resize() {
        let (window, root) = shownRoot()
        let sheet = LifecycleController()
        root.present(sheet, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(root.view.frame.size == CGSize(width: 200, height: 300) && sheet.view.frame.size == CGSize(width: 200, height: 300))
    }
}
