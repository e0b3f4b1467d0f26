import Foundation
import InfoWindowKit

/// The view that stands for a ``GMSMapView`` in a view tree, so `view.addSubview(mapView)` reads as on
/// iOS. It holds the map (strongly, as a superview holds a subview) and has the map's frame when it was
/// added; it draws nothing itself — the host draws the map (`mapView.snapshot()`, an SDL window).
@MainActor
public final class MapHostView: UIView {
    /// The map this view stands for.
    public let mapView: GMSMapView

    /// A host view for `mapView`, with its frame.
    public init(mapView: GMSMapView) {
        self.mapView = mapView
        super.init(frame: mapView.frame)
    }
}

@MainActor
extension View {
    /// UIKit's `addSubview(_:)` for a map: adds a ``MapHostView`` holding `mapView` on top of the
    /// subviews. Adding the same map again to this view changes nothing.
    public func addSubview(_ mapView: GMSMapView) {
        if subviews.contains(where: { ($0 as? MapHostView)?.mapView === mapView }) { return }
        addSubview(MapHostView(mapView: mapView) as UIView)
    }

    /// The first map in this view's tree (depth first, back to front), or nil: what a
    /// host shows for a view controller's `view`. Not a UIKit name.
    public var hostedMapView: GMSMapView? {
        if let host = self as? MapHostView { return host.mapView }
        for subview in subviews {
            if let found = subview.hostedMapView { return found }
        }
        return nil
    }
}
