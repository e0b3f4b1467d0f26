import Foundation

/// Converts between coordinates and points on the map view for one camera and view size.
///
/// Web Mercator, rotated by the camera's bearing and seen in perspective at its viewing angle. The
/// camera sits at a distance of 1.5 × the view height above the target (a 37° vertical field of view,
/// as in MapLibre). ``point(for:)`` and ``coordinate(for:)`` are inverses of each other for every point on
/// the ground; above the horizon there is no ground, and ``coordinate(for:)`` answers with the farthest
/// ground point in that direction, and beyond the Mercator square the nearest latitude on it
/// (``showsWorld(at:)`` tells these cases apart). Longitudes are drawn at the world copy nearest the camera target.
public struct Projection: Sendable {
    /// The camera this projection was made for.
    public let camera: CameraPosition
    /// The view size in points.
    public let size: CGSize
    /// The view's padding; the camera target sits at the centre of the padded area.
    public let padding: EdgeInsets

    @usableFromInline package let worldSize: Double
    @usableFromInline package let target: MercatorPoint
    @usableFromInline package let center: CGPoint
    @usableFromInline let cosBearing: Double, sinBearing: Double
    @usableFromInline let cosTilt: Double, sinTilt: Double
    @usableFromInline package let cameraDistance: Double
    /// The smallest depth a drawn point may have, as a fraction of the camera distance; nearer points
    /// are behind the camera.
    @usableFromInline package static let nearPlane = 0.05

    /// Creates the projection for `camera` on a view of `size` with `padding`.
    public init(camera: CameraPosition, size: CGSize, padding: EdgeInsets = .zero) {
        self.camera = camera
        self.size = size
        self.padding = padding
        worldSize = WebMercator.worldSize(zoom: camera.zoom)
        target = WebMercator.project(camera.target)
        center = CGPoint(x: padding.left + (size.width - padding.left - padding.right) / 2,
                         y: padding.top + (size.height - padding.top - padding.bottom) / 2)
        let bearing = camera.bearing * .pi / 180
        cosBearing = cos(bearing)
        sinBearing = sin(bearing)
        let tilt = camera.viewingAngle * .pi / 180
        cosTilt = cos(tilt)
        sinTilt = sin(tilt)
        cameraDistance = 1.5 * max(Double(size.height), 1)
    }

    /// The point in the view where `coordinate` is drawn, in points from the view's top-left corner.
    public func point(for coordinate: Coordinate) -> CGPoint {
        point(forWorld: WebMercator.project(coordinate))
    }

    /// The coordinate on the ground under `point`.
    public func coordinate(for point: CGPoint) -> Coordinate {
        WebMercator.unproject(world(for: point))
    }

    /// The ground offset from the target, in points at the current zoom, rotated so the bearing points
    /// up; the longitude difference is wrapped to the nearest world copy.
    @inlinable
    func groundOffset(_ world: MercatorPoint, wrapping: Bool = true) -> (x: Double, y: Double) {
        var dx = world.x - target.x
        if wrapping { dx -= dx.rounded() }
        let ex = dx * worldSize
        let ey = (world.y - target.y) * worldSize
        return (ex * cosBearing + ey * sinBearing, -ex * sinBearing + ey * cosBearing)
    }

    /// Depth of a rotated ground offset from the camera, in points.
    @inlinable
    func depth(ry: Double) -> Double { cameraDistance - ry * sinTilt }

    /// The view point of `world`, moved to the world copy nearest the target.
    @inlinable
    package func point(forWorld world: MercatorPoint) -> CGPoint {
        point(forWorld: world, wrapping: true)
    }

    /// The view point of `world` as it lies, without moving it to the world copy nearest the target (a
    /// point one world east is drawn one world east): for shapes that span several copies.
    @inlinable
    package func point(forUnwrappedWorld world: MercatorPoint) -> CGPoint {
        point(forWorld: world, wrapping: false)
    }

    @inlinable
    func point(forWorld world: MercatorPoint, wrapping: Bool) -> CGPoint {
        let (rx, ry) = groundOffset(world, wrapping: wrapping)
        let z = max(depth(ry: ry), cameraDistance * Self.nearPlane)
        let k = cameraDistance / z
        return CGPoint(x: center.x + rx * k, y: center.y + ry * cosTilt * k)
    }

    /// True when a world point lies in front of the camera (it can be drawn).
    @inlinable
    package func isInFront(_ world: MercatorPoint) -> Bool {
        depth(ry: groundOffset(world).y) > cameraDistance * Self.nearPlane
    }

    /// True when `point` shows the world itself: below the horizon, inside the Mercator square's
    /// latitudes and within half a world of the target. Only there is ``coordinate(for:)`` invertible.
    public func showsWorld(at point: CGPoint) -> Bool {
        let v = Double(point.y - center.y)
        guard cameraDistance * cosTilt + v * sinTilt > cameraDistance * 1e-3 else { return false }
        let w = world(for: point)
        return w.y > 0 && w.y < 1 && abs(w.x - target.x) < 0.5
    }

