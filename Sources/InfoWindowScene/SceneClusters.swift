import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A scene's clustered layer (`"clusters"` in a scene file, D174): the points of a GeoJSON file grouped
/// into clusters for the camera's zoom, each cluster drawn as a disc with its count, each point drawn
/// alone as a marker with its info window. The groups of every zoom are built once (PointClustering's
/// hierarchical index), so a viewer panning and zooming only asks the index for what is in view (D177).
public struct SceneClusters: Sendable, Hashable {
    /// The GeoJSON file of Points, as it is opened (relative paths joined to the scene's folder, F2).
    public var points: String
    /// How close, in screen points, points must be to share a cluster. Default 60; 1…1000.
    public var radius: Double = 60
    /// The fewest points drawn as a cluster; fewer are drawn each alone. Default 4 (the Utility
    /// Library's); 2…1000.
    public var minimumClusterSize = 4
    /// The deepest zoom with clusters; deeper, every point is drawn alone (but never more than
    /// ``maximumLonePoints`` in view, D175). Default 20 (the Utility Library's); 0…22.
    public var maximumClusterZoom = 20
    /// The count thresholds of the icons' colours, ascending: a cluster of at least `buckets[i]` points
    /// shows "`buckets[i]`+" on `colors[i]`. Default 10, 50, 100, 200, 1000; 1 to 10 positive whole
    /// numbers.
    public var buckets: [Int] = ClusterIconPainter.defaultBuckets
    /// The discs' colours by bucket (the first also below the first bucket); a bucket without a colour
    /// takes the last one. Default blue, green, yellow, orange, red.
    public var colors: [Color] = ClusterIconPainter.defaultColors
    /// The count's colour. Default white.
    public var textColor: Color = ClusterIconPainter.defaultTextColor
    /// The count's font. Default DejaVu Sans bold, 14 points.
    public var font: Font = ClusterIconPainter.defaultFont
    /// The window title of a cluster, with `{count}` standing for its number of points. Default
    /// `"{count} points"`.
    public var clusterTitle = "{count} points"
    /// The feature property holding a point's title; nil for the scene's GeoJSON rule (`title`, else
    /// `name`). Default nil.
    public var itemTitleProperty: String?
    /// The feature property holding a point's snippet; nil for the scene's GeoJSON rule (`snippet`,
    /// else `description`). Default nil.
    public var itemSnippetProperty: String?
    /// The pin colour of points drawn alone that set none themselves; nil for the standard red.
    public var pinColor: Color?

    /// The most points drawn alone in one view, past ``maximumClusterZoom``: 10,000 (D175).
    public static let maximumLonePoints = 10_000

    /// A clustered layer of the points in the GeoJSON file at `points`, with the defaults above.
    public init(points: String) {
        self.points = points
    }

    /// The window title of a cluster of `count` points.
    public func title(forCount count: Int) -> String {
        clusterTitle.replacingOccurrences(of: "{count}", with: "\(count)")
    }
}
