import Foundation
import InfoWindowKit

/// The SDK's marker: InfoWindowKit's ``/InfoWindowKit/Marker``, with the SDK's Swift property names and types —
/// `position: CLLocationCoordinate2D`, `title`, `snippet`, `icon: UIImage?`, `iconView: UIView?`,
/// `groundAnchor`, `infoWindowAnchor`, `tracksInfoWindowChanges`, `tracksViewChanges`,
/// `rotation: CLLocationDegrees`, `isFlat`, `opacity: Float`, `zIndex: Int32`, `isTappable`,
/// `userData: Any?`, `map` — and `markerImage(with:)`. Equal only to itself, like the SDK's NSObject
/// markers.
public typealias GMSMarker = Marker

/// The SDK's default ground anchor, (0.5, 1.0): the bottom centre of the icon sits on the position.
public let kGMSMarkerDefaultGroundAnchor = CGPoint(x: 0.5, y: 1.0)

/// The SDK's default info-window anchor, (0.5, 0.0): the window's tip sits on the top centre of the icon.
public let kGMSMarkerDefaultInfoWindowAnchor = CGPoint(x: 0.5, y: 0.0)

@MainActor
extension Marker {
    /// The SDK's `layer`: a ``GMSMarkerLayer`` whose `latitude`, `longitude`, `rotation` and `opacity`
    /// read and write this marker's own values.
    public var layer: GMSMarkerLayer { GMSMarkerLayer(marker: self) }
}

/// The SDK's per-marker layer: `latitude`, `longitude`, `rotation` and `opacity` of its marker.
///
/// On iOS these can be animated with Core Animation; there is no Core Animation here, so a value set
/// through the layer applies at once, exactly as if set on the marker (and is validated the same way:
/// a non-finite value is refused with a warning, D1).
@MainActor
public final class GMSMarkerLayer {
    /// The marker this layer belongs to (the marker owns its values; the layer keeps none of its own).
    public let marker: GMSMarker

    /// A layer for `marker`.
    public init(marker: GMSMarker) {
        self.marker = marker
    }

    /// The marker's latitude, degrees.
    public var latitude: CLLocationDegrees {
        get { marker.position.latitude }
        set { marker.position = CLLocationCoordinate2D(latitude: newValue, longitude: marker.position.longitude) }
    }

    /// The marker's longitude, degrees.
    public var longitude: CLLocationDegrees {
        get { marker.position.longitude }
        set { marker.position = CLLocationCoordinate2D(latitude: marker.position.latitude, longitude: newValue) }
    }

    /// The marker's rotation, degrees clockwise.
    public var rotation: CLLocationDegrees {
        get { marker.rotation }
        set { marker.rotation = newValue }
    }

    /// The marker's opacity, 0…1.
    public var opacity: Float {
        get { marker.opacity }
        set { marker.opacity = newValue }
    }
}
