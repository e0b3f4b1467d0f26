import Foundation
import InfoWindowKit

/// The SDK's key of the camera target's latitude on a map view's layer (``GMSMapLayer/cameraLatitude``).
public let kGMSLayerCameraLatitudeKey = "cameraLatitude"
/// The SDK's key of the camera target's longitude (``GMSMapLayer/cameraLongitude``).
public let kGMSLayerCameraLongitudeKey = "cameraLongitude"
/// The SDK's key of the camera's bearing (``GMSMapLayer/cameraBearing``).
public let kGMSLayerCameraBearingKey = "cameraBearing"
/// The SDK's key of the camera's zoom level (``GMSMapLayer/cameraZoomLevel``).
public let kGMSLayerCameraZoomLevelKey = "cameraZoomLevel"
/// The SDK's key of the camera's tilt (``GMSMapLayer/cameraViewingAngle``).
public let kGMSLayerCameraViewingAngleKey = "cameraViewingAngle"

/// The SDK's `GMSMapLayer`: a map view's `layer`, whose camera properties are the map's camera and whose
/// camera keys animate with Core Animation's names (D115).
///
/// Setting a property moves the camera at once (limits and clamping as ``/InfoWindowKit/MapView/camera``).
/// `add(_:forKey:)` with a ``CABasicAnimation`` or ``CAKeyframeAnimation`` of one of the
/// `kGMSLayerCamera…Key` keys animates that number on the map's clock through
/// ``/InfoWindowKit/MapView/animateCamera(_:through:keyTimes:duration:curve:)``; an animation without a
/// `fromValue` starts from the value on screen, as Core Animation's presentation value, so setting the
/// model value first and then adding the animation flies from where the camera was drawn.
@MainActor
public final class GMSMapLayer: CALayer {
    /// The map whose camera this layer is.
    public let map: GMSMapView

    /// The layer of `map`.
    public init(map: GMSMapView) {
        self.map = map
        super.init(view: map)
    }

    /// The camera target's latitude, degrees.
    public var cameraLatitude: CLLocationDegrees {
        get { map.camera.target.latitude }
        set { set(.latitude, newValue) }
    }

    /// The camera target's longitude, degrees.
    public var cameraLongitude: CLLocationDegrees {
        get { map.camera.target.longitude }
        set { set(.longitude, newValue) }
    }

    /// The camera's bearing, degrees clockwise from north.
    public var cameraBearing: CLLocationDirection {
        get { map.camera.bearing }
        set { set(.bearing, newValue) }
    }

    /// The camera's zoom level (the SDK's `Float`).
    public var cameraZoomLevel: Float {
        get { Float(map.camera.zoom) }
        set { set(.zoom, Double(newValue)) }
    }

    /// The camera's tilt, degrees from straight down.
    public var cameraViewingAngle: Double {
        get { map.camera.viewingAngle }
        set { set(.viewingAngle, newValue) }
    }

    private func set(_ component: CameraComponent, _ value: Double) {
        map.camera = component.setting(value, in: map.camera)
    }

    /// The camera number a key names; nil for another key.
    static func component(forKey key: String?) -> CameraComponent? {
        switch key {
        case kGMSLayerCameraLatitudeKey: .latitude
        case kGMSLayerCameraLongitudeKey: .longitude
        case kGMSLayerCameraBearingKey: .bearing
        case kGMSLayerCameraZoomLevelKey: .zoom
        case kGMSLayerCameraViewingAngleKey: .viewingAngle
        default: nil
        }
    }

    /// Animates the camera key the animation's `keyPath` names (or `key`, when it has none) on the map's
    /// clock. An animation of another key, or whose values are not numbers, is ignored with a warning
    /// naming it.
    public override func add(_ animation: CAAnimation, forKey key: String?) {
        let path = (animation as? CAPropertyAnimation)?.keyPath ?? key
        guard let component = Self.component(forKey: path) else {
            Diagnostics.warn("GMSMapLayer.add(_:forKey: \(key ?? "nil")): \(path ?? "no key path") is not a camera key (kGMSLayerCameraLatitudeKey, …LongitudeKey, …BearingKey, …ZoomLevelKey, …ViewingAngleKey); ignored")
            return
        }
        let duration = animation.duration > 0 ? animation.duration : 0.25
        var curve = animation.timingFunction?.curve ?? .linear
        let values: [Double]?
        var keyTimes: [Double]?
        switch animation {
        case let basic as CABasicAnimation:
            let model = component.value(of: map.camera)
            let to = CAAnimation.number(basic.toValue) ?? CAAnimation.number(basic.byValue).map { model + $0 } ?? model
            values = CAAnimation.number(basic.fromValue).map { [$0, to] } ?? [to]
        case let keyframes as CAKeyframeAnimation:
            let numbers = keyframes.values?.map(CAAnimation.number)
            values = numbers?.contains(where: { $0 == nil }) == false ? numbers?.compactMap { $0 } : nil
            keyTimes = keyframes.keyTimes?.map(\.doubleValue)
            if let first = keyframes.timingFunctions?.first { curve = first.curve }
        default:
            values = nil
        }
        guard let values, !values.isEmpty else {
            Diagnostics.warn("GMSMapLayer.add(_:forKey: \(key ?? "nil")): the animation of \(path ?? "") has no numeric values; ignored")
            return
        }
        map.animateCamera(component, through: values, keyTimes: keyTimes, duration: duration, curve: curve)
    }
}

@MainActor
extension MapView {
    /// The SDK's `layer` of a map view: a ``GMSMapLayer`` whose camera keys animate (D115).
    public var layer: GMSMapLayer { GMSMapLayer(map: self) }
}
