import Foundation
import InfoWindowKit

/// The library side's delegate: it logs every call with what `selectedMarker` reads at that moment,
/// answers as each marker's ``DelegateBehaviour`` says, and calls back into the map as the step's
/// reactions say (R22). Markers are known by the number in their `userData`; a shape's stand-in marker
/// (R33) by its order of appearance from ``ReferenceModel/firstStandIn`` + 1 on, as the model makes them.
/// Shapes are named in the log as ``ReferenceModel/shapeName`` + their number.
@MainActor
final class ScriptedDelegate: MapViewDelegate {
    var log: [LogEntry] = []
    var script = DelegateScript()
    var behaviours: [Int: DelegateBehaviour] = [:]
    /// Every marker made in this run, on the map or not, by number.
    var markers: [Int: Marker] = [:]
    /// The one view handed out for every custom window and custom contents (R15 allows sharing).
    let customView: View
    /// A marker that lives on another map (R7).
    let foreign: Marker
    /// Every shape made in this run, by number, and what the delegate hands back for its window.
    var shapes: [Int: Polygon] = [:]
    var shapeBehaviours: [Int: DelegateBehaviour] = [:]
    /// The stand-ins seen, in order (kept, so no new one reuses an old one's identity).
    private var standIns: [Marker] = []

    init(customView: View, foreign: Marker) {
        self.customView = customView
        self.foreign = foreign
    }

    static func number(of marker: Marker) -> Int {
        marker.userData as? Int ?? -1
    }

    /// A marker's number; a stand-in gets the next one when first seen.
    func number(of marker: Marker) -> Int {
        guard marker.overlay != nil else { return Self.number(of: marker) }
        if let index = standIns.firstIndex(where: { $0 === marker }) { return ReferenceModel.firstStandIn + index + 1 }
        standIns.append(marker)
        return ReferenceModel.firstStandIn + standIns.count
    }

    /// What the delegate hands back for `marker`: a stand-in's is its shape's.
    private func behaviour(of marker: Marker) -> DelegateBehaviour? {
        if let shape = marker.overlay { return (shape.userData as? Int).flatMap { shapeBehaviours[$0] } }
        return behaviours[Self.number(of: marker)]
    }

    func mapView(_ mapView: MapView, didTap overlay: any Overlay) {
        let id = overlay.userData as? Int ?? -1
        log.append(LogEntry(method: .didTapOverlay, marker: ReferenceModel.shapeName + id, reason: nil,
                            selected: mapView.selectedMarker.map(number)))
        react(.didTapOverlay, mapView, removingArgument: { overlay.map = nil })
    }

    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        record(.didTap, marker, mapView)
        return behaviours[Self.number(of: marker)]?.vetoesTaps ?? false
    }

    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
        record(.markerInfoWindow, marker, mapView)
        return behaviour(of: marker)?.returns == .window ? customView : nil
    }

    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? {
        record(.markerInfoContents, marker, mapView)
        return behaviour(of: marker)?.returns == .contents ? customView : nil
    }

    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) {
        record(.didTapInfoWindow, marker, mapView)
    }

    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation) {
        record(.didTapInfoWindowAt, marker, mapView)
    }

    func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker) {
        record(.didLongPressInfoWindow, marker, mapView)
    }

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) {
        record(.didClose, marker, mapView)
    }

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {
        let name = switch reason {
        case .mapTapped: "mapTapped"
        case .otherMarkerTapped: "otherMarkerTapped"
        case .markerTappedAgain: "markerTappedAgain"
        case .programmatic: "programmatic"
        case .markerRemoved: "markerRemoved"
        case .overlayTapped: "overlayTapped"
        case .clustered: "clustered"
        }
        record(.didCloseWithReason, marker, mapView, reason: name)
    }

    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
        record(.didTapAt, nil, mapView)
    }

    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) {
        record(.didLongPressAt, nil, mapView)
    }

    func mapView(_ mapView: MapView, didBeginDragging marker: Marker) { record(.didBeginDragging, marker, mapView) }
    func mapView(_ mapView: MapView, didDrag marker: Marker) { record(.didDrag, marker, mapView) }
    func mapView(_ mapView: MapView, didEndDragging marker: Marker) { record(.didEndDragging, marker, mapView) }

    /// The camera's calls, with frame marks from the driver, for ``CameraEventChecker``.
    var cameraLog: [CameraEntry] = []

    func mapView(_ mapView: MapView, willMove gesture: Bool) {
        cameraLog.append(.willMove(gesture: gesture, from: mapView.camera))
    }
    func mapView(_ mapView: MapView, didChange position: CameraPosition) {
        cameraLog.append(.didChange(position))
    }
    func mapView(_ mapView: MapView, idleAt position: CameraPosition) {
        cameraLog.append(.idle(position, fingerDown: mapView.isPressed, animating: mapView.isAnimatingCamera))
    }

    private func record(_ method: DelegateMethod, _ marker: Marker?, _ map: MapView, reason: String? = nil) {
        log.append(LogEntry(method: method, marker: marker.map(number), reason: reason,
                            selected: map.selectedMarker.map(number)))
        react(method, map, removingArgument: { marker?.map = nil })
    }

    /// Performs the reactions due at this call of `method`.
    private func react(_ method: DelegateMethod, _ map: MapView, removingArgument: () -> Void) {
        for action in script.fire(method) {
            switch action {
            case .select(let id): if let target = markers[id] { map.selectedMarker = target }
            case .selectNil: map.selectedMarker = nil
            case .selectCurrent: map.selectedMarker = map.selectedMarker
            case .selectForeign: map.selectedMarker = foreign
            case .remove(let id): markers[id]?.map = nil
            case .removeArgument: removingArgument()
            case .clear: map.clear()
            }
        }
    }
}
