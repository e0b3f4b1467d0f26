import Foundation
import InfoWindowCore

/// The map properties that can be observed (D120): what a key path passed to
/// ``MapView/observe(_:options:changeHandler:)`` may name. `\.camera`, `\.selectedMarker` and
/// `\.myLocation` — the properties the SDK documents as observable — resolve here; a key path to any
/// other property does not compile.
@MainActor
public struct ObservableMapProperties {
    fileprivate let map: MapView

    /// The map's ``MapView/camera``.
    public var camera: CameraPosition { map.camera }
    /// The map's ``MapView/selectedMarker``.
    public var selectedMarker: Marker? { map.selectedMarker }
    /// The map's ``MapView/myLocation``.
    public var myLocation: Location? { map.myLocation }
}

/// The handlers observing a map's properties (D120).
@MainActor
final class MapObservers {
    let camera = ObserverList<MapView, CameraPosition>()
    let selectedMarker = ObserverList<MapView, Marker?>()
    let myLocation = ObserverList<MapView, Location?>()
}

extension MapView {
    /// Observes one of the map's properties, as Foundation's key-value observing (the SDK's
    /// `mapView.observe(\.camera, options: [.new, .old]) { mapView, change in … }`, D120–D123).
    ///
    /// `keyPath` names `\.camera`, `\.selectedMarker` or `\.myLocation`; another property does not
    /// compile, and a path into one of them (`\.camera.zoom`) is refused with a warning. The handler is called on the
    /// main actor, synchronously after each change, with the values `options` asks for: the camera at
    /// every change (each frame of an animation or gesture), the selected marker once per event that
    /// changed it, the location at each new fix. The observation runs until the returned object is
    /// released or invalidated; it does not keep the map alive.
    /// - Parameters:
    ///   - keyPath: The property to observe.
    ///   - options: `.new`, `.old`, `.initial` (a first call now), `.prior` (a call before each change).
    ///   - changeHandler: Called with the map and the change.
    /// - Returns: The observation; keep it as long as the handler should be called.
    public func observe<Value>(_ keyPath: KeyPath<ObservableMapProperties, Value>,
                               options: ObservingOptions = [],
                               changeHandler: @escaping @MainActor (MapView, ObservedChange<Value>) -> Void)
        -> PropertyObservation {
        let current = ObservableMapProperties(map: self)[keyPath: keyPath]
        func register<V>(_ list: ObserverList<MapView, V>) -> PropertyObservation? {
            guard let current = current as? V else { return nil }
            return list.add(self, current: current, options: options) { map, change in
                // V is Value here (the key path named this list), so the casts always succeed.
                changeHandler(map, ObservedChange(kind: change.kind, newValue: change.newValue.flatMap { $0 as? Value },
                                                  oldValue: change.oldValue.flatMap { $0 as? Value },
                                                  indexes: change.indexes, isPrior: change.isPrior))
            }
        }
        let registered: PropertyObservation?
        switch keyPath {
        case \ObservableMapProperties.camera: registered = register(observers.camera)
        case \ObservableMapProperties.selectedMarker: registered = register(observers.selectedMarker)
        case \ObservableMapProperties.myLocation: registered = register(observers.myLocation)
        default: registered = nil
        }
        guard let registered else {
            Diagnostics.warn("observe: a key path into camera, selectedMarker or myLocation (such as \\.camera.zoom) "
                             + "is not observed and its handler is never called; observe the property itself (\\.camera) "
                             + "and read the part from the change")
            let refused = PropertyObservation()
            refused.invalidate()
            return refused
        }
        return registered
    }
}
