import Foundation
import InfoWindowKit

/// The SDK's bounds: InfoWindowKit's ``/InfoWindowKit/CoordinateBounds`` (`init()`,
/// `init(coordinate:coordinate:)`, `init(region:)`, `init(path:)`, `includingCoordinate(_:)`,
/// `includingBounds(_:)`, `includingPath(_:)`, `contains(_:)`, `intersects(_:)`, `northEast`, `southWest`,
/// `isValid`). A value type here (the SDK's is an immutable class): `bounds = bounds.includingCoordinate(c)`
/// reads the same.
public typealias GMSCoordinateBounds = CoordinateBounds

/// The SDK's visible region: InfoWindowKit's ``/InfoWindowKit/VisibleRegion`` (`nearLeft`, `nearRight`, `farLeft`,
/// `farRight`), from `mapView.projection.visibleRegion()`.
public typealias GMSVisibleRegion = VisibleRegion
