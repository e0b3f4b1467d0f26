import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The expression operators: each checks its arity and parses its arguments.
extension StyleExpressionParser {
    /// An expression `["op", args…]` whose value must be of `type`.
    func expression(_ json: JSONValue, type: StyleType, at path: String) throws -> Parsed {
        guard case .array(let items) = json else {
            return .literal(try literal(json, type: type, at: path))
        }
        guard case .string(let op)? = items.first else {
            throw error(path, "an expression starts with its operator's name, got \(json.quoted)")
        }
        let args = Array(items.dropFirst())
        func arg(_ i: Int, _ t: StyleType = .any) throws -> Parsed {
            try expression(args[i], type: t, at: "\(path)[\(i + 1)]")
        }
        func arity(_ range: ClosedRange<Int>) throws(MapStyleError) {
            guard range.contains(args.count) else {
                let wanted = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
                throw error(path, "\"\(op)\" takes \(wanted) argument\(range.upperBound == 1 ? "" : "s"), got \(args.count)")
            }
        }
        func atLeast(_ n: Int) throws(MapStyleError) {
            guard args.count >= n else { throw error(path, "\"\(op)\" takes at least \(n) arguments, got \(args.count)") }
        }
        switch op {
        case "literal":
            try arity(1...1)
            return .literal(type == .any ? Self.plain(args[0]) : try literal(args[0], type: type, at: "\(path)[1]"))
        case "get", "has":
            try arity(1...2)
            guard args.count == 1 else { throw StyleUnsupported(message: "\"\(op)\" with an object argument is not supported") }
            guard case .string(let key) = args[0] else { throw error("\(path)[1]", "\"\(op)\" takes a property name, got \(args[0].quoted)") }
            return op == "get" ? .get(key) : .has(key)
        case "zoom":
            try arity(0...0)
            return .zoom
        case "geometry-type":
            try arity(0...0)
            return .geometryType
        case "id":
            try arity(0...0)
            return .id
        case "!":
            try arity(1...1)
            return .not(try arg(0))
        case "==", "!=", "<", "<=", ">", ">=":
            try arity(2...3)
            guard args.count == 2 else { throw StyleUnsupported(message: "collators in \"\(op)\" are not supported") }
            return .compare(StyleExpression.Comparison(rawValue: op)!, try arg(0), try arg(1))
        case "in":
            try arity(2...2)
            return .isIn(try arg(0), try arg(1))
        case "all", "any":
            let parts = try args.indices.map { try filter(args[$0], at: "\(path)[\($0 + 1)]") }
            return op == "all" ? .all(parts) : .any(parts)
        case "none", "!in", "!has":
            return try filter(json, at: path)
        case "match":
            try atLeast(4)
            guard args.count % 2 == 0 else {
                throw error(path, "\"match\" takes an input, label and output pairs, then a fallback: an even number of arguments, got \(args.count)")
            }
            var arms: [(labels: [StyleValue], output: Parsed)] = []
            var i = 1
            while i + 1 < args.count {
                let labels: [StyleValue]
                if case .array(let list) = args[i] { labels = list.map(Self.plain) } else { labels = [Self.plain(args[i])] }
                arms.append((labels, try arg(i + 1, type)))
                i += 2
            }
            return .match(try arg(0), arms, fallback: try arg(args.count - 1, type))
        case "case":
            try atLeast(3)
            guard args.count % 2 == 1 else {
                throw error(path, "\"case\" takes condition and output pairs, then a fallback: an odd number of arguments, got \(args.count)")
            }
            var arms: [(condition: Parsed, output: Parsed)] = []
            var i = 0
            while i + 1 < args.count {
                arms.append((try filter(args[i], at: "\(path)[\(i + 1)]"), try arg(i + 1, type)))
                i += 2
            }
            return .cases(arms, fallback: try arg(args.count - 1, type))
        case "coalesce":
            try atLeast(1)
            return .coalesce(try args.indices.map { try arg($0, type) })
        case "interpolate":
            try atLeast(4)
            guard args.count % 2 == 0 else {
                throw error(path, "\"interpolate\" takes a kind, an input and stop, output pairs: an even number of arguments, got \(args.count)")
            }
            guard case .array(let kindItems) = args[0], case .string(let kind)? = kindItems.first else {
                throw error("\(path)[1]", "expected [\"linear\"] or [\"exponential\", base]")
            }
            let interpolation: StyleExpression.Interpolation
            switch kind {
            case "linear": interpolation = .linear
            case "exponential":
                guard kindItems.count == 2, let base = kindItems[1].double, base.isFinite, base > 0 else {
                    throw error("\(path)[1]", "[\"exponential\", base] needs a positive base")
                }
                interpolation = .exponential(base)
            default: throw StyleUnsupported(message: "\"\(kind)\" interpolation is not supported")
            }
            return .interpolate(interpolation, try arg(1, .number), try stops(args, from: 2, type: type, at: path))
        case "step":
            try atLeast(2)
            guard args.count % 2 == 0 else {
                throw error(path, "\"step\" takes an input, a first output and stop, output pairs: an even number of arguments, got \(args.count)")
            }
            return .step(try arg(0, .number), try arg(1, type), try stops(args, from: 2, type: type, at: path))
        case "concat":
            try atLeast(1)
            return .concat(try args.indices.map { try arg($0) })
        case "to-string":
            try arity(1...1)
            return .toString(try arg(0))
        case "to-number":
            try arity(1...2)
            return .toNumber(try arg(0))
        case "upcase", "downcase":
            try arity(1...1)
            return op == "upcase" ? .upcase(try arg(0)) : .downcase(try arg(0))
        case "to-color":
            try arity(1...1)
            return try arg(0, .color)
        default:
            throw StyleUnsupported(message: "the expression operator \"\(op)\" is not supported")
        }
    }

    private func stops(_ args: [JSONValue], from start: Int, type: StyleType, at path: String) throws -> [(stop: Double, output: Parsed)] {
        var result: [(stop: Double, output: Parsed)] = []
        var i = start
        while i + 1 < args.count {
            guard let x = args[i].double, x.isFinite else { throw error("\(path)[\(i + 1)]", "a stop must be a number, got \(args[i].quoted)") }
            if let previous = result.last, x <= previous.stop {
                throw error("\(path)[\(i + 1)]", "stops must be in strictly increasing order")
            }
            result.append((x, try expression(args[i + 1], type: type, at: "\(path)[\(i + 2)]")))
            i += 2
        }
        return result
    }
}
