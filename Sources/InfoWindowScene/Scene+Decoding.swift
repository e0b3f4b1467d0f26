import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Reading scene files (format version 1, `docs/scene-format.md`).
extension Scene {
    /// The top-level fields of a scene file.
    static let fields = ["$schema", "version", "size", "scale", "camera", "background", "graticule", "basemap",
                         "map_style", "language", "markers", "geojson", "clusters", "selected", "info_window_style"]
    /// The fields of `camera`.
    static let cameraFields = ["target", "zoom", "bearing", "viewing_angle"]
    /// The fields of a coordinate (`position`, `camera.target`).
    static let coordinateFields = ["latitude", "longitude"]

    /// Reads the scene file at `path`. Images it names are decoded now, so every problem surfaces here,
    /// as a ``SceneError`` naming the file, the field and the fix. A GeoJSON file it names is only
    /// checked to exist; its features are read by ``makeMap(selectionField:)``.
    public static func load(contentsOfFile path: String, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneError) -> Scene {
        let bytes = try SceneFiles.read(path, limit: options.maximumFileSize, what: "scene")
        return try Scene(jsonBytes: bytes, name: path, options: options)
    }

    /// Decodes scene JSON held in memory. `name` is the file's path as the user gave it: it starts
    /// every error message, and relative paths in the scene are resolved against its folder.
    public init(jsonData: Data, name: String, options: SceneLoadOptions = SceneLoadOptions()) throws(SceneError) {
        guard jsonData.count <= options.maximumFileSize else {
            throw SceneError(kind: .fileTooLarge, file: name,
                             message: "the scene is \(SceneFiles.megabytes(jsonData.count)), more than the \(SceneFiles.megabytes(options.maximumFileSize)) a scene file may have")
        }
        try self.init(jsonBytes: [UInt8](jsonData), name: name, options: options)
    }

    init(jsonBytes: [UInt8], name: String, options: SceneLoadOptions) throws(SceneError) {
        let root = JSONField(value: try JSONReader.document(jsonBytes, name: name), path: "", file: name)
        guard case .object(let members) = root.value else { throw root.invalid("a scene object, {\"version\": 1, …}") }
        let f = JSONObjectFields(members: members, path: "", file: name)
        guard let version = f["version"] else {
            throw SceneError(kind: .missingField, file: name,
                             message: "missing field \"version\"; start the scene with {\"version\": 1, …}")
        }
        guard version.value.double == Double(Scene.formatVersion) else {
            throw version.error(.invalidValue,
                                "expected 1 (the scene format this infowindow reads), got \(version.value.quoted)")
        }
        try f.refuseUnknown(Scene.fields)
        let files = SceneFiles(namedBy: name, options: options)

        self.init(camera: try Scene.camera(try f.required("camera")), name: name)
        loadOptions = options
        if let size = f["size"] {
            let wh = try size.numbers(2, shape: "[width, height]", in: Scene.sizeRange)
            self.size = CGSize(width: wh[0], height: wh[1])
        }
        if let scale = f["scale"] { self.scale = try scale.number(in: 0.25...8) }
        try checkPixels(file: name, field: f["size"] != nil ? "size" : "scale")
        if let background = f["background"] { backgroundColor = try background.color() }
        if let graticule = f["graticule"] { showsGraticule = try graticule.bool() }
        if let basemap = f["basemap"] { self.basemap = try Scene.basemap(basemap, files: files) }
        if let style = f["map_style"] { mapStyle = try Scene.mapStyle(style, files: files, scene: name) }
        if let language = f["language"] {
            guard let tag = MapStyle.labelLanguage(try language.string()) else {
                throw language.invalid("a language code such as \"sv\", \"en-GB\" or \"zh-Hant\"")
            }
            labelLanguage = tag
        }
        if let geojson = f["geojson"] { geoJSON = try files.existingFile(geojson) }
        if let clusters = f["clusters"] { self.clusters = try SceneClusters(clusters, files: files) }
        if let markers = f["markers"] {
            self.markers = try markers.array().map { (item) throws(SceneError) -> SceneMarker in
                try SceneMarker(item, files: files)
            }
        }
        if let selected = f["selected"] {
            switch selected.value {
            case .string(let text), .number(let text): selectedMarker = text
            case .array:
                var names: [String] = []
                for item in try selected.array() { names.append(try item.string()) }
                try Scene.checkSelectedList(names, field: selected)
                if names.count == 1 { selectedMarker = names[0] } else { selectedMarkers = names }
            default: throw selected.invalid("the id or title of a marker (a string), or a list of them")
            }
        }
        if let style = f["info_window_style"] { infoWindowStyle = try InfoWindowStyle(style) }
    }

