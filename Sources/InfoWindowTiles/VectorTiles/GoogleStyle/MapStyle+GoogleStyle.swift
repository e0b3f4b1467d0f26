import Foundation
import InfoWindowCore

extension MapStyle {
    /// This style with a Google map style applied: each layer's features are sorted into Google's
    /// feature types by the table of docs/map-styles.md (a layer whose features fall into types the
    /// rules treat differently is split, one layer per group, by its features' `class` or
    /// `admin_level`), and each paint property is one of Google's elements — fills `geometry.fill`,
    /// outlines and casings `geometry.stroke`, text `labels.text.fill`, halos `labels.text.stroke`,
    /// dots `labels.icon` — changed by the rules that select it, in order. Layers whose element is
    /// hidden (`visibility: off`) are left out. The result draws like any style: applying costs a
    /// pass over the layers (well under a millisecond for the bundled style), drawing costs the same.
    public func applying(_ google: GoogleMapStyle) -> MapStyle {
        adjusted(google: google, buildings: true)
    }

    /// This style with `google` applied (nil: none) and, unless `buildings`, without the layers of
    /// the `building` source layer (``GoogleMapStyle`` has no feature type for buildings alone).
    func adjusted(google: GoogleMapStyle?, buildings: Bool) -> MapStyle {
        if (google?.rules.isEmpty ?? true) && buildings { return self }
        var out: [StyleLayer] = []
        var effects: [GoogleFeatureType?: [GoogleElementType: GoogleElementEffect]] = [:]
        func effect(_ type: GoogleFeatureType?, _ element: GoogleElementType) -> GoogleElementEffect {
            guard let google else { return GoogleElementEffect() }
            if let known = effects[type]?[element] { return known }
            let made = GoogleElementEffect(google, type: type, element: element)
            effects[type, default: [:]][element] = made
            return made
        }
        for layer in layers {
            if !buildings && layer.sourceLayer == "building" { continue }
            let elements = layer.googleElements
            let types: [GoogleFeatureType?] = layer.kind == .background
                ? [GoogleFeatureTable.background]
                : GoogleFeatureTable.types(of: layer.sourceLayer, filter: layer.filter).map { $0 }
            let candidates = types.isEmpty ? [nil] : types
            // Feature types grouped by what the rules do to this layer's elements, in table order.
            var groups: [(effects: [GoogleElementEffect], types: Set<GoogleFeatureType>)] = []
            for type in candidates {
                let key = elements.map { effect(type, $0) }
                if let i = groups.firstIndex(where: { $0.effects == key }) {
                    if let type { groups[i].types.insert(type) }
                } else {
                    groups.append((key, type.map { [$0] } ?? []))
                }
            }
            if groups.count == 1 {
                if let changed = layer.styled(groups[0].effects) { out.append(changed) }
                continue
            }
            for group in groups {
                var part = layer
                part.id = layer.id + "#" + group.types.map(\.rawValue).sorted().joined(separator: "+")
                if let sourceLayer = layer.sourceLayer, let split = GoogleFeatureTable.filter(sourceLayer, group: group.types) {
                    part.filter = layer.filter.map { .all([$0, split]) } ?? split
                }
                if let changed = part.styled(group.effects) { out.append(changed) }
            }
        }
        for i in out.indices { out[i].index = i }
        return MapStyle(name: name, warnings: warnings, layers: out)
    }
}

extension MapStyle {
    /// A style of already parsed layers.
    init(name: String?, warnings: [String], layers: [StyleLayer]) {
        self.name = name
        self.warnings = warnings
        self.layers = layers
    }
}

extension StyleLayer {
    /// The Google elements this layer draws, in the order ``styled(_:)`` takes their effects.
    var googleElements: [GoogleElementType] {
        switch properties {
        case .background: return [.geometryFill]
        case .fill, .circle: return [.geometryFill, .geometryStroke]
        case .line: return [isStroke ? .geometryStroke : .geometryFill]
        case .symbol: return [.labelsTextFill, .labelsTextStroke, .labelsIcon]
        }
    }

    /// A line that outlines something rather than being the thing: casings and outlines (by the
    /// layer's id), borders and the coast.
    var isStroke: Bool {
        let id = self.id.lowercased()
        return id.contains("casing") || id.contains("outline") || sourceLayer == "boundary" || sourceLayer == "coastline"
    }

    /// The layer with `effects` (one per ``googleElements``) applied; nil when they hide it.
    func styled(_ effects: [GoogleElementEffect]) -> StyleLayer? {
        if effects.allSatisfy(\.isIdentity) { return self }
        var layer = self
        switch properties {
        case .background(var paint):
            guard effects[0].visibility != .off else { return nil }
            paint.color = paint.color.mapping(effects[0].apply)
            layer.properties = .background(paint)
        case .fill(var paint):
            let (fill, stroke) = (effects[0], effects[1])
            guard fill.visibility != .off else { return nil }
            paint.color = paint.color.mapping(fill.apply)
            if stroke.visibility == .off { paint.outlineColor = nil } else { paint.outlineColor = paint.outlineColor?.mapping(stroke.apply) }
            layer.properties = .fill(paint)
        case .line(let layout, var paint):
            let e = effects[0]
            guard e.visibility == .on || (e.visibility == .simplified && !isStroke) else { return nil }
            paint.color = paint.color.mapping(e.apply)
            if let weight = e.weight {
                let casing = id.lowercased().contains("casing")
                paint.width = casing ? paint.width.mapping { $0 + 2 * weight } : .constant(weight)
            } else if e.visibility == .simplified {
                paint.width = paint.width.mapping { $0 * 0.6 }
            }
            layer.properties = .line(layout, paint)
        case .circle(var paint):
            let (fill, stroke) = (effects[0], effects[1])
            guard fill.visibility != .off else { return nil }
            paint.color = paint.color.mapping(fill.apply)
            paint.strokeColor = paint.strokeColor.mapping(stroke.apply)
            if stroke.visibility == .off { paint.strokeWidth = .constant(0) } else if let w = stroke.weight { paint.strokeWidth = .constant(w) }
            layer.properties = .circle(paint)
        case .symbol(var layout, var paint):
            let (text, halo, icon) = (effects[0], effects[1], effects[2])
            // A label is its text (an icon is drawn only beside it): no text, no label. Simplified labels
            // keep their text and lose their icon (D52).
            guard text.visibility != .off || halo.visibility != .off else { return nil }
            paint.color = paint.color.mapping(text.apply)
            if text.visibility == .off { paint.color = paint.color.mapping { $0.withAlphaComponent(0) } }
            paint.haloColor = paint.haloColor.mapping(halo.apply)
            if halo.visibility == .off { paint.haloWidth = .constant(0) } else if let w = halo.weight { paint.haloWidth = .constant(w) }
            paint.iconColor = paint.iconColor.mapping(icon.apply)
            if icon.visibility != .on || text.visibility == .simplified { layout.iconImage = .constant("") }
            layer.properties = .symbol(layout, paint)
        }
        return layer
    }
}
