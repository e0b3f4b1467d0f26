import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The property names of MapLibre's style specification (version 8) for the layer kinds drawn here,
/// drawn or not: a name among them that this renderer does not draw gets "not supported", any other
/// name is a mistake in the style, and its warning says what was probably meant.
enum StylePropertyNames {
    /// MapLibre's layout and paint property names of each kind.
    static let mapLibre: [StyleLayer.Kind: (layout: Set<String>, paint: Set<String>)] = [
        .background: (["visibility"], ["background-color", "background-opacity", "background-pattern"]),
        .fill: (["fill-sort-key", "visibility"],
                ["fill-antialias", "fill-color", "fill-opacity", "fill-outline-color", "fill-pattern", "fill-translate",
                 "fill-translate-anchor"]),
        .line: (["line-cap", "line-join", "line-miter-limit", "line-round-limit", "line-sort-key", "visibility"],
                ["line-blur", "line-color", "line-dasharray", "line-gap-width", "line-gradient", "line-offset", "line-opacity",
                 "line-pattern", "line-translate", "line-translate-anchor", "line-width"]),
        .circle: (["circle-sort-key", "visibility"],
                  ["circle-blur", "circle-color", "circle-opacity", "circle-pitch-alignment", "circle-pitch-scale", "circle-radius",
                   "circle-stroke-color", "circle-stroke-opacity", "circle-stroke-width", "circle-translate",
                   "circle-translate-anchor"]),
        .symbol: ([
            "icon-allow-overlap", "icon-anchor", "icon-ignore-placement", "icon-image", "icon-keep-upright", "icon-offset",
            "icon-optional", "icon-overlap", "icon-padding", "icon-pitch-alignment", "icon-rotate", "icon-rotation-alignment",
            "icon-size", "icon-text-fit", "icon-text-fit-padding", "symbol-avoid-edges", "symbol-placement", "symbol-sort-key",
            "symbol-spacing", "symbol-z-order", "text-allow-overlap", "text-anchor", "text-field", "text-font",
            "text-ignore-placement", "text-justify", "text-keep-upright", "text-letter-spacing", "text-line-height",
            "text-max-angle", "text-max-width", "text-offset", "text-optional", "text-overlap", "text-padding",
            "text-pitch-alignment", "text-radial-offset", "text-rotate", "text-rotation-alignment", "text-size",
            "text-transform", "text-variable-anchor", "text-variable-anchor-offset", "text-writing-mode", "visibility",
        ], [
            "icon-color", "icon-halo-blur", "icon-halo-color", "icon-halo-width", "icon-opacity", "icon-translate",
            "icon-translate-anchor", "text-color", "text-halo-blur", "text-halo-color", "text-halo-width", "text-opacity",
            "text-translate", "text-translate-anchor",
        ]),
    ]

    /// The kinds that have the property `name` (in either section), for "a line property" in messages.
    static func kinds(having name: String) -> [StyleLayer.Kind] {
        StyleLayer.Kind.allCases.filter { kind in
            mapLibre[kind].map { $0.layout.contains(name) || $0.paint.contains(name) } ?? false
        }
    }

    /// The name of `names` that `name` was probably meant to be: the same name with one of this kind's
    /// prefixes (`line-color` on a fill layer: `fill-color`; on a symbol layer: `text-color`), else the
    /// nearest by edit distance if it is close (at most 2 edits, or a quarter of the name's length).
    /// Nil when none is close.
    static func suggestion(for name: String, among names: [String]) -> String? {
        let lowered = name.lowercased()
        if let dash = lowered.firstIndex(of: "-") {
            let rest = String(lowered[dash...])
            var prefixes: [String] = []
            for candidate in names.sorted() {
                if let d = candidate.firstIndex(of: "-"), !prefixes.contains(String(candidate[..<d])) {
                    prefixes.append(String(candidate[..<d]))
                }
            }
            // "text" before "icon" and "symbol": what is drawn here comes first.
            prefixes.sort { ($0 == "text" ? 0 : 1, $0) < ($1 == "text" ? 0 : 1, $1) }
            for prefix in prefixes where names.contains(prefix + rest) && prefix + rest != lowered {
                return prefix + rest
            }
        }
        var best: (name: String, distance: Int)?
        for candidate in names.sorted() {
            let d = editDistance(lowered, candidate)
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best, best.distance <= max(2, name.count / 4) else { return nil }
        return best.name
    }

    /// Levenshtein distance between `a` and `b` (characters), for names of a few dozen characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
