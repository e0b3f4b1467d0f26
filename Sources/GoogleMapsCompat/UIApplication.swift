import Foundation
import InfoWindowKit

/// UIKit's application object, for what map screens ask of it (issue 22, D135): the status bar's frame
/// and opening a URL — recorded here, never performed: a headless or windowed host has no Safari, Phone
/// or Maps app to hand the URL to.
///
/// There is no app lifecycle: no delegate, no scenes, no lifecycle notifications.
@MainActor
public final class UIApplication {
    /// The one application object, as `UIApplication.shared`.
    public static let shared = UIApplication()

    /// The keys of `open(_:options:completionHandler:)`'s options, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open only when an app claims the URL as a universal link (taken and recorded, like any option).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in the Settings app, as UIKit's (`open` records it like any URL).
    public static let openSettingsURLString = "app-settings:"

    /// The URLs given to ``open(_:options:completionHandler:)``, oldest first: what the app asked to
    /// open. Beyond UIKit, for hosts and tests to check; ``removeOpenedURLs()`` empties it.
    public private(set) var openedURLs: [URL] = []

    /// The status bar's height in points, set by the host. Beyond UIKit. Default 0: a headless screen has
    /// no status bar (as `Window.deviceSafeAreaInsets` is zero); set 47 to stand in for an iPhone's.
    public var statusBarHeight: CGFloat = 0 {
        didSet {
            if !(statusBarHeight.isFinite && statusBarHeight >= 0) {
                Diagnostics.warn("UIApplication.statusBarHeight \(statusBarHeight) is not a size; kept \(oldValue)")
                statusBarHeight = oldValue
            }
        }
    }

    /// The status bar's rectangle in screen points: the top ``statusBarHeight`` points of
    /// `UIScreen.main.bounds` (zero height by default).
    public var statusBarFrame: CGRect {
        let screen = Screen.main.bounds
        return CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: statusBarHeight)
    }

    /// Whether the idle timer is off. Kept without effect: nothing here dims the screen.
    public var isIdleTimerDisabled = false

    private init() {}

    /// Records `url` in ``openedURLs`` and opens nothing (D135). The completion handler, if any, is
    /// called with `true` on the main queue after the current code returns, as UIKit calls it once the
    /// URL was handed on. `options` are taken and ignored.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        guard let completionHandler else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(true) } }
    }

    /// Whether a URL could be opened: true when it has a scheme (every scheme counts as handled, since
    /// ``open(_:options:completionHandler:)`` only records it).
    public func canOpenURL(_ url: URL) -> Bool {
        !(url.scheme ?? "").isEmpty
    }

    /// Empties ``openedURLs``. Beyond UIKit, for tests.
    public func removeOpenedURLs() {
        openedURLs.removeAll()
    }
}
