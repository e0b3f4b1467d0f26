import Foundation

/// The members of a JSON object being decoded, looked up by key. A member whose value is `null` counts
/// as absent (the default applies), so generated files can write `"snippet": null`.
package struct JSONObjectFields {
    package let members: [JSONMember]
    /// The object's own path, empty for the document.
    let path: String
    let file: String

    /// The path of member `key`.
    func path(of key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// Member `key`, or nil when it is absent or `null`.
    package subscript(_ key: String) -> JSONField? {
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return JSONField(value: member.value, parent: path, key: key, file: file)
    }

    /// Member `key`; a `.missingField` error when it is absent or `null`.
    package func required(_ key: String) throws(SceneError) -> JSONField {
        guard let field = self[key] else {
            throw SceneError(kind: .missingField, file: file, field: path, message: "missing field \"\(key)\"")
        }
        return field
    }

    /// True when the object has member `key` (even `null`).
    package func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// Throws `.unknownField` for the first member not in `known`, naming the nearest known field.
    package func refuseUnknown(_ known: [String]) throws(SceneError) {
        for member in members where !known.contains(member.key) {
            throw SceneError(kind: .unknownField, file: file, field: path,
                             message: Self.unknownFieldMessage(member.key, known: known))
        }
    }

    /// Names other tools (and the server's URL grammar) give fields that have another name here, with
    /// that name: `tilt` is `viewing_angle`, `center` is `target` (D76).
    static let aliases = ["tilt": "viewing_angle", "pitch": "viewing_angle", "center": "target", "centre": "target",
                          "heading": "bearing", "lat": "latitude", "lng": "longitude", "lon": "longitude",
                          "zindex": "z_index", "color": "pin_color", "colour": "pin_color", "description": "snippet"]

    /// `unknown field "titel"; did you mean "title"?` (a known alias first, D76: `"tilt"` → `"viewing_angle"`),
    /// or the list of fields when none is close.
    static func unknownFieldMessage(_ key: String, known: [String]) -> String {
        let shown = "unknown field \(key.quotedForMessage)"
        if let alias = aliases[key.lowercased()], known.contains(alias) {
            return shown + "; did you mean \"\(alias)\"? (what others call \(key.quotedForMessage) is \"\(alias)\" here)"
        }
        if let nearest = EditDistance.nearest(to: key, among: known) {
            return shown + "; did you mean \"\(nearest)\"?"
        }
        return shown + "; the fields here are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// A value of the given parts.
    package init(members: [JSONMember], path: String, file: String) {
        self.members = members
        self.path = path
        self.file = file
    }
}

/// Levenshtein distance, for "did you mean …?" suggestions (scene fields, and the server's parameter
/// names).
public enum EditDistance {
    /// The longest word a suggestion is looked for: 64 characters. The distance takes time in the
    /// product of the lengths, and a long text is no typo of a short name.
    package static let maximumLength = 64

    /// Edits (insert, delete, substitute one character; letter case ignored) turning `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        between(Array(a.lowercased()), Array(b.lowercased()))
    }

    /// Edits turning the characters `x` into `y` (already lowercased).
    package static func between(_ x: [Character], _ y: [Character]) -> Int {
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word`, when it is close enough to be a likely typo: at most 2 edits,
    /// or a third of the word's length for longer words. Ties go to the earlier candidate.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        guard word.count <= maximumLength else { return nil }
        let limit = max(2, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = between(word, candidate)
            if d <= limit, d < min(word.count, candidate.count), d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }
}
