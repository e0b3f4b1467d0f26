import Foundation

/// A JSON value together with where it sits (`markers[3].position.latitude`) in which file, with typed
/// accessors whose errors quote both: `expected a number from -90 to 90, got 91.2`.
package struct JSONField {
    package let value: JSONValue
    /// The file's name as the user gave it.
    package let file: String
    /// The path of the containing object or array, and this field's key or index in it. The full
    /// path is only built when a message needs it: decoding a million features looks up ten million
    /// fields that are fine.
    private let parent: String
    private let key: String?
    private let index: Int?

    /// A field at `path` (empty for the document itself).
    package init(value: JSONValue, path: String, file: String) {
        self.value = value
        self.file = file
        self.parent = path
        self.key = nil
        self.index = nil
    }

    /// Member `key` of the object at `parent`.
    package init(value: JSONValue, parent: String, key: String, file: String) {
        self.value = value
        self.file = file
        self.parent = parent
        self.key = key
        self.index = nil
    }

    private init(value: JSONValue, parent: String, index: Int, file: String) {
        self.value = value
        self.file = file
        self.parent = parent
        self.key = nil
        self.index = index
    }

    /// The field path, e.g. `markers[3].position.latitude`; empty for the document itself.
    package var path: String {
        if let key { return parent.isEmpty ? key : parent + "." + key }
        if let index { return parent + "[\(index)]" }
        return parent
    }

    /// An `.invalidValue` error at this field.
    package func invalid(_ expected: String) -> SceneError {
        SceneError(kind: .invalidValue, file: file, field: path, message: "expected \(expected), got \(value.quoted)")
    }

    /// An error of `kind` at this field with a message of its own.
    package func error(_ kind: SceneError.Kind, _ message: String) -> SceneError {
        SceneError(kind: kind, file: file, field: path, message: message)
    }

    /// The field of an array element.
    package func element(_ item: JSONValue, at index: Int) -> JSONField {
        JSONField(value: item, parent: path, index: index, file: file)
    }

    // MARK: Scalars

    /// A number in `range` (finite in any case).
    package func number(in range: ClosedRange<Double>? = nil) throws(SceneError) -> Double {
        if let number = value.double, number.isFinite, range?.contains(number) ?? true { return number }
        throw invalid(range.map { "a number from \(Self.format($0.lowerBound)) to \(Self.format($0.upperBound))" }
                      ?? "a finite number")
    }

    /// A number greater than `lower` and at most `upper`.
    package func number(above lower: Double, upTo upper: Double) throws(SceneError) -> Double {
        if let number = value.double, number > lower, number <= upper { return number }
        throw invalid("a number greater than \(Self.format(lower)) and at most \(Self.format(upper))")
    }

    /// A whole number in `range`.
    package func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        if let number = value.double, number.isFinite, number.rounded() == number,
           number >= Double(range.lowerBound), number <= Double(range.upperBound) {
            return Int(number)
        }
        throw invalid("a whole number from \(range.lowerBound) to \(range.upperBound)")
    }

    /// A string (any, empty included).
    package func string() throws(SceneError) -> String {
        guard case .string(let text) = value else { throw invalid("a string") }
        return text
    }

    /// `true` or `false`.
    package func bool() throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else { throw invalid("true or false") }
        return flag
    }

    /// A colour written `#rgb`, `#rrggbb` or `#rrggbbaa`.
    package func color() throws(SceneError) -> Color {
        guard case .string(let text) = value, let color = Color(hex: text) else {
            throw invalid("a colour written \"#rrggbb\" or \"#rrggbbaa\"")
        }
        return color
    }

    /// One of `choices` (a string).
    package func choice(_ choices: [String]) throws(SceneError) -> String {
        let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value, choices.contains(text) else { throw invalid("one of \(listed)") }
        return text
    }

    /// A file path: a non-empty string without NUL characters.
    package func filePath() throws(SceneError) -> String {
        guard case .string(let text) = value, !text.isEmpty, !text.contains("\0") else { throw invalid("a file path") }
        return text
    }

    // MARK: Containers

    /// The elements of an array, each with its own path. The fields are made as they are read, not all
    /// at once: a scene file of a few million tiny values would otherwise need a field (≈ 100 bytes)
    /// for each before the first one is checked.
    package func array() throws(SceneError) -> LazyMapCollection<Range<Int>, JSONField> {
        guard case .array(let items) = value else { throw invalid("an array") }
        let path = self.path, file = self.file
        return items.indices.lazy.map { JSONField(value: items[$0], parent: path, index: $0, file: file) }
    }

    /// An array of exactly `count` numbers, each in `range`; `shape` names them in messages ("[x, y]").
    package func numbers(_ count: Int, shape: String, in range: ClosedRange<Double>? = nil) throws(SceneError) -> [Double] {
        guard case .array(let items) = value, items.count == count else {
            throw invalid("an array of \(count) numbers \(shape)")
        }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            guard let number = item.double, number.isFinite, range?.contains(number) ?? true else {
                _ = try element(item, at: i).number(in: range)
                continue
            }
            result.append(number)
        }
        return result
    }

    /// The object's fields, after checking that it has no field outside `known`.
    package func object(known: [String]) throws(SceneError) -> JSONObjectFields {
        guard case .object(let members) = value else { throw invalid("an object") }
        let fields = JSONObjectFields(members: members, path: path, file: file)
        try fields.refuseUnknown(known)
        return fields
    }

    /// `1`, `-90`, `0.25`: integral values without a decimal point.
    package static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
