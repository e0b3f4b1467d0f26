import Foundation
import InfoWindowKit

/// The SDK's map style: Google's styling JSON read into a ``/InfoWindowKit/GoogleMapStyle`` (a class, as
/// in the SDK, so an app's `convenience init` in an extension keeps compiling). Give it to
/// `mapView.mapStyle`. A style that cannot be used throws a ``/InfoWindowKit/GoogleMapStyleError`` naming
/// the entry and the field at fault (the SDK throws an `NSError` without saying where).
public final class GMSMapStyle: Sendable {
    /// The rules read.
    public let style: GoogleMapStyle

    /// The SDK's `GMSMapStyle(jsonString:)`: reads styling JSON.
    public init(jsonString: String) throws {
        style = try GoogleMapStyle(jsonString: jsonString)
    }

    /// The SDK's `GMSMapStyle(contentsOfFileURL:)`: reads a styling JSON file (a local file).
    public init(contentsOfFileURL url: URL) throws {
        style = try GoogleMapStyle(contentsOf: url)
    }

    /// A style of rules already read.
    public init(_ style: GoogleMapStyle) {
        self.style = style
    }
}

/// The SDK's map types: InfoWindowKit's ``/InfoWindowKit/MapType`` (`.normal`, `.none`; `.satellite`,
/// `.hybrid` and `.terrain` draw the normal map, as there is no imagery offline — D53).
public typealias GMSMapViewType = MapType

@MainActor
extension MapView {
    /// The SDK's `mapStyle`: a Google map style over the basemap (``/InfoWindowKit/MapView/googleStyle``);
    /// nil for the map's own look.
    public var mapStyle: GMSMapStyle? {
        get { googleStyle.map(GMSMapStyle.init) }
        set { googleStyle = newValue?.style }
    }

    /// The SDK's `isBuildingsEnabled`: whether the street map's buildings are drawn
    /// (``/InfoWindowKit/MapView/showsBuildings``). Flat here, as tilted views draw them.
    public var isBuildingsEnabled: Bool {
        get { showsBuildings }
        set { showsBuildings = newValue }
    }

    /// The SDK's `isTrafficEnabled`: accepted and read back; there is no traffic data offline, so nothing
    /// is drawn (``/InfoWindowKit/MapView/showsTraffic``, D54).
    public var isTrafficEnabled: Bool {
        get { showsTraffic }
        set { showsTraffic = newValue }
    }

    /// The SDK's `isIndoorEnabled`: accepted and read back; the tiles carry no indoor maps
    /// (``/InfoWindowKit/MapView/showsIndoor``, D54).
    public var isIndoorEnabled: Bool {
        get { showsIndoor }
        set { showsIndoor = newValue }
    }
}
