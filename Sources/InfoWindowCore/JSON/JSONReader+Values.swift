import Foundation

/// Values: objects, arrays, strings, numbers and the literals, built into ``JSONValue`` or skipped.
extension JSONReader {
    /// Reads a whole document: one value and nothing after it.
    package static func document(_ bytes: [UInt8], name: String) throws(SceneError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, name: name)
        let value = try reader.readValue()
        try reader.finish()
        return value
    }

    /// Reads the next value and builds it.
    package mutating func readValue() throws(SceneError) -> JSONValue {
        try value(keep: true)
    }

    /// Reads past the next value, checking its syntax, without building anything.
    package mutating func skipValue() throws(SceneError) {
        _ = try value(keep: false)
    }

    /// The next value; when `keep` is false it is only checked and `.null` is returned.
    private mutating func value(keep: Bool) throws(SceneError) -> JSONValue {
        try skipWhitespace()
        guard let b = try peek() else { throw unexpectedFailure("a value") }
        switch b {
        case UInt8(ascii: "{"):
            try enter()
            var members: [JSONMember] = []
            var seen: Set<String>?
            var isFirst = true
            while let (key, mark) = try nextKey(isFirst: isFirst) {
                isFirst = false
                guard keep else {
                    try skipValue()
                    continue
                }
                let duplicate = seen.map { $0.contains(key) } ?? members.contains { $0.key == key }
                if duplicate { throw failure("the key \(key.quotedForMessage) appears twice in this object", at: mark) }
                members.append(JSONMember(key: key, value: try value(keep: true)))
                if seen != nil {
                    seen?.insert(key)
                } else if members.count == 16 {
                    seen = Set(members.map(\.key))
                }
            }
            return keep ? .object(members) : .null
        case UInt8(ascii: "["):
            try enter()
            var items: [JSONValue] = []
            var isFirst = true
            while try nextElement(isFirst: isFirst) {
                isFirst = false
                let item = try value(keep: keep)
                if keep { items.append(item) }
            }
            return keep ? .array(items) : .null
        case UInt8(ascii: "\""):
            return .string(try readString(keep: keep))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        case UInt8(ascii: "."):
            throw failure("a number needs a digit before the decimal point (write 0.5, not .5)")
        case UInt8(ascii: "+"):
            throw failure("a number cannot start with '+'; leave the sign out")
        default:
            return try readWord()
        }
    }

    // MARK: Literals and numbers

    private mutating func readWord() throws(SceneError) -> JSONValue {
        let start = mark()
        scratch.removeAll(keepingCapacity: true)
        while let b = try peek(), scratch.count <= 40,
              (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
                || b == UInt8(ascii: "_") {
            scratch.append(b)
            index += 1
        }
        let word = String(decoding: scratch, as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "": throw unexpectedFailure("a value")
        default:
            let lower = word.lowercased()
            if ["nan", "inf", "infinity"].contains(lower) {
                throw failure("\(word) is not valid JSON; write a finite number", at: start)
            }
            if ["true", "false", "null"].contains(lower) {
                throw failure("JSON's \(lower) is written in lowercase, not \(word)", at: start)
            }
            throw failure("unexpected word '\(word)'; text must be in double quotes", at: start)
        }
    }

    /// A number by the JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumber() throws(SceneError) -> String {
        let start = mark()
        scratch.removeAll(keepingCapacity: true)
        func isDigit(_ b: UInt8?) -> Bool { b.map { (0x30...0x39).contains($0) } ?? false }
        if try peek() == UInt8(ascii: "-") {
            scratch.append(UInt8(ascii: "-"))
            index += 1
            if let b = try peek(), b | 0x20 == UInt8(ascii: "i") || b | 0x20 == UInt8(ascii: "n") {
                throw failure("-Infinity and NaN are not valid JSON; write a finite number", at: start)
            }
            guard isDigit(try peek()) else { throw unexpectedFailure("a digit after '-'") }
        }
        if try peek() == UInt8(ascii: "0") {
            scratch.append(UInt8(ascii: "0"))
            index += 1
            if isDigit(try peek()) {
                throw failure("a number cannot start with 0 followed by more digits", at: start)
            }
        } else {
            try takeDigits()
        }
        if try peek() == UInt8(ascii: ".") {
            scratch.append(UInt8(ascii: "."))
            index += 1
            guard isDigit(try peek()) else { throw unexpectedFailure("a digit after the decimal point") }
            try takeDigits()
        }
        if let e = try peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            scratch.append(e)
            index += 1
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                scratch.append(sign)
                index += 1
            }
            guard isDigit(try peek()) else { throw unexpectedFailure("a digit in the exponent") }
            try takeDigits()
        }
        guard scratch.count <= 400 else { throw failure("a number longer than 400 characters", at: start) }
        return String(decoding: scratch, as: UTF8.self)
    }

    private mutating func takeDigits() throws(SceneError) {
        while let b = try peek(), (0x30...0x39).contains(b), scratch.count <= 400 {
            scratch.append(b)
            index += 1
        }
    }

    // MARK: Messages

    /// A syntax error "expected WHAT, found X" at the current position. A character cut by the end of
    /// the bytes read so far is completed first, so it is named whatever the chunk size.
    package mutating func unexpectedFailure(_ expected: String) -> SceneError {
        if index < bytes.count, bytes[index] >= 0x80, bytes.count - index < 4 {
            readAhead(4 - (bytes.count - index))
        }
        return failure(unexpected(expected))
    }

    /// "expected WHAT, found X", with a hint for the usual slips (comments, quotes).
    func unexpected(_ expected: String) -> String {
        guard index < bytes.count else { return "expected \(expected), found the end of the file" }
        let b = bytes[index]
        let found: String
        if b > 0x20 && b < 0x7F {
            found = "'\(Character(Unicode.Scalar(b)))'"
        } else if b >= 0x80, let scalar = scalar(at: index) {
            found = "'\(Character(scalar))' (U+\(hex(scalar.value, digits: 4)))"
        } else {
            found = "the byte 0x\(hex(UInt32(b), digits: 2))"
        }
        var hint = ""
        if offset == 0, bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            hint = "; the file is UTF-16 (it starts with a UTF-16 byte-order mark), save it as UTF-8"
        }
        if b == UInt8(ascii: "/") { hint = "; comments are not allowed in JSON" }
        if b == UInt8(ascii: "'") { hint = "; strings need double quotes" }
        if let scalar = scalar(at: index), [0x201C, 0x201D].contains(scalar.value) {
            hint = "; strings need straight double quotes (\")"
        }
        return "expected \(expected), found \(found)\(hint)"
    }

    /// The Unicode scalar whose UTF-8 bytes start at `i`, when they are all in this chunk and valid.
    private func scalar(at i: Int) -> Unicode.Scalar? {
        let end = min(bytes.count, i + 4)
        var iterator = bytes[i..<end].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
        return nil
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
