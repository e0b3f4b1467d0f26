import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Reading `"clusters"` from a scene file (D174).
extension SceneClusters {
    /// The fields of `clusters`.
    static let fields = ["points", "radius", "minimum_cluster_size", "maximum_cluster_zoom", "buckets", "colors",
                         "text_color", "font", "cluster_title", "item_title", "item_snippet", "pin_color"]

    init(_ field: JSONField, files: SceneFiles) throws(SceneError) {
        let f = try field.object(known: SceneClusters.fields)
        let points = try f.required("points")
        self.init(points: try SceneClusters.pointsFile(points, files: files))
        if let radius = f["radius"] { self.radius = try radius.number(in: 1...1000) }
        if let size = f["minimum_cluster_size"] { minimumClusterSize = try size.integer(in: 2...1000) }
        if let zoom = f["maximum_cluster_zoom"] { maximumClusterZoom = try zoom.integer(in: 0...22) }
        if let buckets = f["buckets"] {
            var values: [Int] = []
            for item in try buckets.array() { values.append(try item.integer(in: 1...100_000_000)) }
            guard (1...10).contains(values.count) else { throw buckets.invalid("1 to 10 whole numbers, ascending") }
            guard zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw buckets.error(.invalidValue, "the buckets must be ascending, each larger than the one before, e.g. [10, 50, 100]")
            }
            self.buckets = values
        }
        if let colors = f["colors"] {
            var values: [Color] = []
            for item in try colors.array() { values.append(try item.color()) }
            guard (1...10).contains(values.count) else { throw colors.invalid("1 to 10 colours, one per bucket") }
            self.colors = values
        }
        if let color = f["text_color"] { textColor = try color.color() }
        if let font = f["font"] { self.font = try SceneWindow.font(font, base: self.font) }
        if let title = f["cluster_title"] { clusterTitle = try title.string() }
        if let property = f["item_title"] { itemTitleProperty = try SceneClusters.property(property) }
        if let property = f["item_snippet"] { itemSnippetProperty = try SceneClusters.property(property) }
        if let color = f["pin_color"] { pinColor = try color.color() }
    }

    private static func property(_ field: JSONField) throws(SceneError) -> String {
        let name = try field.string()
        guard !name.isEmpty else { throw field.invalid("the name of a feature property, such as \"name\"") }
        return name
    }

    /// The points file: by the scene's path rules (F2), or, where the reader names the files it serves
    /// (``SceneLoadOptions/pointsFiles``, `infowindow serve --points`), one of those by its file name.
    private static func pointsFile(_ field: JSONField, files: SceneFiles) throws(SceneError) -> String {
        guard let served = files.options.pointsFiles else { return try files.existingFile(field) }
        let raw = try field.filePath()
        let name = (raw as NSString).lastPathComponent
        guard !raw.split(separator: "/").contains(".."), !raw.hasPrefix("/"),
              let path = served.first(where: { ($0 as NSString).lastPathComponent == name }) else {
            let names = served.map { "\"\(($0 as NSString).lastPathComponent)\"" }.joined(separator: ", ")
            throw field.error(.missingFile, served.isEmpty
                ? "this server reads no points file; start it with --points FILE.geojson and name that file here"
                : "\(raw.quotedForMessage) is not a points file of this server; name one of \(names) by its file name")
        }
        return path
    }
}
