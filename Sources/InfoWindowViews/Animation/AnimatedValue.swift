import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A value an animation moves between: a number, a rectangle, a colour (nil is clear) or a coordinate.
package enum AnimatedValue: Equatable {
    case number(Double)
    case rect(CGRect)
    case color(Color?)
    case coordinate(Coordinate)
    /// A map's camera: its target moves along the straight Web Mercator line between the targets (the
    /// shorter way round the world), the bearing turns the shorter way, zoom and tilt change evenly.
    case camera(CameraPosition)

    /// The value a fraction `t` of the way from `self` to `other` (`t` may overshoot 0…1 for springs).
    func interpolated(to other: AnimatedValue, _ t: Double) -> AnimatedValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.number(let a), .number(let b)):
            return .number(mix(a, b))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.color(let a), .color(let b)):
            // Premultiplied, so a fade from clear does not pass through a dark fringe: a clear end takes
            // the other end's hue.
            let from = a ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
            let to = b ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
            let alpha = min(max(mix(from.alpha, to.alpha), 0), 1)
            guard alpha > 0 else { return .color(Color(red: to.red, green: to.green, blue: to.blue, alpha: 0)) }
            func channel(_ x: Double, _ y: Double) -> Double { mix(x * from.alpha, y * to.alpha) / alpha }
            return .color(Color(red: channel(from.red, to.red), green: channel(from.green, to.green),
                                blue: channel(from.blue, to.blue), alpha: alpha))
        case (.coordinate(let a), .coordinate(let b)):
            // Longitude the shorter way round, as a marker crossing the antimeridian moves.
            var dLongitude = b.longitude - a.longitude
            dLongitude -= 360 * (dLongitude / 360).rounded()
            return .coordinate(Coordinate(latitude: mix(a.latitude, b.latitude),
                                          longitude: a.longitude + dLongitude * t))
        case (.camera(let a), .camera(let b)):
            let p = WebMercator.project(a.target), q = WebMercator.project(b.target)
            var dx = q.x - p.x
            dx -= dx.rounded()
            let target = WebMercator.unproject(MercatorPoint(x: p.x + dx * t, y: p.y + (q.y - p.y) * t))
            var dBearing = b.bearing - a.bearing
            dBearing -= 360 * (dBearing / 360).rounded()
            return .camera(CameraPosition(target: target, zoom: mix(a.zoom, b.zoom), bearing: a.bearing + dBearing * t,
                                          viewingAngle: mix(a.viewingAngle, b.viewingAngle)))
        default:
            return t < 1 ? self : other
        }
    }

    package var number: Double? { if case .number(let v) = self { v } else { nil } }
    package var rect: CGRect? { if case .rect(let v) = self { v } else { nil } }
    package var color: Color?? { if case .color(let v) = self { .some(v) } else { nil } }
    package var coordinate: Coordinate? { if case .coordinate(let v) = self { v } else { nil } }
    package var camera: CameraPosition? { if case .camera(let v) = self { v } else { nil } }
}
