// The code of the article "Porting from the Maps SDK for iOS"
// (GoogleMapsCompat.docc/PortingFromTheMapsSDK.md), and the tests that run it and draw its picture.
// snippet.imports
import GoogleMapsCompat  // on iOS: import GoogleMaps, import UIKit
// snippet.end
import InfoWindowSDL
import Testing

// snippet.controller
/// A map screen as it is written for iOS: the SDK's and UIKit's names only.
final class HarbourViewController: UIViewController, GMSMapViewDelegate {
    let operaHouse = GMSMarker(position: CLLocationCoordinate2D(
        latitude: -33.8568, longitude: 151.2153))
    private(set) var mapView: GMSMapView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sydney Harbour"
        let camera = GMSCameraPosition.camera(withLatitude: -33.86,
                                              longitude: 151.21, zoom: 11)
        mapView = GMSMapView.map(withFrame: view.bounds, camera: camera)
        mapView.delegate = self
        view.addSubview(mapView)

        operaHouse.title = "Sydney Opera House"
        operaHouse.snippet = "Bennelong Point"
        operaHouse.icon = GMSMarker.markerImage(with: .systemOrange)
        operaHouse.map = mapView
    }

    func mapView(_ mapView: GMSMapView,
                 didTapInfoWindowOf marker: GMSMarker) {
        let sheet = UIAlertController(title: marker.title,
                                      message: "Book a tour?",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Book", style: .default) { _ in
            print("booked")
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
// snippet.end

/// The article's host: the screen in a headless window, its marker and then its window tapped.
@MainActor
func hostHarbour() throws -> (window: UIWindow, controller: HarbourViewController) {
    // snippet.host
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 640))
    let controller = HarbourViewController()
    window.rootViewController = controller
    // loadView, viewDidLoad, viewWillAppear, viewDidAppear (R26)
    window.makeKeyAndVisible()

    let map = controller.mapView!
    if let pin = map.iconFrame(of: controller.operaHouse) {
        // a finger on the pin: its info window opens
        window.tap(at: CGPoint(x: pin.midX, y: pin.midY))
    }
    window.advance(by: 1)  // the host's clock: the camera's glide ends
    if let info = map.infoWindowFrame {
        // a tap on the info window: didTapInfoWindowOf presents the sheet
        window.tap(at: CGPoint(x: info.midX, y: info.midY - 8))
    }
    window.advance(by: 1)  // the action sheet has faded in
    // snippet.end
    return (window, controller)
}

/// Shows a hosted screen in a real window; not run by the tests, which have no display.
@MainActor
func showOnScreen(_ window: UIWindow) throws {
    // snippet.screen
    // InfoWindowSDL: a real window, until it is closed
    try MapWindow(window: window, title: "Sydney Harbour").run()
    // snippet.end
}

@MainActor
@Suite("DOC5 Porting from the Maps SDK for iOS: the article's code runs and draws its picture")
struct PortingTests {
    @Test("DOC5 C1 R26 the iOS screen loads in a UIWindow; a tap on the pin, then on its window, presents the sheet")
    func iosScreenRunsHeadless() throws {
        let (window, controller) = try hostHarbour()
        #expect(controller.isViewLoaded && controller.title == "Sydney Harbour")
        #expect(controller.mapView.selectedMarker == controller.operaHouse)
        let sheet = try #require(controller.presentedViewController as? UIAlertController)
        #expect(sheet.title == "Sydney Opera House" && sheet.actions.map(\.title) == ["Book", "Cancel"])
        pictures(of: "GoogleMapsCompat").assert(window.snapshot(), named: "porting-harbour-sheet")
    }
}
