import Foundation
import InfoWindowKit

/// The SDK's options for `GMSMapView(options:)`: the initial frame, camera and background colour.
/// (`mapID` and `screen` have no meaning here and do not exist.)
@MainActor
public final class GMSMapViewOptions {
    /// The map view's frame, points. Default `.zero`.
    public var frame: CGRect = .zero
    /// The first camera; nil (the default) looks at (0, 0) at zoom 0.
    public var camera: GMSCameraPosition?
    /// The colour drawn where there is no map; nil (the default) keeps the map's own light beige.
    public var backgroundColor: UIColor?

    /// Options with every default.
    public init() {}
}

@MainActor
extension MapView {
    /// The SDK's `init(options:)`: a map view with the options' frame, camera and background colour.
    public convenience init(options: GMSMapViewOptions) {
        self.init(frame: options.frame,
                  camera: options.camera ?? GMSCameraPosition(latitude: 0, longitude: 0, zoom: 0))
        if let color = options.backgroundColor { backgroundColor = color }
    }
}
