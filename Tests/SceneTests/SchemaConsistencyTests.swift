import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// docs/scene.schema.json, docs/scene-format.md and the loader agree on every field.
@MainActor
@Suite("Schema and documentation match the loader")
struct SchemaConsistencyTests {
    /// Each schema object (by its place in the schema) and the fields the loader accepts there.
    static let objects: [(schemaPath: [String], fields: [String])] = [
        ([], Scene.fields),
        (["$defs", "camera"], Scene.cameraFields),
        (["$defs", "coordinate"], Scene.coordinateFields),
        (["$defs", "marker"], SceneMarker.fields),
        (["$defs", "window"], SceneWindow.fields),
        (["$defs", "label"], SceneWindow.labelFields),
        (["$defs", "image"], SceneWindow.imageFields),
        (["$defs", "font"], SceneWindow.fontFields),
        (["$defs", "style"], InfoWindowStyle.sceneFields),
        (["$defs", "clusters"], SceneClusters.fields),
        (["properties", "basemap", "anyOf", "1"], ["mbtiles"]),
    ]

    private func schema() throws -> JSONValue {
        let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/docs/scene.schema.json"))
        return try JSONReader.document([UInt8](data), name: "scene.schema.json")
    }

    private func member(_ value: JSONValue, _ path: [String]) -> JSONValue? {
        var current = value
        for key in path {
            switch current {
            case .object(let members):
                guard let next = members.first(where: { $0.key == key })?.value else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    private func keys(_ value: JSONValue?) -> [String] {
        if case .object(let members)? = value { return members.map(\.key) }
        return []
    }

    @Test("every object in the schema has exactly the loader's fields and refuses others")
    func fields() throws {
        let schema = try schema()
        for (path, fields) in Self.objects {
            let object = member(schema, path)
            #expect(Set(keys(member(object ?? .null, ["properties"]))) == Set(fields), "\(path)")
            #expect(member(object ?? .null, ["additionalProperties"]) == .bool(false), "\(path) refuses unknown fields")
        }
    }

    @Test("the schema's required fields are the loader's: leaving one out is a missing-field error")
    func required() throws {
        let schema = try schema()
        func required(_ path: [String]) -> [String] {
            guard case .array(let items)? = member(schema, path + ["required"]) else { return [] }
            return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        #expect(required([]) == ["version", "camera"])
        #expect(required(["$defs", "camera"]) == ["target", "zoom"])
        #expect(required(["$defs", "marker"]) == ["position"])
        #expect(required(["$defs", "window"]) == ["items"])
        #expect(decodeError(#"{"version": 1}"#)?.kind == .missingField)
        #expect(decodeError(#"{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}}}"#)?.kind == .missingField)
        #expect(decodeError(sceneJSON(#""markers": [{}]"#))?.kind == .missingField)
        #expect(decodeError(sceneJSON(#""markers": [{"position": {"latitude": 0, "longitude": 0}, "info_window": {}}]"#))?.kind == .missingField)
    }

    @Test("the schema's choices are the loader's: alignments and content modes")
    func choices() throws {
        let schema = try schema()
        func strings(_ path: [String]) -> [String] {
            guard case .array(let items)? = member(schema, path) else { return [] }
            return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        #expect(strings(["$defs", "label", "properties", "align", "enum"]) == SceneWindow.alignments.map(\.0))
        #expect(strings(["$defs", "image", "properties", "content_mode", "enum"]) == SceneWindow.contentModes.map(\.0))
    }

    @Test("docs/scene-format.md has a table row for every field, and its full example uses them all")
    func documentation() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/scene-format.md", encoding: .utf8)
        let example = try JSONReader.document(Array(SceneDecodingTests.documentationExamples()[0].utf8), name: "example")
        var used: Set<String> = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for member in members {
                    used.insert(member.key)
                    collect(member.value)
                }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(example)
        for (path, fields) in Self.objects {
            for field in fields {
                #expect(text.contains("| `\(field)` |"), "\(path): \(field) is documented")
                if field != "mbtiles" { #expect(used.contains(field), "the full example uses \(field)") }
            }
        }
    }
}
