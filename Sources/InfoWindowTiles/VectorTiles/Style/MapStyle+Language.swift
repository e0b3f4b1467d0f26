import Foundation
import InfoWindowCore

extension MapStyle {
    /// The language code `text` in the form tile properties use (`name:xx`, `name:xx-YY`): a BCP 47
    /// tag of a 2–3 letter language and an optional script or region (`en`, `sv`, `zh-TW`, `zh-Hant`),
    /// or nil when `text` is not one.
    public static func labelLanguage(_ text: String) -> String? {
        let parts = text.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
              parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var tag = parts[0].lowercased()
        if parts.count == 2 {
            let sub = parts[1]
            guard sub.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            switch sub.count {
            case 2, 3: tag += "-" + sub.uppercased()
            case 4: tag += "-" + sub.prefix(1).uppercased() + sub.dropFirst().lowercased()
            default: return nil
            }
        }
        return tag
    }

    /// This style with its labels in `language` (a ``labelLanguage(_:)`` tag) where the tiles carry
    /// it (D98): every symbol layer whose text reads a name (`name`, `name:latin`, `name:xx` …) reads
    /// `name:LANG-REGION`, then `name:LANG` (and OpenMapTiles' `name_LANG`), before what it read before
    /// — the local name, as Google falls back. Other labels (house numbers) stay. nil keeps the style.
    func localized(to language: String?) -> MapStyle {
        guard let language else { return self }
        var keys = ["name:" + language]
        if let dash = language.firstIndex(of: "-") { keys.append("name:" + language[..<dash]) }
        let base = keys.last.map { String($0.dropFirst(5)) } ?? language
        keys.append("name_" + base)
        let layers = self.layers.map { layer -> StyleLayer in
            guard case .symbol(var layout, let paint) = layer.properties,
                  let expression = layout.field.expression, Self.readsName(expression) else { return layer }
            layout.field = .dataDriven(.coalesce(keys.map { .get($0) } + [expression]), default: layout.field.fallback)
            var localized = layer
            localized.properties = .symbol(layout, paint)
            return localized
        }
        return MapStyle(name: name, warnings: warnings, layers: layers)
    }

    /// Whether a label's text expression reads a name property.
    private static func readsName(_ expression: StyleExpression) -> Bool {
        switch expression {
        case .get(let key): return key == "name" || key.hasPrefix("name:") || key.hasPrefix("name_")
        case .coalesce(let es), .concat(let es): return es.contains(where: readsName)
        case .toString(let e), .upcase(let e), .downcase(let e): return readsName(e)
        case .cases(let arms, let fallback): return arms.contains { readsName($0.output) } || readsName(fallback)
        case .match(_, let arms, let fallback): return arms.contains { readsName($0.output) } || readsName(fallback)
        case .step(_, let first, let stops): return readsName(first) || stops.contains { readsName($0.output) }
        default: return false
        }
    }
}
