import GoogleMapsCompat  // On iOS: `import GoogleMaps` and `import UIKit`.

/// Three Australian cities on a map, each with its own kind of info window: Sydney a custom window (a
/// card with a picture), Brisbane custom contents inside the standard frame, Melbourne the standard
/// title and snippet. Tapping, long-pressing or closing a window shows a message.
///
/// Written as on iOS, with the Google Maps SDK's names only.
final class CityInfoWindowViewController: UIViewController, GMSMapViewDelegate {
    let sydneyMarker = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8568, longitude: 151.2153))
    let melbourneMarker = GMSMarker(position: CLLocationCoordinate2DMake(-37.8136, 144.9631))
    let brisbaneMarker = GMSMarker(position: CLLocationCoordinate2D(latitude: -27.4698, longitude: 153.0251))

    private(set) var mapView: GMSMapView!

    /// Every message shown so far, oldest first.
    private(set) var messages: [String] = []

    /// Shows a message to the user. The default prints it; an app would show a toast.
    var presentMessage: (String) -> Void = { print($0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Info windows"

        let camera = GMSCameraPosition.camera(withLatitude: -32.2, longitude: 149.4, zoom: 4.6)
        mapView = GMSMapView.map(withFrame: view.bounds, camera: camera)
        mapView.delegate = self
        view.addSubview(mapView)

        sydneyMarker.title = "Sydney"
        sydneyMarker.snippet = "Harbour city, New South Wales"
        sydneyMarker.map = mapView

        melbourneMarker.title = "Melbourne"
        melbourneMarker.snippet = "Capital of Victoria"
        melbourneMarker.map = mapView

        brisbaneMarker.title = "Brisbane"
        brisbaneMarker.snippet = "River city, Queensland"
        brisbaneMarker.icon = GMSMarker.markerImage(with: .systemBlue)
        brisbaneMarker.map = mapView
    }

    // MARK: - GMSMapViewDelegate

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        if marker == sydneyMarker {
            return makePictureCard(for: marker)
        }
        return nil
    }

    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? {
        if marker == brisbaneMarker {
            return makeSunnyContents(for: marker)
        }
        return nil
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        showMessage("Info window for marker \(marker.title ?? "") tapped.")
    }

    func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
        showMessage("Info window for marker \(marker.title ?? "") long pressed.")
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        showMessage("Info window for marker \(marker.title ?? "") closed.")
    }

    // MARK: - Info window views

    /// A whole window of our own: a rounded card with a picture, the title and the snippet.
    private func makePictureCard(for marker: GMSMarker) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        card.backgroundColor = .white
        card.clipsToBounds = true
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1.5
        card.layer.borderColor = UIColor(red: 0.18, green: 0.44, blue: 0.66, alpha: 1).cgColor

        let picture = UIImageView(image: UIImage(named: "sydney-harbour"))
        picture.frame = CGRect(x: 0, y: 0, width: 240, height: 90)
        picture.contentMode = .scaleAspectFill
        card.addSubview(picture)

        let titleLabel = UILabel(frame: CGRect(x: 12, y: 96, width: 216, height: 24))
        titleLabel.text = marker.title
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textColor = .label
        card.addSubview(titleLabel)

        let snippetLabel = UILabel(frame: CGRect(x: 12, y: 120, width: 216, height: 20))
        snippetLabel.text = marker.snippet
        snippetLabel.font = UIFont.systemFont(ofSize: 12)
        snippetLabel.textColor = .darkGray
        card.addSubview(snippetLabel)

        return card
    }

    /// Contents for the standard frame: a sun beside the title and a line of text.
    private func makeSunnyContents(for marker: GMSMarker) -> UIView {
        let contents = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 40))

        let sun = UIImageView(frame: CGRect(x: 0, y: 2, width: 36, height: 36))
        sun.image = UIImage(named: "sun")
        sun.contentMode = .scaleAspectFit
        contents.addSubview(sun)

        let titleLabel = UILabel(frame: CGRect(x: 46, y: 0, width: 134, height: 21))
        titleLabel.text = marker.title
        titleLabel.font = .boldSystemFont(ofSize: 15)
        contents.addSubview(titleLabel)

        let weatherLabel = UILabel(frame: CGRect(x: 46, y: 21, width: 134, height: 18))
        weatherLabel.text = "Sunny, by the river"
        weatherLabel.font = .systemFont(ofSize: 12)
        weatherLabel.textColor = .secondaryLabel
        contents.addSubview(weatherLabel)

        return contents
    }

    private func showMessage(_ message: String) {
        messages.append(message)
        presentMessage(message)
    }
}
