import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// What lies under a point of the map view, in SPEC R24's and R32's order: the open window, then the
/// top tappable marker, then the top tappable shape, then the map.
public enum HitTestResult: Equatable {
    /// The open window, at a point in window coordinates.
    case infoWindow(Marker, CGPoint)
    /// A marker's hit area.
    case marker(Marker)
    /// A tappable shape (``Polyline``, ``Polygon``, ``Circle``, ``GroundOverlay``) under the point (R32).
    case overlay(any Overlay)
    /// The ground, at a coordinate.
    case map(Coordinate)

    /// Equal when both name the same window point, marker, shape (by identity) or coordinate.
    public nonisolated static func == (a: HitTestResult, b: HitTestResult) -> Bool {
        switch (a, b) {
        case let (.infoWindow(m, p), .infoWindow(n, q)): m == n && p == q
        case let (.marker(m), .marker(n)): m == n
        case let (.overlay(o), .overlay(p)): o === p
        case let (.map(c), .map(d)): c == d
        default: false
        }
    }
}
