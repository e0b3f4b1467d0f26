import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Paint and layout: each property is parsed once, here, into its typed field. A property the layer's
/// kind does not have — a typo, another kind's property, one put in the wrong section — is a warning
/// naming the file, the layer and the property, with the name probably meant; a value of the wrong
/// type is a ``MapStyleError`` naming the layer and the property.
extension MapStyleReader {
    /// The `layout` and `paint` of the layer `named` (`layers[3] ("roads")`), and whether it is visible.
    mutating func readProperties<Layout: StyleProperties, Paint: StyleProperties>(
        _ fields: [String: JSONValue], kind: StyleLayer.Kind, named: String, layout _: Layout.Type, paint _: Paint.Type
    ) throws(MapStyleError) -> (layout: Layout, paint: Paint, visible: Bool) {
        var layout = Layout(), paint = Paint()
        var visible = true
        if let json = fields["layout"] {
            guard case .object(let members) = json else { throw error("\(named).layout", "expected an object") }
            for member in members {
                if member.key == "visibility" {
                    visible = try visibility(member.value, named: named) && visible
                } else {
                    try readProperty(member, section: "layout", into: &layout, kind: kind, named: named)
                }
            }
        }
        if let json = fields["paint"] {
            guard case .object(let members) = json else { throw error("\(named).paint", "expected an object") }
            for member in members {
                try readProperty(member, section: "paint", into: &paint, kind: kind, named: named)
            }
        }
        return (layout, paint, visible)
    }

    /// One property of `section` into its typed field, or a warning.
    private mutating func readProperty<Properties: StyleProperties>(_ member: JSONMember, section: String, into target: inout Properties,
                                                                   kind: StyleLayer.Kind, named: String) throws(MapStyleError) {
        let name = member.key
        guard let field = Properties.fields[name] else {
            warnings.append("\(file): \(named): the \(section) property \(name.quotedForMessage) \(unknown(name, section: section, kind: kind)); drawn without it")
            return
        }
        do {
            field.store(&target, try parser.value(member.value, type: field.type, at: "\(named).\(section).\(name)"))
        } catch let e as MapStyleError {
            throw e
        } catch {
            warnings.append("\(file): \(named): the \(section) property \(name.quotedForMessage): \((error as? StyleUnsupported)?.message ?? "\(error)"); drawn without it")
        }
    }

    /// What is wrong with the property `name` that the kind's typed `section` does not have.
    private func unknown(_ name: String, section: String, kind: StyleLayer.Kind) -> String {
        let names = StylePropertyNames.mapLibre[kind] ?? ([], [])
        let here = section == "layout" ? names.layout : names.paint
        let there = section == "layout" ? names.paint : names.layout
        let otherSection = section == "layout" ? "paint" : "layout"
        if here.contains(name) { return "is not supported" }
        if there.contains(name) { return "is a \(otherSection) property; move it into \"\(otherSection)\"" }
        var hint = ""
        if let meant = StylePropertyNames.suggestion(for: name, among: Array(here.union(there))) {
            hint = " (did you mean \(meant.quotedForMessage)\(there.contains(meant) ? ", a \(otherSection) property" : "")?)"
        }
        let owners = StylePropertyNames.kinds(having: name)
        if !owners.isEmpty {
            return "is a property of \(owners.map(\.rawValue).joined(separator: " and ")) layers, not of \(kind.rawValue) layers\(hint)"
        }
        return "is not a property of \(kind.rawValue) layers\(hint)"
    }

    /// `visibility`: false for `"none"`. It cannot depend on the zoom or the feature: an expression is
    /// a warning, and the layer is drawn.
    private mutating func visibility(_ json: JSONValue, named: String) throws(MapStyleError) -> Bool {
        let property: StyleProperty<Visibility>
        do {
            property = StyleProperty(try parser.value(json, type: Visibility.styleType, at: "\(named).layout.visibility"), default: .visible)
        } catch let e as MapStyleError {
            throw e
        } catch {
            warnings.append("\(file): \(named): the layout property \"visibility\": \((error as? StyleUnsupported)?.message ?? "\(error)"); the layer is drawn")
            return true
        }
        guard let value = property.constant else {
            warnings.append("\(file): \(named): the layout property \"visibility\" is \"visible\" or \"none\", not an expression; the layer is drawn")
            return true
        }
        return value == .visible
    }
}
