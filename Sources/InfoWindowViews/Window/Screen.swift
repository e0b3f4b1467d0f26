import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's screen: `Screen.main.bounds` and `scale`, which size a view controller's default root view
/// and a ``Window`` made without a frame.
///
/// On iOS the device decides them; here the host does (both are settable) before it loads a view
/// controller. Default 390 × 844 points (a portrait phone) at scale 1.
@MainActor
public final class Screen {
    /// The one screen.
    public static let main = Screen()

    /// The screen's rectangle in points. Default 390 × 844 at (0, 0).
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Pixels per point of snapshots a host takes of this screen. Default 1.
    public var scale: CGFloat = 1

    private init() {}
}