    /// The most pixels a drawn side may have: 16384.
    public static let maximumPixelSide = 16_384
    /// The most pixels a drawn picture may have: 64 Mpx.
    public static let maximumPixels = 64 * 1_048_576

    /// True when a view of `size` points drawn at `scale` stays within ``maximumPixelSide`` and
    /// ``maximumPixels``.
    public static func fitsPixelLimits(size: CGSize, scale: CGFloat) -> Bool {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        return width <= CGFloat(maximumPixelSide) && height <= CGFloat(maximumPixelSide)
            && width * height <= CGFloat(maximumPixels)
    }

    /// Refuses a size × scale larger than a picture may be.
    func checkPixels(file: String, field: String) throws(SceneError) {
        guard !Scene.fitsPixelLimits(size: size, scale: scale) else { return }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        throw SceneError(kind: .invalidValue, file: file, field: field,
                         message: "\(JSONField.format(size.width)) × \(JSONField.format(size.height)) points at scale \(JSONField.format(scale)) is \(JSONField.format(width)) × \(JSONField.format(height)) pixels, more than the limit of 16384 a side and 64 Mpx; use a smaller size or scale")
    }

    static func camera(_ field: JSONField) throws(SceneError) -> CameraPosition {
        let f = try field.object(known: cameraFields)
        let target = try coordinate(try f.required("target"))
        let zoom = try f.required("zoom").number(in: CameraPosition.minimumZoom...CameraPosition.maximumZoom)
        let bearing = try f["bearing"]?.number(in: 0...360) ?? 0
        let tilt = try f["viewing_angle"]?.number(in: 0...CameraPosition.maximumViewingAngle) ?? 0
        return CameraPosition(target: target, zoom: zoom, bearing: bearing, viewingAngle: tilt)
    }

    /// `{"latitude": …, "longitude": …}`, latitude −90…90, longitude −180…180.
    static func coordinate(_ field: JSONField) throws(SceneError) -> Coordinate {
        let f = try field.object(known: coordinateFields)
        let latitude = try f.required("latitude").number(in: -90...90)
        let longitude = try f.required("longitude").number(in: -180...180)
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// `"default"`, `"none"`, `"helsinki"`, `{"mbtiles": "FILE"}` (the file must exist and be an SQLite
    /// database) or `{"tiles": "FILE", "style": "FILE"}` (vector tiles; the style is optional).
    static func basemap(_ field: JSONField, files: SceneFiles) throws(SceneError) -> SceneBasemap {
        switch field.value {
        case .string("default"): return .default
        case .string("none"): return .none
        case .string("helsinki"): return .vectorTiles(path: nil, style: nil)
        case .object(let members) where members.contains(where: { $0.key == "tiles" || $0.key == "style" }):
            return try vectorTiles(field, files: files)
        case .object:
            let f = try field.object(known: ["mbtiles"])
            let mbtiles = try f.required("mbtiles")
            let path = try files.existingFile(mbtiles)
            try checkMBTiles(path, field: mbtiles)
            return .mbtiles(path: path)
        default:
            throw field.invalid("\"default\", \"none\", \"helsinki\", {\"mbtiles\": \"FILE.mbtiles\"} or {\"tiles\": \"FILE\", \"style\": \"FILE\"}")
        }
    }

    /// Refuses a file that does not start like an SQLite database (an MBTiles file is one).
    static func checkMBTiles(_ path: String, field: JSONField) throws(SceneError) {
        guard SceneBasemap.isSQLiteFile(path) else {
            throw field.error(.invalidValue, "\(path) is not an MBTiles file (it is not an SQLite database)")
        }
    }
}

extension SceneBasemap {
    /// An MBTiles basemap at `path` (a path the user typed, taken as it is), after checking that the
    /// file exists and is an SQLite database.
    public static func mbtiles(checkingFileAt path: String) throws(SceneError) -> SceneBasemap {
        _ = try SceneFiles.checkedSize(path, limit: Int.max, what: "MBTiles")
        guard isSQLiteFile(path) else {
            throw SceneError(kind: .invalidValue, file: path, message: "not an MBTiles file (it is not an SQLite database)")
        }
        return .mbtiles(path: path)
    }

    static func isSQLiteFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        return header == Data("SQLite format 3\0".utf8)
    }
}
