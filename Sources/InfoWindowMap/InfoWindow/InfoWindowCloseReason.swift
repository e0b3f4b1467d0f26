import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
/// Why an info window closed (SPEC R23), passed to `mapView(_:didCloseInfoWindowOf:reason:)`.
public enum InfoWindowCloseReason: Hashable, Sendable, CustomStringConvertible {
    /// The map was tapped away from markers and the window (R8).
    case mapTapped
    /// Another marker was tapped (R5).
    case otherMarkerTapped
    /// The marker whose window was open was tapped; the window opens again (R6).
    case markerTappedAgain
    /// `selectedMarker` was set by code to nil or another marker (R7), or a tracked window lost its content.
    case programmatic
    /// The marker was removed from the map, alone or by `clear()` (R10).
    case markerRemoved
    /// A tappable shape was tapped (R32, D44): the window closes after `mapView(_:didTap:)` for the
    /// overlay, as a tap on the map closes it after `didTapAt`.
    case overlayTapped
    /// The marker was taken off the map because re-clustering put what it stands for (a clustered item,
    /// or a cluster that split or merged) into another cluster (R36): ``MapView/remove(_:reason:)``.
    case clustered

    /// The case name.
    public var description: String {
        switch self {
        case .mapTapped: "mapTapped"
        case .otherMarkerTapped: "otherMarkerTapped"
        case .markerTappedAgain: "markerTappedAgain"
        case .programmatic: "programmatic"
        case .markerRemoved: "markerRemoved"
        case .overlayTapped: "overlayTapped"
        case .clustered: "clustered"
        }
    }
}
