import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Reads a style's JSON into layers: checks what must hold, collects a warning for each thing not drawn.
struct MapStyleReader {
    let file: String
    private(set) var warnings: [String] = []
    private(set) var styleName: String?
    private var parser: StyleExpressionParser { StyleExpressionParser(file: file) }

    /// Layer types MapLibre has that are not drawn here (a warning each, not an error).
    static let otherMapLibreTypes: Set<String> = ["raster", "hillshade", "fill-extrusion", "heatmap", "sky", "color-relief"]

    init(file: String) {
        self.file = file
    }

    private func error(_ path: String, _ message: String) -> MapStyleError {
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
        var layer = StyleLayer(id: id, kind: kind, index: index)
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
        for section in ["layout", "paint"] {
            guard let value = fields[section] else { continue }
            guard case .object(let properties) = value else { throw error("\(named).\(section)", "expected an object") }
            for property in properties {
                let at = "\(named).\(section).\(property.key)"
                guard let type = StyleLayer.supported[kind]?[property.key] else {
                    warnings.append("\(file): \(named): the \(section) property \(property.key.quotedForMessage) is not supported; drawn without it")
                    continue
                }
                do {
                    layer.properties[property.key] = property.key == "text-field"
                        ? try textField(property.value, at: at) : try parser.value(property.value, type: type, at: at)
                } catch let e as MapStyleError {
                    throw e
                } catch {
                    warnings.append("\(file): \(named): the \(section) property \(property.key.quotedForMessage): \((error as? StyleUnsupported)?.message ?? "\(error)"); drawn without it")
                }
            }
        }
        if case .literal(.string("none"))? = layer.properties["visibility"] { return nil }
        return layer
    }

    /// `text-field`: a template such as `"{name:latin}"` (tokens in braces), or an expression.
    private func textField(_ json: JSONValue, at path: String) throws -> StyleExpression {
        guard case .string(let template) = json else { return try parser.value(json, type: .any, at: path) }
        var parts: [StyleExpression] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(.string(String(rest[..<open])))) }
            parts.append(.coalesce([.get(String(rest[rest.index(after: open)..<close])), .literal(.string(""))]))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(.string(String(rest)))) }
        return parts.count == 1 ? parts[0] : .concat(parts)
    }
}
