import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The type a property's value must have; literals are converted (and checked) while parsing.
enum StyleType: Equatable, Sendable {
    case any, number, string, color, bool, numberArray
    /// An array of strings (`text-font`): a plain array of names is a value, not an expression.
    case stringArray
    /// Two numbers `[x, y]` (`text-offset`).
    case point
    /// One of these words (`line-cap`, `text-anchor`, …), in the order messages list them.
    case keyword([String])
    /// `text-field`: a string is a template whose `{key}` tokens read the feature's properties;
    /// anything else is an expression of any type.
    case template
}

/// Turns the JSON of filters, expressions and legacy zoom functions into ``StyleExpression``s.
struct StyleExpressionParser {
    /// The style file, for messages.
    let file: String

    typealias Parsed = StyleExpression

    package func error(_ path: String, _ message: String) -> MapStyleError {
        MapStyleError(file: file, path: path, message)
    }

    // MARK: Property values

    /// A paint or layout value: a literal, an expression (an array starting with an operator) or a
    /// legacy function (`{"stops": …}`).
    package func value(_ json: JSONValue, type: StyleType, at path: String) throws -> Parsed {
        if type == .template, case .string(let template) = json { return Self.template(template) }
        switch json {
        case .array(let items):
            if type == .stringArray, case .string(let first)? = items.first, !Self.operatorsOverFonts.contains(first) {
                return .literal(try literal(json, type: type, at: path))
            }
            if case .string? = items.first { return try expression(json, type: type, at: path) }
            return .literal(try literal(json, type: type, at: path))
        case .object(let members):
            return try function(members, type: type, at: path)
        default:
            return .literal(try literal(json, type: type, at: path))
        }
    }

    /// A literal JSON value of `type`.
    func literal(_ json: JSONValue, type: StyleType, at path: String) throws(MapStyleError) -> StyleValue {
        let value = Self.plain(json)
        switch type {
        case .any, .template: return value
        case .number:
            guard case .number(let n) = value, n.isFinite else { throw error(path, "expected a number, got \(json.quoted)") }
            return value
        case .string:
            guard case .string = value else { throw error(path, "expected a string, got \(json.quoted)") }
            return value
        case .bool:
            guard case .bool = value else { throw error(path, "expected true or false, got \(json.quoted)") }
            return value
        case .color:
            guard case .string(let text) = value, let color = CSSColor.parse(text) else {
                throw error(path, "\(json.quoted) is not a colour; write #rrggbb, rgb(…), rgba(…), hsl(…) or a CSS colour name")
            }
            return .color(color)
        case .numberArray:
            guard case .array(let items) = value, items.allSatisfy({ $0.number.map(\.isFinite) ?? false }) else {
                throw error(path, "expected an array of numbers, got \(json.quoted)")
            }
            return value
        case .stringArray:
            guard case .array(let items) = value, !items.isEmpty, items.allSatisfy({ $0.string != nil }) else {
                throw error(path, "expected an array of font names, got \(json.quoted)")
            }
            return value
        case .point:
            guard case .array(let items) = value, items.count == 2, items.allSatisfy({ $0.number.map(\.isFinite) ?? false }) else {
                throw error(path, "expected two numbers [x, y], got \(json.quoted)")
            }
            return value
        case .keyword(let words):
            guard case .string(let word) = value, words.contains(word) else {
                throw error(path, "expected \(Self.list(words)), got \(json.quoted)")
            }
            return value
        }
    }

