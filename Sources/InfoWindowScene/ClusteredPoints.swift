import Foundation
import InfoWindowCore
internal import PointClustering

/// The points of a clustered layer, read once from their GeoJSON file, and the index of their clusters
/// at every zoom (PointClustering's, built once): what a ``SceneClusterLayer`` asks for each view.
///
/// A point keeps its id, title and snippet; the few that style themselves (an icon, a colour, an anchor
/// …, the scene's GeoJSON rules) keep their whole marker. Immutable once read, so maps on any thread
/// share it: a process keeps the last few read (``load(_:options:)``, D178).
public final class ClusteredPoints: Sendable {
    /// The file, as it was opened.
    public let path: String
    /// What the reader read: points, skipped features and their first, warnings.
    public let summary: GeoJSONSummary
    let ids: [String?]
    let titles: [String?]
    let snippets: [String?]
    /// The markers of points that style themselves, by point number.
    let styled: [Int: SceneMarker]
    let index: PointClusterIndex

    /// The number of points.
    public var count: Int { ids.count }

    /// Reads the points of `clusters` and builds their index; throws the reader's ``SceneError``.
    init(_ clusters: SceneClusters, options: SceneLoadOptions) throws(SceneError) {
        var reader = GeoJSONReader(contentsOfFile: clusters.points, options: options)
        reader.titleProperty = clusters.itemTitleProperty
        reader.snippetProperty = clusters.itemSnippetProperty
        var ids: [String?] = [], titles: [String?] = [], snippets: [String?] = []
        var longitudes: [Double] = [], latitudes: [Double] = []
        var styled: [Int: SceneMarker] = [:]
        var summary = try reader.forEachPoint { spec in
            let plain = SceneMarker(position: spec.position, id: spec.id, title: spec.title, snippet: spec.snippet)
            if spec != plain { styled[ids.count] = spec }
            ids.append(spec.id)
            titles.append(spec.title)
            snippets.append(spec.snippet)
            longitudes.append(spec.position.longitude)
            latitudes.append(spec.position.latitude)
        }
        summary.sample = Array(zip(latitudes, longitudes).prefix(GeoJSONSummary.sampleLimit)).map {
            Coordinate(latitude: $0.0, longitude: $0.1)
        }
        let options = ClusterOptions(radius: clusters.radius, minZoom: 0, maxZoom: clusters.maximumClusterZoom,
                                     minPoints: clusters.minimumClusterSize)
        do {
            index = try PointClusterIndex(ids: Array(0..<ids.count), longitudes: longitudes, latitudes: latitudes,
                                          options: options)
        } catch {
            throw SceneError(kind: .invalidValue, file: clusters.points, message: error.description)
        }
        path = clusters.points
        self.summary = summary
        self.ids = ids
        self.titles = titles
        self.snippets = snippets
        self.styled = styled
    }

    /// The number of the first point whose id is `query`, else the first whose title is (F3); nil
    /// when none.
    func point(named query: String) -> Int? {
        ids.firstIndex { $0 == query } ?? titles.firstIndex { $0 == query }
    }

    // MARK: The process's last few (D178)

    private struct Key: Hashable {
        let clusters: SceneClusters
        let options: SceneLoadOptions
        let file: FileIdentity
    }

    private struct FileIdentity: Hashable {
        let size: Int
        let modified: Double
        let inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int(info.st_size)
            modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            inode = UInt64(info.st_ino)
        }
    }

    private static let recent = RecentPoints()

    /// How many read point sets a process keeps: 4.
    static let keptSets = 4

    /// The points of `clusters`, read now or taken from the process's last 4 reads of the
    /// same file (same size, modification time and inode) with the same options: a server's worker
    /// reads a points file once, however many pictures draw it.
    public static func load(_ clusters: SceneClusters, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneError) -> ClusteredPoints {
        guard let file = FileIdentity(clusters.points) else {
            throw SceneError(kind: .unreadableFile, file: clusters.points, message: "no such file; check the path")
        }
        var style = clusters
        // The icons' look does not change what is read or indexed.
        style.buckets = []
        style.colors = []
        style.textColor = Color(red: 0, green: 0, blue: 0)
        style.font = ClusterIconPainter.defaultFont
        style.clusterTitle = ""
        style.pinColor = nil
        let key = Key(clusters: style, options: options, file: file)
        if let kept = recent.take(key) { return kept }
        let points = try ClusteredPoints(clusters, options: options)
        recent.keep(points, for: key, limit: keptSets)
        return points
    }

    /// The last few point sets read, newest last, under a lock.
    private final class RecentPoints: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(key: Key, points: ClusteredPoints)] = []

        func take(_ key: Key) -> ClusteredPoints? {
            lock.lock()
            defer { lock.unlock() }
            guard let at = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: at)
            entries.append(entry)
            return entry.points
        }

        func keep(_ points: ClusteredPoints, for key: Key, limit: Int) {
            lock.lock()
            defer { lock.unlock() }
            entries.removeAll { $0.key == key }
            entries.append((key, points))
            if entries.count > limit { entries.removeFirst(entries.count - limit) }
        }
    }
}
