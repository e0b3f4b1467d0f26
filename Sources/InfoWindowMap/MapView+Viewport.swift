import Foundation
import InfoWindowCore
import InfoWindowViews

/// How a map's padding meets the safe area of the screen: the SDK's `GMSMapViewPaddingAdjustmentBehavior`.
/// There is no safe area here (no notch, no home indicator), so every case gives the padding as set.
public enum PaddingAdjustmentBehavior: Int, Hashable, Sendable {
    /// The behaviour with the SDK's number (0 always, 1 automatic, 2 never); nil for another number.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .always
        case 1: self = .automatic
        case 2: self = .never
        default: return nil
        }
    }

    /// The safe area is always added to the padding (the SDK's default).
    case always
    /// The safe area is added where the padding is zero.
    case automatic
    /// The padding is used as it is.
    case never
}

/// The viewport's limits (D110): the zoom range and the bounds the camera target stays in. Every camera
/// change — set, animated, by a camera update or by a gesture — is brought inside them.
extension MapView {
    /// The smallest zoom the camera may have. Default 0 (``CameraPosition/minimumZoom``). Set with
    /// ``setMinZoom(_:maxZoom:)``.
    public var minZoom: Float { Float(cameraState.minZoom) }

    /// The largest zoom the camera may have. Default 22 (``CameraPosition/maximumZoom``). Set with
    /// ``setMinZoom(_:maxZoom:)``.
    public var maxZoom: Float { Float(cameraState.maxZoom) }

    /// Limits the camera's zoom to `minZoom`…`maxZoom` (the SDK's `setMinZoom(_:maxZoom:)`), each clamped
    /// to 0…22; a camera outside the range moves inside it at once (D110). NaN, or a minimum above the
    /// maximum, changes nothing and warns naming both (the SDK raises an exception).
    public func setMinZoom(_ minZoom: Float, maxZoom: Float) {
        guard !minZoom.isNaN, !maxZoom.isNaN, minZoom <= maxZoom else {
            Diagnostics.warn("setMinZoom(\(minZoom), maxZoom: \(maxZoom)): the minimum must be a number no larger than the maximum; kept \(self.minZoom)…\(self.maxZoom)")
            return
        }
        let low = min(max(Double(minZoom), CameraPosition.minimumZoom), CameraPosition.maximumZoom)
        let high = min(max(Double(maxZoom), CameraPosition.minimumZoom), CameraPosition.maximumZoom)
        cameraState.minZoom = low
        cameraState.maxZoom = high
        applyViewportLimits()
    }

    /// The bounds the camera target stays inside; nil (the default) for none. A target outside moves to
    /// the nearest point of the bounds at once and after every camera change, whoever made it (D110).
    /// Bounds that hold no point are taken as nil, with a warning.
    public var cameraTargetBounds: CoordinateBounds? {
        get { cameraState.targetBounds }
        set {
            if let bounds = newValue, !bounds.isValid {
                Diagnostics.warn("cameraTargetBounds \(bounds) hold no point; taken as nil (no limit)")
                cameraState.targetBounds = nil
                return
            }
            cameraState.targetBounds = newValue
            applyViewportLimits()
        }
    }

    /// How ``padding`` meets the screen's safe area (the SDK's `paddingAdjustmentBehavior`). Default
    /// `.always`. There is no safe area here, so every value draws the padding as set.
    public var paddingAdjustmentBehavior: PaddingAdjustmentBehavior {
        get { cameraState.paddingAdjustment }
        set { cameraState.paddingAdjustment = newValue }
    }

    /// `camera` (valid, clamped) brought inside the zoom range and the target bounds.
    func limited(_ camera: CameraPosition) -> CameraPosition {
        var result = camera
        result.zoom = min(max(result.zoom, cameraState.minZoom), cameraState.maxZoom)
        if let bounds = cameraState.targetBounds, !bounds.contains(result.target) {
            result.target = bounds.nearest(to: result.target)
        }
        return result.clamped
    }

    /// Moves the camera inside new limits (ending a camera animation that would leave them).
    private func applyViewportLimits() {
        let current = cameraState.current
        let inside = limited(current)
        guard inside != current else { return }
        cancelCameraAnimation()
        cameraWillMove(gesture: false)
        setCamera(inside)
    }
}
