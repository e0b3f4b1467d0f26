import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// What lies under a point of the map view, in SPEC R24's order: the open window, then the top
/// tappable marker, then the map.
public enum HitTestResult: Equatable {
    /// The open window, at a point in window coordinates.
    case infoWindow(Marker, CGPoint)
    /// A marker's hit area.
    case marker(Marker)
    /// The ground, at a coordinate.
    case map(Coordinate)
}
