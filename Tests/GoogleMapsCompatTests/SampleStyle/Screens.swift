// Six screens of our own, written the way Google's marker samples are written (the same calls: a
// map as the root view, CATransaction, UIView.animate, UIAlertController, DispatchQueue.main,
// GMSMutablePath, GMSCoordinateBounds…), so that the tests in this folder drive iOS-style code through
// GoogleMapsCompat only. Nothing here names an InfoWindowKit type.

import Foundation
import GoogleMapsCompat

/// A repeatable stand-in for `Double.random`, so pictures are the same on every run.
struct SampleRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

extension UIViewController {
    /// A toast: an alert without buttons, gone after `seconds`.
    func presentToast(_ message: String, for seconds: Double = 1) {
        let toast = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        present(toast, animated: true, completion: {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
                toast.dismiss(animated: true)
            }
        })
    }
}

/// Three Portuguese cities: a custom window for Lisbon, custom contents for Porto, the default for
/// Faro; closing or long-pressing a window shows a toast. (MarkerInfoWindow's calls.)
final class PortugalToastViewController: UIViewController, GMSMapViewDelegate {
    let lisbon = GMSMarker(position: CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393))
    let porto = GMSMarker(position: CLLocationCoordinate2D(latitude: 41.1579, longitude: -8.6291))
    let faro = GMSMarker(position: CLLocationCoordinate2D(latitude: 37.0194, longitude: -7.9304))
    private(set) var toasts: [String] = []

    private lazy var badge: UIImageView = UIImageView(image: UIImage(named: "Icon"))

    override func loadView() {
        let mapView = GMSMapView(frame: .zero, camera: GMSCameraPosition(latitude: 39.4, longitude: -8.2, zoom: 6))
        mapView.delegate = self
        view = mapView
        for (marker, title) in [(lisbon, "Lisbon"), (porto, "Porto"), (faro, "Faro")] {
            marker.title = title
            marker.snippet = "Portugal"
            marker.map = mapView
        }
    }

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        marker == lisbon ? badge : nil
    }

    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? {
        guard marker == porto else { return nil }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "Porto: port wine"
        label.numberOfLines = 2
        return label
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        toasts.append("closed \(marker.title ?? "")")
        presentToast("Window of \(marker.title ?? "") closed.")
    }

    func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
        toasts.append("long pressed \(marker.title ?? "")")
        presentToast("Window of \(marker.title ?? "") long pressed.")
    }
}

/// A tap flies the camera to the marker over two seconds in a CATransaction; Bergen opens its window,
/// Oslo does not. (MarkerEvents' calls.)
final class FlyoverEventsViewController: UIViewController, GMSMapViewDelegate {
    lazy var mapView: GMSMapView = GMSMapView(frame: .zero, camera: GMSCameraPosition(latitude: 60, longitude: 8, zoom: 4))
    var bergen = GMSMarker(position: CLLocationCoordinate2D(latitude: 60.3913, longitude: 5.3221))
    let oslo = GMSMarker(position: CLLocationCoordinate2D(latitude: 59.9139, longitude: 10.7522))
    private(set) var events: [String] = []

    override func loadView() {
        bergen.title = "Bergen"
        oslo.title = "Oslo"
        bergen.map = mapView
        oslo.map = mapView
        mapView.delegate = self
        view = mapView
    }

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        marker == bergen ? UIImageView(image: UIImage(named: "Icon")) : nil
    }

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        events.append("didTap \(marker.title ?? "")")
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { self.events.append("arrived") }
        mapView.animate(to: GMSCameraPosition(target: marker.position, zoom: 9, bearing: 30, viewingAngle: 45))
        CATransaction.commit()
        return !(marker == bergen && mapView.selectedMarker != bergen)
    }

    func mapView(_ mapView: GMSMapView, willMove gesture: Bool) { events.append("willMove \(gesture)") }
    func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {
        if events.last != "didChange" { events.append("didChange") }
    }
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) { events.append("idle") }
}

/// A ferry that sails between Helsinki's piers, leg after leg, turned to its heading; a tapped marker
/// fades. (MarkerLayer's calls.)
final class FerryRouteViewController: UIViewController, GMSMapViewDelegate {
    /// Where the ferry is on its route.
    final class RouteCursor {
        let path: GMSPath
        private(set) var index: UInt = 0
        init(path: GMSPath) { self.path = path }
        func advance() -> CLLocationCoordinate2D {
            index = (index + 1) % path.count()
            return path.coordinate(at: index)
        }
    }

    private(set) var legs = 0
    private var faded: GMSMarker? {
        didSet {
            oldValue?.opacity = 1
            faded?.opacity = 0.4
        }
    }

    lazy var mapView: GMSMapView = {
        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: 60.155, longitude: 24.98, zoom: 12)
        options.frame = .zero
        return GMSMapView(options: options)
    }()
    let ferry = GMSMarker()

    override func loadView() {
        mapView.isMyLocationEnabled = true
        view = mapView
        mapView.delegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var route = GMSMutablePath()
        route.addLatitude(60.1675, longitude: 24.9559)
        route.addLatitude(60.1458, longitude: 24.9881)
        route = GMSMutablePath(path: route)
        route.add(CLLocationCoordinate2D(latitude: 60.1528, longitude: 25.0154))
        ferry.position = route.coordinate(at: 0)
        ferry.icon = UIImage(named: "boat")
        ferry.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        ferry.isFlat = true
        ferry.title = "Ferry"
        ferry.userData = RouteCursor(path: route)
        ferry.map = mapView
        sail()
    }

    func sail() {
        guard let cursor = ferry.userData as? RouteCursor else { return }
        let from = ferry.position
        let to = cursor.advance()
        legs += 1
        CATransaction.begin()
        CATransaction.setAnimationDuration(GMSGeometryDistance(from, to) / 2000)
        CATransaction.setCompletionBlock { self.sail() }
        ferry.position = to
        CATransaction.commit()
        ferry.rotation = GMSGeometryHeading(from, to)
    }

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        faded = marker
        return true
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        faded = nil
    }
}

