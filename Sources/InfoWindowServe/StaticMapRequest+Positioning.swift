import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// Implicit positioning, as Google's Static Maps API does it: without `center` and `zoom`, the map is
/// centred on its markers (whole pins), paths and `visible` locations at the largest whole zoom that
/// shows them all; with `center` alone, the zoom that shows them around it (D66). The fitting is
/// ``ViewportFit``'s, shared with the tools.
extension StaticMapRequest {
    /// The largest zoom implicit positioning chooses, for a single point or points close together: 18,
    /// a street's view (D66).
    public static let maximumImplicitZoom = 18.0

    /// The camera: `center` and `zoom` when both are given, else fitted. `markerExtents` are how far
    /// each marker's picture reaches around its position, in points, in the order of ``markers``
    /// (missing ones are taken as the standard pin: 43 up, 13.5 to each side).
    public func camera(markerExtents: [EdgeInsets]) -> CameraPosition {
        if let center, let zoom {
            return CameraPosition(target: center, zoom: zoom, bearing: bearing, viewingAngle: tilt)
        }
        let pin = EdgeInsets(top: 43, left: 13.5, bottom: 0, right: 13.5)
        var items: [FitItem] = []
        items.reserveCapacity(markers.count + visible.count + paths.reduce(0) { $0 + $1.points.count })
        for (index, marker) in markers.enumerated() {
            items.append(FitItem(marker.position, extent: index < markerExtents.count ? markerExtents[index] : pin))
        }
        for path in paths {
            let half = CGFloat(path.weight) / 2
            let reach = EdgeInsets(all: half)
            for point in path.points { items.append(FitItem(point, extent: reach)) }
        }
        for point in visible { items.append(FitItem(point)) }
        // With a zoom and no centre, only the centre is found, at that zoom.
        let range = zoom.map { $0...$0 } ?? CameraPosition.minimumZoom...Self.maximumImplicitZoom
        let fitted = ViewportFit.camera(fitting: items, in: CGSize(width: width, height: height), center: center,
                                        zoomRange: range, wholeZoom: zoom == nil)
            ?? CameraPosition(target: center ?? Coordinate(latitude: 0, longitude: 0), zoom: 0)
        return CameraPosition(target: center ?? fitted.target, zoom: zoom ?? fitted.zoom, bearing: bearing, viewingAngle: tilt)
    }
}
