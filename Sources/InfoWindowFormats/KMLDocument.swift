/// A whole KML file in memory: `KMLReader` with a collecting callback, plus style resolution.
public struct KMLDocument: Sendable, Equatable {
    /// The file's name.
    public var file: String
    /// The first `<Document><name>`.
    public var name: String?
    /// The placemarks in document order.
    public var placemarks: [KMLPlacemark]
    /// Shared styles by id.
    public var styles: [String: KMLStyle]
    /// Style maps by id.
    public var styleMaps: [String: KMLStyleMap]
    /// The ground overlays that can be drawn, in document order.
    public var groundOverlays: [KMLGroundOverlay]
    /// What the reader worked around (the first `KMLReader.maxKeptWarnings`).
    public var warnings: [FormatWarning]

    /// Reads the file at `path`; throws a `FormatError` for everything `KMLReader` throws for.
    public static func load(fileAt path: String, reader: KMLReader = KMLReader()) throws -> KMLDocument {
        var document = KMLDocument(file: path)
        let summary = try reader.read(fileAt: path) { document.add($0) }
        document.finish(summary)
        return document
    }

    /// Reads a KML document held in memory, called `name` in messages.
    public static func parse(bytes: [UInt8], name: String, reader: KMLReader = KMLReader()) throws -> KMLDocument {
        var document = KMLDocument(file: name)
        let summary = try reader.read(bytes: bytes, name: name) { document.add($0) }
        document.finish(summary)
        return document
    }

    /// An empty document named `file`, to be filled by ``add(_:)`` — e.g. with only the styles of a file
    /// whose placemarks are streamed, so ``style(for:highlighted:)`` resolves with the styles read so far.
    public init(file: String) {
        self.file = file
        placemarks = []
        styles = [:]
        styleMaps = [:]
        groundOverlays = []
        warnings = []
    }

    /// Adds an item as the reader delivers it: a placemark or ground overlay to its list, a style or style
    /// map by its id (a later one of the same id replaces the earlier).
    public mutating func add(_ item: KMLItem) {
        switch item {
        case .placemark(let placemark): placemarks.append(placemark)
        case .style(let style): if let id = style.id { styles[id] = style }
        case .styleMap(let map): styleMaps[map.id] = map
        case .groundOverlay(let overlay): groundOverlays.append(overlay)
        }
    }

    private mutating func finish(_ summary: KMLSummary) {
        name = summary.documentName
        warnings = summary.warnings
    }

    /// The style a placemark is drawn with: its `styleUrl`'s style (through a style map's normal
    /// or highlight pair when it names one), with its inline style applied over it. nil when it
    /// has neither, or its `styleUrl` names nothing in this file (another file's `a.kml#id`).
    /// Style maps that name style maps are followed up to 4 deep (a cycle stops there).
    public func style(for placemark: KMLPlacemark, highlighted: Bool = false) -> KMLStyle? {
        let shared = placemark.styleURL.flatMap { resolve($0, highlighted: highlighted, depth: 0) }
        switch (shared, placemark.style) {
        case let (shared?, inline?): return inline.applied(over: shared)
        case let (shared?, nil): return shared
        case let (nil, inline?): return inline
        case (nil, nil): return nil
        }
    }

    private func resolve(_ url: String, highlighted: Bool, depth: Int) -> KMLStyle? {
        guard url.hasPrefix("#"), depth < 4 else { return nil }
        let id = String(url.dropFirst())
        if let style = styles[id] { return style }
        guard let map = styleMaps[id], let entry = highlighted ? map.highlight ?? map.normal : map.normal else { return nil }
        let base = entry.styleURL.flatMap { resolve($0, highlighted: highlighted, depth: depth + 1) }
        switch (base, entry.style) {
        case let (base?, inline?): return inline.applied(over: base)
        case let (base?, nil): return base
        case let (nil, inline?): return inline
        case (nil, nil): return nil
        }
    }
}
