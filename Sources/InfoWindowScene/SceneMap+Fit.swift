import Foundation
import InfoWindowCore
import InfoWindowMap

/// Fitting the view to the scene (D79): what `infowindow render --fit` does, and what it does by default
/// for a GeoJSON file given without `--center` and `--zoom`.
extension SceneMap {
    /// The room kept between what a fitted view shows and its edges, in points.
    public static let fitPadding: CGFloat = 16

    /// The largest zoom a fitted view takes, for one marker or markers close together: 18, a street.
    public static let maximumFitZoom = 18.0

    /// Moves the camera — north up, looking straight down — to the centre and the largest zoom at which
    /// every marker's whole icon and the open window show, `padding` points inside the view's edges.
    /// The fitting is ``ViewportFit``'s, the function `/staticmap`'s implicit positioning uses. Returns
    /// false, leaving the camera as it was, when the map has no markers.
    @discardableResult
    public func fitCamera(padding: CGFloat = fitPadding) -> Bool {
        let map = mapView
        let markers = map.markers.filter { clusterLayer?.owns($0) != true }
        guard !markers.isEmpty else { return false }
        // How far an icon or the window reaches around its point, in points, is the same at every zoom
        // of a flat, north-up view: it is measured once here.
        map.camera = CameraPosition(target: map.camera.target, zoom: map.camera.zoom)
        let projection = map.projection
        func item(_ position: Coordinate, drawn frame: CGRect?) -> FitItem {
            let point = projection.point(for: position)
            guard let frame, point.x.isFinite, point.y.isFinite else { return FitItem(position) }
            return FitItem(position, extent: EdgeInsets(top: max(0, point.y - frame.minY), left: max(0, point.x - frame.minX),
                                                         bottom: max(0, frame.maxY - point.y), right: max(0, frame.maxX - point.x)))
        }
        var items = markers.map { item($0.position, drawn: map.iconFrame(of: $0)) }
        if let selected = map.selectedMarker {
            items.append(item(selected.position, drawn: map.infoWindowFrame))
        }
        let inset = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
        guard let camera = ViewportFit.camera(fitting: items, in: map.bounds.size, padding: inset,
                                              zoomRange: CameraPosition.minimumZoom...Self.maximumFitZoom, wholeZoom: false)
        else { return false }
        map.camera = camera
        return true
    }
}