    /// The ground point under a view point, unwrapped (x may leave 0…1 near the antimeridian).
    @inlinable
    package func world(for point: CGPoint) -> MercatorPoint {
        let u = Double(point.x - center.x)
        let v = Double(point.y - center.y)
        let d = cameraDistance
        // v = ry·cosT·d / (d − ry·sinT)  ⇒  ry = v·d / (d·cosT + v·sinT); the horizon is where that
        // denominator reaches 0, so stop a little below it.
        let denominator = max(d * cosTilt + v * sinTilt, d * 1e-3)
        let ry = v * d / denominator
        let rx = u * depth(ry: ry) / d
        let ex = rx * cosBearing - ry * sinBearing
        let ey = rx * sinBearing + ry * cosBearing
        return MercatorPoint(x: target.x + ex / worldSize, y: target.y + ey / worldSize)
    }

    /// How a small ground offset at `world` (in points at the current zoom, x east, y south) appears on
    /// screen: the linear part of the projection there. Flat markers are drawn with it.
    @inlinable
    package func groundJacobian(at world: MercatorPoint) -> Affine {
        let p = point(forWorld: world)
        let step = 1.0 / worldSize
        let east = point(forWorld: MercatorPoint(x: world.x + step, y: world.y))
        let south = point(forWorld: MercatorPoint(x: world.x, y: world.y + step))
        return Affine(a: east.x - p.x, b: east.y - p.y, c: south.x - p.x, d: south.y - p.y,
                      tx: p.x, ty: p.y)
    }

    /// The normalized-world bounding box of the ground under `rect` (a view rectangle), unwrapped.
    @inlinable
    package func worldBounds(of rect: CGRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        // Four corners and the middles of the top and bottom edges (a tilted view's edges bow on the
        // ground).
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for y in [rect.minY, rect.maxY] {
            for x in [rect.minX, rect.midX, rect.maxX] {
                let w = world(for: CGPoint(x: x, y: y))
                minX = min(minX, w.x); maxX = max(maxX, w.x)
                minY = min(minY, w.y); maxY = max(maxY, w.y)
            }
        }
        return (minX, minY, maxX, maxY)
    }

    /// The view's bounds in its own coordinates.
    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    // MARK: The visible part (G8)

    /// The view minus its padding, where the camera's target is centred. When the padding leaves no
    /// width (or height) the area shrinks to the line through the padded centre.
    var paddedArea: CGRect {
        var area = bounds.inset(by: padding)
        // `size`, not `width`: CGRect's width and height are never negative.
        if area.size.width < 0 { area.origin.x = center.x; area.size.width = 0 }
        if area.size.height < 0 { area.origin.y = center.y; area.size.height = 0 }
        return area
    }

    /// The ground at the four corners of the view minus its padding, as the SDK's `visibleRegion()`:
    /// near is the bottom edge. Up to the 60° tilt limit every corner sees the ground (G8).
    public func visibleRegion() -> VisibleRegion {
        let area = paddedArea
        let corners = [CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
                       CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY)]
        let ground = corners.map(world(for:))
        var region = VisibleRegion(nearLeft: WebMercator.unproject(ground[0]), nearRight: WebMercator.unproject(ground[1]),
                                   farLeft: WebMercator.unproject(ground[2]), farRight: WebMercator.unproject(ground[3]))
        // The ground under a convex view is convex in Mercator, so its x extremes are at corners.
        let xs = ground.map(\.x)
        if let west = xs.min(), let east = xs.max() {
            region.shownLongitudes = .init(west: west * 360 - 180, span: (east - west) * 360)
        }
        return region
    }

    /// True when `coordinate` is drawn inside the view minus its padding, edges included, in front of
    /// the camera, at the world copy nearest the target (D8, G8) — the SDK's `contains(_:)`. False for
    /// an invalid coordinate, with a warning.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard coordinate.isValid else {
            Diagnostics.warn("Projection.contains: \(coordinate) is not a valid coordinate (finite, latitude within ±90); answered false")
            return false
        }
        let world = WebMercator.project(coordinate)
        guard isInFront(world) else { return false }
        let p = point(forWorld: world)
        let area = paddedArea
        return p.x >= area.minX && p.x <= area.maxX && p.y >= area.minY && p.y <= area.maxY
    }

    /// The target of a camera with this projection's zoom, bearing, tilt, size and padding that draws
    /// the ground point `world` at the view point `point` (exact also in perspective: a view point
    /// always shows the same offset from the target).
    func target(placing world: MercatorPoint, at point: CGPoint) -> Coordinate {
        let offset = self.world(for: point)
        var x = world.x - (offset.x - target.x)
        x -= x.rounded(.down)
        return WebMercator.unproject(MercatorPoint(x: x, y: world.y - (offset.y - target.y)))
    }
}
