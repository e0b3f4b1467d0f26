import Foundation
import GoogleMapsCompat  // On iOS: `import GoogleMaps` and `import UIKit`.

/// A walk in central Helsinki, written as an iOS map screen: a map under a status line, a tram moving
/// along its route (CATransaction), a glowing cathedral (an icon view whose shadowed subview pulses with
/// UIView.animate), a blinking meeting point (an animated image), a draggable "You" pin that reports its
/// distance to the station, a café whose window — laid out by constraints — has a working "Book a table"
/// button (an action sheet), pins dropped one by one from the bar's + button (DispatchQueue.main.asyncAfter,
/// `.pop`), a "Fit" button (GMSCameraUpdate), and a toast when a window closes.
///
/// Only the Google Maps SDK's and UIKit's names.
final class HelsinkiWalkViewController: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(frame: .zero, camera: HelsinkiPlaces.camera)
    let statusLabel = UILabel(frame: .zero)
    let station = GMSMarker(position: HelsinkiPlaces.station)
    let cathedral = GMSMarker(position: HelsinkiPlaces.cathedral)
    let cafe = GMSMarker(position: HelsinkiPlaces.cafe)
    let marketHall = GMSMarker(position: HelsinkiPlaces.marketHall)
    let meetingPoint = GMSMarker(position: HelsinkiPlaces.meetingPoint)
    let you = GMSMarker(position: HelsinkiPlaces.you)
    let tram = GMSMarker(position: HelsinkiPlaces.tramRoute.coordinate(at: 0))

    /// What the screen told the user, oldest first (toasts, bookings, drags), for the host to print.
    private(set) var log: [String] = []
    /// Called with each new log line.
    var onLog: (String) -> Void = { _ in }
    private var tramStop: UInt = 0
    private var droppedPins = 0
    private(set) var tramLegs = 0
    /// The café's window while it is open (the delegate builds a new one each time).
    private(set) var cafeCard: CafeWindowView?

    override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .white
        mapView.frame = container.bounds
        mapView.delegate = self
        mapView.isMyLocationEnabled = true
        mapView.settings.compassButton = true
        mapView.settings.tiltGestures = true
        container.addSubview(mapView)
        statusLabel.frame = CGRect(x: 10, y: 10, width: container.bounds.width - 20, height: 26)
        statusLabel.backgroundColor = UIColor(white: 1, alpha: 0.85)
        statusLabel.layer.cornerRadius = 6
        statusLabel.clipsToBounds = true
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textAlignment = .center
        statusLabel.text = "Helsinki · zoom 15.4"
        container.addSubview(statusLabel)
        view = container
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Helsinki walk"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.dropPins() }),
            UIBarButtonItem(title: "Fit", style: .plain, primaryAction: UIAction { [weak self] _ in self?.fitAll() }),
        ]
        addMarkers()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mapView.frame = view.bounds
        statusLabel.frame.size.width = view.bounds.width - 20
        startTram()
    }

    private func addMarkers() {
        station.title = "Central railway station"
        station.snippet = "Trains to Turku, Tampere, Lapland"
        station.map = mapView

        cathedral.title = "Helsinki Cathedral"
        cathedral.snippet = "Senate Square"
        cathedral.iconView = makeGlowingIcon()
        cathedral.groundAnchor = CGPoint(x: 0.5, y: 0.75)
        cathedral.infoWindowAnchor = CGPoint(x: 0.5, y: 0.25)
        cathedral.map = mapView

        cafe.title = "Café Kappeli"
        cafe.icon = GMSMarker.markerImage(with: .systemOrange)
        cafe.map = mapView

        marketHall.title = "Old Market Hall"
        marketHall.snippet = "Since 1889"
        marketHall.icon = GMSMarker.markerImage(with: .systemBlue)
        marketHall.appearAnimation = .fadeIn
        marketHall.map = mapView

        if let on = UIImage(named: "buoy-on"), let off = UIImage(named: "buoy-off") {
            meetingPoint.icon = UIImage.animatedImage(with: [on, off], duration: 1)
        }
        meetingPoint.title = "Meeting point"
        meetingPoint.snippet = "We start here at ten"
        meetingPoint.map = mapView

        you.title = "You"
        you.snippet = "Hold and drag me"
        you.icon = GMSMarker.markerImage(with: .systemGreen)
        you.isDraggable = true
        you.map = mapView

        tram.title = "Tram 2"
        tram.icon = UIImage(named: "tram")
        tram.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        tram.isFlat = true
        tram.zIndex = 1
        tram.map = mapView
    }

    /// The cathedral's icon: a pin twice its size, with a glowing copy of itself that pulses for ever.
    private func makeGlowingIcon() -> UIView {
        let icon = UIImageView(image: UIImage(named: "glow-marker"))
        icon.contentMode = .center
        let size = icon.bounds.size
        icon.bounds = CGRect(origin: .zero, size: CGSize(width: size.width * 2, height: size.height * 2))
        let glow = UIImageView(image: UIImage(named: "glow-marker"))
        glow.layer.shadowColor = UIColor.systemYellow.cgColor
        glow.layer.shadowOffset = .zero
        glow.layer.shadowRadius = 8
        glow.layer.shadowOpacity = 1
        glow.layer.opacity = 0
        icon.addSubview(glow)
        glow.center = CGPoint(x: size.width, y: size.height)
        UIView.animate(withDuration: 1.2, delay: 0, options: [.curveEaseInOut, .autoreverse, .repeat], animations: {
            glow.layer.opacity = 1
        })
        return icon
    }

    /// Sends the tram to its next stop, at 40 m a second, turned to its heading; the next leg starts
    /// when this one ends.
    private func startTram() {
        let route = HelsinkiPlaces.tramRoute
        let from = tram.position
        tramStop = (tramStop + 1) % route.count()
        let to = route.coordinate(at: tramStop)
        tramLegs += 1
        tram.rotation = GMSGeometryHeading(from, to)
        CATransaction.begin()
        CATransaction.setAnimationDuration(GMSGeometryDistance(from, to) / 40)
        CATransaction.setCompletionBlock { [weak self] in self?.startTram() }
        tram.position = to
        CATransaction.commit()
    }

    /// Drops five pins a quarter of a second apart, inside what the camera shows now.
    func dropPins() {
        let region = GMSCoordinateBounds(region: mapView.projection.visibleRegion())
        let centre = GMSGeometryInterpolate(region.southWest, region.northEast, 0.5)
        for count in 1...5 {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(count) * 0.25) {
                self.droppedPins += 1
                let spot = GMSGeometryOffset(centre, 60 * Double(count), Double(count) * 72)
                let pin = GMSMarker(position: spot)
                pin.title = "Pin #\(self.droppedPins)"
                pin.appearAnimation = .pop
                pin.icon = GMSMarker.markerImage(with: UIColor(hue: Double(count) / 5, saturation: 0.8, brightness: 0.9, alpha: 1))
                pin.map = self.mapView
                self.say("dropped \(pin.title ?? "")")
            }
        }
    }

    /// Moves the camera to show every marker.
    func fitAll() {
        var bounds = GMSCoordinateBounds()
        for marker in mapView.markers { bounds = bounds.includingCoordinate(marker.position) }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.8)
        mapView.animate(with: GMSCameraUpdate.fit(bounds, withPadding: 40))
        CATransaction.commit()
    }

    private func say(_ line: String) {
        log.append(line)
        onLog(line)
    }

    // MARK: - GMSMapViewDelegate

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        guard marker == cafe else { return nil }
        let card = CafeWindowView(name: marker.title ?? "") { [weak self] in self?.offerBooking() }
        cafeCard = card
        marker.tracksInfoWindowChanges = true
        UIView.animate(withDuration: 0.6, delay: 0.2, options: [.curveEaseOut], animations: {
            card.openLabel.alpha = 1
        }, completion: { _ in
            marker.tracksInfoWindowChanges = false
        })
        return card
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        marker.tracksInfoWindowChanges = false
        if marker == cafe { cafeCard = nil }
        say("closed \(marker.title ?? "")")
        let toast = UIAlertController(title: nil, message: "\(marker.title ?? "") closed.", preferredStyle: .alert)
        present(toast, animated: true, completion: {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { toast.dismiss(animated: true) }
        })
    }

    func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) {
        let metres = GMSGeometryDistance(marker.position, station.position)
        marker.snippet = "\(Int(metres.rounded())) m from the station"
        say("dragged You: \(marker.snippet ?? "")")
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        statusLabel.text = String(format: "Helsinki · zoom %.1f · %d markers", position.zoom, mapView.markers.count)
    }

    private func offerBooking() {
        say("book tapped")
        let sheet = UIAlertController(title: "Café Kappeli", message: "A table for how many?", preferredStyle: .actionSheet)
        for people in [2, 4] {
            sheet.addAction(UIAlertAction(title: "\(people) people", style: .default) { [weak self] _ in
                self?.say("booked for \(people)")
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.say("booking cancelled") })
        present(sheet, animated: true)
    }
}
