import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Reads a style's JSON into layers: checks what must hold, turns every paint and layout property into
/// its typed form (MapStyleReader+Properties.swift), collects a warning for each thing not drawn.
struct MapStyleReader {
    let file: String
    var warnings: [String] = []
    private(set) var styleName: String?
    var parser: StyleExpressionParser { StyleExpressionParser(file: file) }

    /// Layer types MapLibre has that are not drawn here (a warning each, not an error).
    static let otherMapLibreTypes: Set<String> = ["raster", "hillshade", "fill-extrusion", "heatmap", "sky", "color-relief"]

    init(file: String) {
        self.file = file
    }

    func error(_ path: String, _ message: String) -> MapStyleError {
        MapStyleError(file: file, path: path, message)
    }

    mutating func read(_ json: JSONValue) throws(MapStyleError) -> [StyleLayer] {
        guard case .object(let members) = json else { throw error("", "a style is a JSON object with \"version\", \"sources\" and \"layers\"") }
        let top = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        if case .string(let name)? = top["name"] { styleName = name }
        if let version = top["version"], version.double != 8 {
            warnings.append("\(file): version: \(version.quoted) is not 8; read as a version 8 style")
        }
        var vectorSources: Set<String> = [], otherSources: Set<String> = []
        if let sources = top["sources"] {
            guard case .object(let list) = sources else { throw error("sources", "expected an object of sources by name") }
            for source in list {
                guard case .object(let fields) = source.value else { throw error("sources.\(source.key)", "expected an object with a \"type\"") }
                let type = fields.first { $0.key == "type" }?.value
                if type == .string("vector") { vectorSources.insert(source.key) } else { otherSources.insert(source.key) }
            }
        }
        guard case .array(let layerList)? = top["layers"] else { throw error("layers", "a style needs a \"layers\" array") }
        var layers: [StyleLayer] = []
        for (i, item) in layerList.enumerated() {
            if let layer = try readLayer(item, at: "layers[\(i)]", index: layers.count, vector: vectorSources, other: otherSources) {
                layers.append(layer)
            }
        }
        return layers
    }

    private mutating func readLayer(_ json: JSONValue, at path: String, index: Int, vector: Set<String>,
                                    other: Set<String>) throws(MapStyleError) -> StyleLayer? {
        guard case .object(let members) = json else { throw error(path, "a layer is an object with an \"id\" and a \"type\"") }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        guard case .string(let id)? = fields["id"] else { throw error("\(path).id", "a layer needs a string \"id\"") }
        let named = "\(path) (\(id.quotedForMessage))"
        guard case .string(let typeName)? = fields["type"] else { throw error("\(named).type", "a layer needs a string \"type\"") }
        guard let kind = StyleLayer.Kind(rawValue: typeName) else {
            if Self.otherMapLibreTypes.contains(typeName) {
                warnings.append("\(file): \(named): \(typeName) layers are not drawn; the layer is left out")
                return nil
            }
            throw error("\(named).type", "\(typeName.quotedForMessage) is not a layer type; use background, fill, line, symbol or circle")
        }
        var layer = StyleLayer(id: id, properties: .background(BackgroundPaint()), index: index)
        if kind != .background {
            guard case .string(let source)? = fields["source"] else { throw error("\(named).source", "a \(typeName) layer needs a \"source\"") }
            if other.contains(source) {
                warnings.append("\(file): \(named): the source \(source.quotedForMessage) is not a vector source; the layer is left out")
                return nil
            }
            guard vector.contains(source) else {
                throw error("\(named).source", "no source \(source.quotedForMessage) in the style's \"sources\"; declare it or fix the name")
            }
            guard case .string(let sourceLayer)? = fields["source-layer"] else {
                throw error("\(named).source-layer", "a layer of a vector source needs a \"source-layer\"")
            }
            layer.sourceLayer = sourceLayer
        }
        if let z = fields["minzoom"] {
            guard let v = z.double, v.isFinite else { throw error("\(named).minzoom", "expected a number, got \(z.quoted)") }
            layer.minZoom = v
        }
        if let z = fields["maxzoom"] {
            guard let v = z.double, v.isFinite else { throw error("\(named).maxzoom", "expected a number, got \(z.quoted)") }
            layer.maxZoom = v
        }
        if let filter = fields["filter"] {
            do {
                layer.filter = try parser.filter(filter, at: "\(named).filter")
            } catch let e as MapStyleError {
                throw e
            } catch {
                warnings.append("\(file): \(named).filter: \((error as? StyleUnsupported)?.message ?? "\(error)"); the layer is left out")
                return nil
            }
        }
        let typed: (properties: StyleLayer.Properties, visible: Bool)
        switch kind {
        case .background:
            let read = try readProperties(fields, kind: kind, named: named, layout: NoLayout.self, paint: BackgroundPaint.self)
            typed = (.background(read.paint), read.visible)
        case .fill:
            let read = try readProperties(fields, kind: kind, named: named, layout: NoLayout.self, paint: FillPaint.self)
            typed = (.fill(read.paint), read.visible)
        case .line:
            let read = try readProperties(fields, kind: kind, named: named, layout: LineLayout.self, paint: LinePaint.self)
            typed = (.line(read.layout, read.paint), read.visible)
        case .symbol:
            var read = try readProperties(fields, kind: kind, named: named, layout: SymbolLayout.self, paint: SymbolPaint.self)
            // Icons come from sprite sheets in MapLibre; here only the built-in dots exist: another name is
            // said once, at load, rather than drawing nothing in silence.
            if let name = read.layout.iconImage.constant, !name.isEmpty, BuiltInIcon(rawValue: name) == nil {
                let known = BuiltInIcon.allCases.map { $0.rawValue.quotedForMessage }.joined(separator: ", ")
                warnings.append("\(file): \(named): the icon \(name.quotedForMessage) of \"icon-image\" is not one of the built-in icons (\(known)); there are no sprite sheets here, so it is drawn without an icon")
                read.layout.iconImage = .constant("")
            }
            typed = (.symbol(read.layout, read.paint), read.visible)
        case .circle:
            let read = try readProperties(fields, kind: kind, named: named, layout: NoLayout.self, paint: CirclePaint.self)
            typed = (.circle(read.paint), read.visible)
        }
        guard typed.visible else { return nil }
        layer.properties = typed.properties
        return layer
    }
}
