import Foundation

/// Where the map looks from: the target at the view's centre, the zoom, the bearing and the tilt.
///
/// The initializers clamp finite values into range (documented on each property); ``MapView/camera``
/// additionally refuses a camera with a non-finite value, keeping the old one and logging a warning.
public struct CameraPosition: Hashable, Sendable {
    /// The coordinate at the centre of the view (of its padded area). Latitude is clamped to the Web
    /// Mercator limit ±85.0511°; longitude is wrapped into −180…<180.
    public var target: Coordinate
    /// Zoom level: the world is 256 × 2^zoom points wide. Clamped to 0…22.
    public var zoom: Double
    /// Degrees clockwise from north that the top of the view faces. Normalized into 0…<360. Default 0.
    public var bearing: Double
    /// Tilt of the camera away from straight down, in degrees. Clamped to 0…60. Default 0.
    public var viewingAngle: Double

    /// The smallest zoom level, 0: the whole world in 256 points.
    public static let minimumZoom = 0.0
    /// The largest zoom level, 22.
    public static let maximumZoom = 22.0
    /// The largest viewing angle (tilt), 60°.
    public static let maximumViewingAngle = 60.0

    /// Creates a camera, clamping finite values into range.
    public init(target: Coordinate, zoom: Double, bearing: Double = 0, viewingAngle: Double = 0) {
        self.target = target
        self.zoom = zoom
        self.bearing = bearing
        self.viewingAngle = viewingAngle
        self = clamped
    }

    /// Creates a camera looking at `latitude`, `longitude`.
    public init(latitude: Double, longitude: Double, zoom: Double, bearing: Double = 0,
                viewingAngle: Double = 0) {
        self.init(target: Coordinate(latitude: latitude, longitude: longitude), zoom: zoom,
                  bearing: bearing, viewingAngle: viewingAngle)
    }

    /// True when every value is a finite number.
    public var isValid: Bool {
        target.isFinite && zoom.isFinite && bearing.isFinite && viewingAngle.isFinite
    }

    /// The camera with every finite value brought into range; non-finite values are left as they are.
    package var clamped: CameraPosition {
        var camera = self
        if target.latitude.isFinite {
            camera.target.latitude = min(max(target.latitude, -WebMercator.maximumLatitude),
                                         WebMercator.maximumLatitude)
        }
        if target.longitude.isFinite {
            camera.target.longitude = Coordinate.wrapLongitude(target.longitude)
        }
        if zoom.isFinite {
            camera.zoom = min(max(zoom, Self.minimumZoom), Self.maximumZoom)
        }
        if bearing.isFinite {
            let b = bearing.truncatingRemainder(dividingBy: 360)
            camera.bearing = b < 0 ? b + 360 : b
            if camera.bearing == 360 { camera.bearing = 0 }
        }
        if viewingAngle.isFinite {
            camera.viewingAngle = min(max(viewingAngle, 0), Self.maximumViewingAngle)
        }
        return camera
    }
}