    /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
    static func list(_ words: [String]) -> String {
        let quoted = words.map(\.quotedForMessage)
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A `text-field` template such as `"{name:latin}"`: tokens in braces read the feature's properties
    /// (missing ones give nothing), the rest is kept as written.
    static func template(_ template: String) -> Parsed {
        var parts: [Parsed] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(.string(String(rest[..<open])))) }
            parts.append(.coalesce([.get(String(rest[rest.index(after: open)..<close])), .literal(.string(""))]))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(.string(String(rest)))) }
        return parts.count == 1 ? parts[0] : .concat(parts)
    }

    /// The operators a `text-font` expression may start with (anything else is a font name).
    static let operatorsOverFonts: Set<String> = ["literal", "step", "match", "case", "coalesce", "get", "interpolate", "to-string"]

    static func plain(_ json: JSONValue) -> StyleValue {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number: return .number(json.double ?? .nan)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(plain))
        case .object: return .null
        }
    }

    /// `{"base": 1.4, "stops": [[12, 1], [18, 10]]}`, optionally with `property` and `type`.
    private func function(_ members: [JSONMember], type: StyleType, at path: String) throws -> Parsed {
        var fields: [String: JSONValue] = [:]
        for m in members { fields[m.key] = m.value }
        guard case .array(let stopsJSON)? = fields["stops"], !stopsJSON.isEmpty else {
            throw error(path, "a function needs a non-empty \"stops\" array")
        }
        let base = fields["base"]?.double ?? 1
        let property = fields["property"].flatMap { if case .string(let s) = $0 { return s } else { return nil } }
        let kind = fields["type"].flatMap { if case .string(let s) = $0 { return s } else { return nil } }
        var stops: [(JSONValue, Parsed)] = []
        for (i, stop) in stopsJSON.enumerated() {
            guard case .array(let pair) = stop, pair.count == 2 else { throw error("\(path).stops[\(i)]", "a stop is [input, output]") }
            if case .object = pair[0] { throw StyleUnsupported(message: "zoom-and-property functions are not supported") }
            stops.append((pair[0], .literal(try literal(pair[1], type: type, at: "\(path).stops[\(i)][1]"))))
        }
        let input: Parsed = property.map { .get($0) } ?? .zoom
        if kind == "categorical" || kind == "identity" {
            guard kind == "categorical" else { throw StyleUnsupported(message: "identity functions are not supported") }
            let fallback = try fields["default"].map { Parsed.literal(try literal($0, type: type, at: "\(path).default")) } ?? .literal(.null)
            return .match(input, stops.map { ([Self.plain($0.0)], $0.1) }, fallback: fallback)
        }
        var numeric: [(stop: Double, output: Parsed)] = []
        for (i, stop) in stops.enumerated() {
            guard let x = stop.0.double, x.isFinite else { throw error("\(path).stops[\(i)][0]", "a stop's input must be a number") }
            if let previous = numeric.last, x < previous.stop { throw error("\(path).stops[\(i)][0]", "stops must be in increasing order") }
            numeric.append((x, stop.1))
        }
        let interpolates = (type == .number || type == .color || type == .numberArray || type == .point) && kind != "interval"
        if interpolates { return .interpolate(base == 1 ? .linear : .exponential(base), input, numeric) }
        return .step(input, numeric[0].output, Array(numeric.dropFirst()))
    }

    // MARK: Filters

    /// A filter in either form: legacy (`["==", "class", "park"]`) or an expression.
    func filter(_ json: JSONValue, at path: String) throws -> Parsed {
        guard case .array(let items) = json, case .string(let op)? = items.first else {
            if case .bool(let b) = json { return .literal(.bool(b)) }
            throw error(path, "a filter is an array such as [\"==\", \"class\", \"park\"], got \(json.quoted)")
        }
        let args = Array(items.dropFirst())
        guard isLegacy(op, args) else { return try expression(json, type: .bool, at: path) }
        func key(_ j: JSONValue, _ i: Int) throws(MapStyleError) -> Parsed {
            guard case .string(let k) = j else { throw error("\(path)[\(i)]", "expected a property name, got \(j.quoted)") }
            return k == "$type" ? .geometryType : k == "$id" ? .id : .get(k)
        }
        func arity(_ n: Int) throws(MapStyleError) {
            guard args.count == n else { throw error(path, "\"\(op)\" takes \(n) argument\(n == 1 ? "" : "s"), got \(args.count)") }
        }
        switch op {
        case "==", "!=", "<", "<=", ">", ">=":
            try arity(2)
            return .compare(StyleExpression.Comparison(rawValue: op)!, try key(args[0], 1), .literal(Self.plain(args[1])))
        case "in", "!in":
            guard !args.isEmpty else { throw error(path, "\"\(op)\" takes a property name and values") }
            let test = Parsed.isIn(try key(args[0], 1), .literal(.array(args.dropFirst().map(Self.plain))))
            return op == "in" ? test : .not(test)
        case "has", "!has":
            try arity(1)
            guard case .string(let k) = args[0] else { throw error("\(path)[1]", "expected a property name") }
            let test: Parsed = k == "$type" || k == "$id" ? .literal(.bool(true)) : .has(k)
            return op == "has" ? test : .not(test)
        case "all", "any", "none":
            let parts = try args.enumerated().map { try filter($1, at: "\(path)[\($0 + 1)]") }
            return op == "all" ? .all(parts) : op == "any" ? .any(parts) : .not(.any(parts))
        default:
            throw StyleUnsupported(message: "the filter operator \"\(op)\" is not supported")
        }
    }

    /// MapLibre's rule for telling a legacy filter from an expression.
    private func isLegacy(_ op: String, _ args: [JSONValue]) -> Bool {
        func isArray(_ j: JSONValue?) -> Bool { if case .array? = j { return true } else { return false } }
        func isString(_ j: JSONValue?) -> Bool { if case .string? = j { return true } else { return false } }
        switch op {
        case "==", "!=", "<", "<=", ">", ">=":
            return args.count == 2 && isString(args[0]) && !isArray(args[1])
        case "in": return args.count >= 1 && isString(args[0]) && !(args.count == 2 && isArray(args[1]))
        case "!in", "!has", "none": return true
        case "has": return args.count == 1
        case "all", "any":
            return args.contains { j in
                guard case .array(let items) = j, case .string(let o)? = items.first else { return false }
                return isLegacy(o, Array(items.dropFirst()))
            }
        default: return false
        }
    }
}
