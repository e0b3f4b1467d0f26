import Foundation
import InfoWindowKit

/// The SDK's camera update: InfoWindowKit's ``/InfoWindowKit/CameraUpdate`` (`zoomIn()`, `zoomOut()`, `zoom(to:)`,
/// `zoom(by:)`, `zoom(by:at:)`, `setTarget(_:)`, `setTarget(_:zoom:)`, `setCamera(_:)`,
/// `scrollBy(x:y:)`, `fit(_:)`, `fit(_:withPadding:)`, `fit(_:with:)`), applied by
/// `mapView.moveCamera(_:)` and `mapView.animate(with:)`. Zooms take the SDK's `Float` (or a `Double`).
public typealias GMSCameraUpdate = CameraUpdate
