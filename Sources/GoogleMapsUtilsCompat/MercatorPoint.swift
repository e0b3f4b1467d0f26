import Foundation
import GoogleMapsCompat

/// A position on the unit Web Mercator square: x east 0…1 from −180°, y south 0…1 from 85.05° N.
struct UnitPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    /// The point of `coordinate` (latitude clamped to ±85.0511°, longitude wrapped).
    init(_ coordinate: CLLocationCoordinate2D) {
        var lng = coordinate.longitude.truncatingRemainder(dividingBy: 360)
        if lng < -180 { lng += 360 } else if lng >= 180 { lng -= 360 }
        let lat = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (lng + 180) / 360
        y = 0.5 - log(tan(.pi / 4 + lat / 2)) / (2 * .pi)
    }

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The coordinate at this point.
    var coordinate: CLLocationCoordinate2D {
        let lng = x * 360 - 180
        let lat = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: lat, longitude: lng)
    }

    /// Squared distance to `other`.
    func distanceSquared(to other: UnitPoint) -> Double {
        (x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
    }
}

extension CLLocationCoordinate2D {
    /// Whether latitude and longitude are both finite (an item that is not is never clustered, D166).
    var isFinite: Bool { latitude.isFinite && longitude.isFinite }
}

/// The library's discrete zoom: a zoom rounded down to a whole level in 0…22 (NaN gives 0).
func discreteZoom(_ zoom: Float) -> Int {
    guard zoom.isFinite else { return zoom == .infinity ? 22 : 0 }
    return Int(min(max(zoom.rounded(.down), 0), 22))
}

/// How many points of a 256-point tile the world is wide at a whole zoom.
func worldPoints(atZoom zoom: Int) -> Double { 256 * pow(2, Double(zoom)) }
