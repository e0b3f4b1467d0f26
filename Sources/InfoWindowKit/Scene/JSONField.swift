import Foundation

/// A JSON value together with where it sits (`markers[3].position.latitude`) in which file, with typed
/// accessors whose errors quote both: `expected a number from -90 to 90, got 91.2`.
struct JSONField {
    let value: JSONValue
    /// The field path, empty for the document itself.
    let path: String
    /// The file's name as the user gave it.
    let file: String

    /// An `.invalidValue` error at this field.
    func invalid(_ expected: String) -> SceneError {
        SceneError(kind: .invalidValue, file: file, field: path, message: "expected \(expected), got \(value.quoted)")
    }

    /// An error of `kind` at this field with a message of its own.
    func error(_ kind: SceneError.Kind, _ message: String) -> SceneError {
        SceneError(kind: kind, file: file, field: path, message: message)
    }

    /// The field of an array element.
    func element(_ item: JSONValue, at index: Int) -> JSONField {
        JSONField(value: item, path: path + "[\(index)]", file: file)
    }

    // MARK: Scalars

    /// A number in `range` (finite in any case).
    func number(in range: ClosedRange<Double>? = nil) throws(SceneError) -> Double {
        let expected = range.map { "a number from \(Self.format($0.lowerBound)) to \(Self.format($0.upperBound))" }
            ?? "a finite number"
        guard let number = value.double, number.isFinite else { throw invalid(expected) }
        if let range, !range.contains(number) { throw invalid(expected) }
        return number
    }

    /// A number greater than `lower` and at most `upper`.
    func number(above lower: Double, upTo upper: Double) throws(SceneError) -> Double {
        let expected = "a number greater than \(Self.format(lower)) and at most \(Self.format(upper))"
        guard let number = value.double, number > lower, number <= upper else { throw invalid(expected) }
        return number
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let number = value.double, number.isFinite, number.rounded() == number,
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else { throw invalid(expected) }
        return Int(number)
    }

    /// A string (any, empty included).
    func string() throws(SceneError) -> String {
        guard case .string(let text) = value else { throw invalid("a string") }
        return text
    }

    /// `true` or `false`.
    func bool() throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else { throw invalid("true or false") }
        return flag
    }

    /// A colour written `#rgb`, `#rrggbb` or `#rrggbbaa`.
    func color() throws(SceneError) -> Color {
        guard case .string(let text) = value, let color = Color(hex: text) else {
            throw invalid("a colour written \"#rrggbb\" or \"#rrggbbaa\"")
        }
        return color
    }

    /// One of `choices` (a string).
    func choice(_ choices: [String]) throws(SceneError) -> String {
        let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value, choices.contains(text) else { throw invalid("one of \(listed)") }
        return text
    }

    /// A file path: a non-empty string without NUL characters.
    func filePath() throws(SceneError) -> String {
        guard case .string(let text) = value, !text.isEmpty, !text.contains("\0") else { throw invalid("a file path") }
        return text
    }

    // MARK: Containers

    /// The elements of an array, each with its own path.
    func array() throws(SceneError) -> [JSONField] {
        guard case .array(let items) = value else { throw invalid("an array") }
        return items.enumerated().map { element($1, at: $0) }
    }

    /// An array of exactly `count` numbers, each in `range`; `shape` names them in messages ("[x, y]").
    func numbers(_ count: Int, shape: String, in range: ClosedRange<Double>? = nil) throws(SceneError) -> [Double] {
        guard case .array(let items) = value, items.count == count else {
            throw invalid("an array of \(count) numbers \(shape)")
        }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
            result.append(try element(item, at: i).number(in: range))
        }
        return result
    }

    /// The object's fields, after checking that it has no field outside `known`.
    func object(known: [String]) throws(SceneError) -> JSONObjectFields {
        guard case .object(let members) = value else { throw invalid("an object") }
        let fields = JSONObjectFields(members: members, path: path, file: file)
        try fields.refuseUnknown(known)
        return fields
    }

    /// `1`, `-90`, `0.25`: integral values without a decimal point.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
