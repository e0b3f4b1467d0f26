import Foundation
import InfoWindowKit

/// The SDK's map view: InfoWindowKit's ``/InfoWindowKit/MapView``. `selectedMarker`, `delegate` (weak), `camera`,
/// `projection`, `padding`, `settings`, `clear()` and the camera and drag delegate calls carry the SDK's
/// names and meaning.
///
/// A `UIView`, as on iOS: `view = mapView` in `loadView()`, or `view.addSubview(mapView)`. A `UIWindow`
/// hosts the tree (input, clock, drawing); a map on its own takes `tap(at:)`, `longPress(at:)`,
/// `handle(_:)` and `advance(to:)` directly.
public typealias GMSMapView = MapView

/// The SDK's gesture and control switches: InfoWindowKit's ``/InfoWindowKit/MapSettings`` (`mapView.settings`).
public typealias GMSUISettings = MapSettings

/// The SDK's appear animations: InfoWindowKit's ``/InfoWindowKit/MarkerAnimation`` (`.none`, `.pop`, `.fadeIn`).
public typealias GMSMarkerAnimation = MarkerAnimation

/// The SDK's map delegate: InfoWindowKit's ``/InfoWindowKit/MapViewDelegate``, with the SDK's Swift method names
/// (`mapView(_:didTap:)`, `mapView(_:markerInfoWindow:)`, `mapView(_:markerInfoContents:)`,
/// `mapView(_:didTapInfoWindowOf:)`, `mapView(_:didLongPressInfoWindowOf:)`,
/// `mapView(_:didCloseInfoWindowOf:)`, `mapView(_:didTapAt:)`, `mapView(_:didLongPressAt:)`), all optional.
public typealias GMSMapViewDelegate = MapViewDelegate

/// The SDK's projection: InfoWindowKit's ``/InfoWindowKit/Projection`` (`point(for:)`, `coordinate(for:)`).
public typealias GMSProjection = Projection

@MainActor
extension MapView {
    /// The SDK's `map(withFrame:camera:)`: a map view of `frame` (points) looking through `camera`.
    public static func map(withFrame frame: CGRect, camera: GMSCameraPosition) -> GMSMapView {
        GMSMapView(frame: frame, camera: camera)
    }

    /// The SDK's `animate(toLocation:)`: animates the camera's target to `location`, keeping zoom,
    /// bearing and tilt. Stepped by `advance(to:)`.
    public func animate(toLocation location: CLLocationCoordinate2D) {
        var goal = camera
        goal.target = location
        animate(to: goal)
    }

    /// The SDK's `animate(toZoom:)`: animates the zoom, keeping the target, bearing and tilt.
    public func animate(toZoom zoom: Float) {
        var goal = camera
        goal.zoom = Double(zoom)
        animate(to: goal)
    }

    /// `animate(toZoom:)` with a `Double`, as `mapView.camera.zoom + 1` is here (the SDK's `zoom` is a
    /// `Float`, ours a `Double`), so such SDK code compiles unchanged; a `Float` picks the SDK's overload.
    @_disfavoredOverload
    public func animate(toZoom zoom: Double) {
        animate(toZoom: Float(zoom))
    }

    /// The SDK's `animate(toBearing:)`: animates the bearing (degrees clockwise from north).
    public func animate(toBearing bearing: CLLocationDirection) {
        var goal = camera
        goal.bearing = bearing
        animate(to: goal)
    }

    /// The SDK's `animate(toViewingAngle:)`: animates the tilt (degrees from straight down, 0…60).
    public func animate(toViewingAngle viewingAngle: Double) {
        var goal = camera
        goal.viewingAngle = viewingAngle
        animate(to: goal)
    }
}

/// The SDK's smallest zoom level, 0 here (the whole world in 256 points; the SDK's is device-dependent).
public let kGMSMinZoomLevel = Float(CameraPosition.minimumZoom)

/// The SDK's largest zoom level, 22 here.
public let kGMSMaxZoomLevel = Float(CameraPosition.maximumZoom)

/// The SDK's frame rates: InfoWindowKit's ``/InfoWindowKit/FrameRate`` (`.powerSave` 15 fps,
/// `.conservative` 30 fps, `.maximum` the display's; D113), for `mapView.preferredFrameRate`.
public typealias GMSFrameRate = FrameRate

/// The SDK's padding behaviours: InfoWindowKit's ``/InfoWindowKit/PaddingAdjustmentBehavior``, for
/// `mapView.paddingAdjustmentBehavior` (there is no safe area here: every case draws the padding as set).
public typealias GMSMapViewPaddingAdjustmentBehavior = PaddingAdjustmentBehavior