/// A Sydney window open from the start, a draggable flat Australia that pops in, and a bar button
/// that toggles a second marker. (Markers' calls; the bar button in its closure form.)
final class HarbourMarkersViewController: UIViewController, GMSMapViewDelegate {
    lazy var mapView: GMSMapView = GMSMapView(frame: .zero, camera: GMSCameraPosition(latitude: -30, longitude: 145, zoom: 4))
    let sydney = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8683, longitude: 151.2086))
    let perth = GMSMarker(position: CLLocationCoordinate2D(latitude: -31.9523, longitude: 115.8613))
    let australia = GMSMarker(position: CLLocationCoordinate2D(latitude: -25.3, longitude: 133.8))
    private(set) var drags: [String] = []

    override func loadView() {
        view = mapView
        mapView.delegate = self
        title = "Harbour"
        sydney.title = "Sydney"
        sydney.snippet = "Population: 4,605,992"
        sydney.rotation = 15
        sydney.map = mapView
        australia.title = "Australia"
        australia.appearAnimation = .pop
        australia.isFlat = true
        australia.isDraggable = true
        australia.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        australia.icon = UIImage(named: "australia")
        australia.map = mapView
        mapView.selectedMarker = sydney
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.togglePerth()
        })
    }

    func togglePerth() {
        perth.title = "Perth"
        perth.map = perth.map == nil ? mapView : nil
    }

    func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker) { drags.append("begin") }
    func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) { drags.append("drag") }
    func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) { drags.append("end") }
}

/// Ten coloured pins dropped a tenth of a second apart inside the visible region. (CustomMarkers' calls.)
final class ScatterMarkersViewController: UIViewController {
    private var random = SampleRandom(seed: 7)
    private(set) var dropped = 0
    lazy var mapView: GMSMapView = {
        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: 46.8, longitude: 8.2, zoom: 6)
        return GMSMapView(options: options)
    }()

    override func loadView() {
        view = mapView
        addDefaults()
    }

    func addDefaults() {
        let bern = GMSMarker(position: CLLocationCoordinate2D(latitude: 46.948, longitude: 7.4474))
        bern.title = "Bern"
        bern.icon = UIImage(named: "glow-marker")
        bern.map = mapView
    }

    func scatter() {
        let bounds = GMSCoordinateBounds(region: mapView.projection.visibleRegion())
        for count in 1...10 {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(count) * 0.1, execute: {
                self.drop(inside: bounds)
            })
        }
    }

    func drop(inside bounds: GMSCoordinateBounds) {
        let latitude = random.next(in: bounds.southWest.latitude...bounds.northEast.latitude)
        let longitude = random.next(in: bounds.southWest.longitude...bounds.northEast.longitude)
        let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
        dropped += 1
        marker.title = "Pin #\(dropped)"
        marker.appearAnimation = .pop
        marker.icon = GMSMarker.markerImage(with: UIColor(hue: CGFloat(random.next(in: 0...1)), saturation: 1, brightness: 1, alpha: 1))
        marker.rotation = random.next(in: -10...10)
        marker.map = mapView
    }

    func clearAll() {
        mapView.clear()
        addDefaults()
    }
}

/// A pulsing glow on an icon view, and an info window whose arrow flashes a colour once, tracked only
/// while it flashes. (AnimatedUIViewMarker's calls.)
final class PulsingIconViewController: UIViewController, GMSMapViewDelegate {
    lazy var mapView: GMSMapView = {
        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: 48.8566, longitude: 2.3522, zoom: 9)
        return GMSMapView(options: options)
    }()
    private(set) var paris: GMSMarker?
    private(set) var flash: UIImageView?

    override func loadView() {
        view = mapView
        mapView.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mapView.clear()
        addGlowingMarker()
    }

    func addGlowingMarker() {
        let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
        marker.title = "Paris"
        marker.iconView = UIImageView(image: UIImage(named: "glow-marker"))
        marker.iconView?.contentMode = .center
        marker.map = mapView
        guard let old = marker.iconView?.bounds else { return }
        marker.iconView?.bounds = CGRect(origin: old.origin, size: CGSize(width: old.width * 2, height: old.height * 2))
        marker.groundAnchor = CGPoint(x: 0.5, y: 0.75)
        marker.infoWindowAnchor = CGPoint(x: 0.5, y: 0.25)
        let glow = UIImageView(image: UIImage(named: "glow-marker"))
        glow.layer.shadowColor = UIColor.orange.cgColor
        glow.layer.shadowOffset = .zero
        glow.layer.shadowRadius = 6
        glow.layer.shadowOpacity = 1
        glow.layer.opacity = 0
        marker.iconView?.addSubview(glow)
        glow.center = CGPoint(x: old.width, y: old.height)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut, .autoreverse, .repeat], animations: {
            glow.layer.opacity = 1
        }, completion: { _ in
            marker.tracksViewChanges = false
        })
        paris = marker
    }

    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? {
        marker.tracksInfoWindowChanges = true
        let arrow = UIImageView(image: UIImage(named: "arrow"))
        arrow.backgroundColor = .clear
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            arrow.backgroundColor = UIColor(hue: 0.6, saturation: 1, brightness: 1, alpha: 1)
        }, completion: { _ in
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                arrow.backgroundColor = .clear
            }, completion: { _ in
                marker.tracksInfoWindowChanges = false
            })
        })
        flash = arrow
        return arrow
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        flash = nil
        marker.tracksInfoWindowChanges = false
    }
}
