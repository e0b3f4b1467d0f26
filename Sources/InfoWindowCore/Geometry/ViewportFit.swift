import Foundation

/// One thing a view must show whole when it is fitted (``ViewportFit``): a coordinate, and how far what
/// is drawn for it reaches around that coordinate's point, in view points.
public struct FitItem: Hashable, Sendable {
    /// Where the thing is.
    public var coordinate: Coordinate
    /// How far its drawing reaches from the coordinate's point: `top` upwards, `left` leftwards and so
    /// on, in points, at every zoom. Zero for a bare location; a default pin, whose tip is on its
    /// coordinate, reaches 43 up and 13.5 to each side; a line 5 points wide reaches 2.5 every way.
    public var extent: EdgeInsets

    /// An item at `coordinate` reaching `extent` around it (default: nothing, a bare point).
    public init(_ coordinate: Coordinate, extent: EdgeInsets = .zero) {
        self.coordinate = coordinate
        self.extent = extent
    }
}

/// Fits a view to things on the map: the camera at which every ``FitItem`` is inside the view — its
/// coordinate and what is drawn around it —, at the largest zoom that allows it. One function for every
/// caller: the server's implicit positioning (`/staticmap` without `center` or `zoom`, as Google's Static
/// Maps API positions a map from its markers, paths and `visible` locations) and a tool's `--fit`.
///
/// Longitudes are taken the short way round: items on both sides of the 180th meridian are fitted across
/// it. Latitudes beyond Web Mercator's ±85.05° are fitted at that limit.
public enum ViewportFit {
    /// The camera, looking straight down and north up, that shows every item of `items` in a view of
    /// `size` points less `padding`, at the largest zoom of `zoomRange` at which they fit — a whole
    /// number when `wholeZoom` (as Google's Static Maps API chooses; default), else to 1/1000 of a
    /// level. Without `center` the view is centred on what it shows; with one, it stays there and only
    /// the zoom is chosen. Nil when `items` is empty, `padding` is negative or not finite, or `size` less `padding` is empty; when nothing fits
    /// even at the smallest zoom, that zoom.
    public static func camera(fitting items: [FitItem], in size: CGSize, padding: EdgeInsets = .zero,
                              center: Coordinate? = nil, zoomRange: ClosedRange<Double> = CameraPosition.minimumZoom...CameraPosition.maximumZoom,
                              wholeZoom: Bool = true) -> CameraPosition? {
        let available = CGSize(width: size.width - padding.left - padding.right,
                               height: size.height - padding.top - padding.bottom)
        guard !items.isEmpty, available.width > 0, available.height > 0, padding.isValid,
              zoomRange.lowerBound.isFinite, zoomRange.upperBound.isFinite else { return nil }
        let points = project(items, around: center)
        let target = center.map { WebMercator.project($0) }
        func fit(_ zoom: Double) -> (fits: Bool, center: MercatorPoint) {
            fitting(points, world: WebMercator.worldSize(zoom: zoom), view: size, padding: padding, center: target)
        }
        var zoom = zoomRange.lowerBound
        if wholeZoom {
            var level = zoomRange.upperBound.rounded(.down)
            while level >= zoomRange.lowerBound.rounded(.up) {
                if fit(level).fits { zoom = level; break }
                level -= 1
            }
            if level < zoomRange.lowerBound.rounded(.up) { zoom = zoomRange.lowerBound }
        } else if fit(zoomRange.upperBound).fits {
            zoom = zoomRange.upperBound
        } else {
            // Fitting only gets harder as the zoom grows: bisect for the last zoom that fits.
            var (low, high) = (zoomRange.lowerBound, zoomRange.upperBound)
            while high - low > 0.000_5 {
                let middle = (low + high) / 2
                if fit(middle).fits { low = middle } else { high = middle }
            }
            zoom = (low * 1000).rounded(.down) / 1000
        }
        let middle = fit(zoom).center
        return CameraPosition(target: WebMercator.unproject(middle), zoom: zoom)
    }

    /// An item in normalized Web Mercator, its longitude unwrapped so that all items lie together.
    private struct Projected {
        var x: Double
        var y: Double
        var extent: EdgeInsets
    }

    /// The items' points; x unwrapped next to the centre's when there is one, else so that the widest
    /// gap between them lies outside (the short way round the world).
    private static func project(_ items: [FitItem], around center: Coordinate?) -> [Projected] {
        var points = items.map { item in
            let point = WebMercator.project(item.coordinate)
            return Projected(x: point.x, y: point.y, extent: item.extent)
        }
        if let center {
            let middle = WebMercator.project(center).x
            for index in points.indices {
                if points[index].x - middle > 0.5 { points[index].x -= 1 }
                if middle - points[index].x > 0.5 { points[index].x += 1 }
            }
            return points
        }
        let xs = points.map(\.x).sorted()
        guard let first = xs.first, let last = xs.last else { return points }
        var gap = 1 - last + first, start = first
        for (previous, next) in zip(xs, xs.dropFirst()) where next - previous > gap {
            gap = next - previous
            start = next
        }
        for index in points.indices where points[index].x < start { points[index].x += 1 }
        return points
    }

    /// Whether the points fit a view of `view` less `padding` in a world `world` points wide, and the
    /// normalized point the view is then centred on.
    private static func fitting(_ points: [Projected], world: Double, view: CGSize, padding: EdgeInsets,
                                center: MercatorPoint?) -> (fits: Bool, center: MercatorPoint) {
        var left = Double.infinity, right = -Double.infinity, top = Double.infinity, bottom = -Double.infinity
        for point in points {
            left = min(left, point.x * world - point.extent.left)
            right = max(right, point.x * world + point.extent.right)
            top = min(top, point.y * world - point.extent.top)
            bottom = max(bottom, point.y * world + point.extent.bottom)
        }
        if let center {
            let cx = center.x * world, cy = center.y * world
            let fits = left >= cx - view.width / 2 + padding.left && right <= cx + view.width / 2 - padding.right
                && top >= cy - view.height / 2 + padding.top && bottom <= cy + view.height / 2 - padding.bottom
            return (fits, center)
        }
        let fits = right - left <= view.width - padding.left - padding.right
            && bottom - top <= view.height - padding.top - padding.bottom
        // The content's box centred in the view less the padding.
        let x = (left + right) / 2 + (padding.right - padding.left) / 2
        let y = (top + bottom) / 2 + (padding.bottom - padding.top) / 2
        return (fits, MercatorPoint(x: x / world, y: min(max(y / world, 0), 1)))
    }
}
