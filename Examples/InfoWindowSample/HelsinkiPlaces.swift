import GoogleMapsCompat  // On iOS: `import GoogleMaps` and `import UIKit`.

/// The places of the Helsinki walk, and the tram's route along Aleksanterinkatu.
enum HelsinkiPlaces {
    static let station = CLLocationCoordinate2D(latitude: 60.17190, longitude: 24.94140)
    static let cathedral = CLLocationCoordinate2D(latitude: 60.17045, longitude: 24.95220)
    static let cafe = CLLocationCoordinate2D(latitude: 60.16750, longitude: 24.94790)
    static let marketHall = CLLocationCoordinate2D(latitude: 60.16610, longitude: 24.95130)
    static let ateneum = CLLocationCoordinate2D(latitude: 60.16990, longitude: 24.94430)
    static let meetingPoint = CLLocationCoordinate2D(latitude: 60.16870, longitude: 24.94950)
    static let you = CLLocationCoordinate2D(latitude: 60.16880, longitude: 24.94330)
    /// Where the walk starts: above the Esplanadi, zoom 15.4.
    static let camera = GMSCameraPosition(latitude: 60.16895, longitude: 24.94640, zoom: 15.4)

    /// The tram's stops, west to east and back.
    static var tramRoute: GMSPath {
        let route = GMSMutablePath()
        route.addLatitude(60.16960, longitude: 24.93960)
        route.addLatitude(60.16975, longitude: 24.94420)
        route.addLatitude(60.16985, longitude: 24.94800)
        route.addLatitude(60.16960, longitude: 24.95180)
        return route
    }
}
