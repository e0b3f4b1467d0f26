import Foundation

/// Strings: escapes, surrogate pairs and UTF-8 checked byte by byte, so an error points at the
/// offending character rather than at the string.
extension JSONReader {
    /// Reads a string starting at its opening quote. With `keep` false it is only checked.
    mutating func readString(keep: Bool) throws(SceneError) -> String {
        index += 1
        if keep { scratch.removeAll(keepingCapacity: true) }
        while true {
            if index == bytes.count {
                guard try refill() else { throw failure("the file ends inside a string; a closing '\"' is missing") }
            }
            let runStart = index
            while index < bytes.count {
                let b = bytes[index]
                if b == 0x22 || b == 0x5C || b < 0x20 || b >= 0x80 { break }
                index += 1
            }
            if keep && index > runStart { scratch.append(contentsOf: bytes[runStart..<index]) }
            guard index < bytes.count else { continue }
            let b = bytes[index]
            if b == 0x22 {
                index += 1
                break
            } else if b == 0x5C {
                try readEscape(keep: keep)
            } else if b < 0x20 {
                if b == 0x0A || b == 0x0D {
                    throw failure("a line break inside a string; close the string with '\"' or write \\n")
                }
                throw failure("a control character (U+\(hex(UInt32(b), digits: 4))) inside a string; write it as \\u\(hex(UInt32(b), digits: 4))")
            } else {
                try readUTF8Scalar(keep: keep)
            }
        }
        return keep ? String(decoding: scratch, as: UTF8.self) : ""
    }

    private mutating func readEscape(keep: Bool) throws(SceneError) {
        let start = mark()
        index += 1
        guard let e = try peek() else { throw failure("the file ends inside a string; a closing '\"' is missing") }
        let simple: UInt8?
        switch e {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = e > 0x20 && e < 0x7F ? String(Character(Unicode.Scalar(e))) : "x"
            throw failure("\\\(shown) is not a JSON escape; write \\\\ for a backslash", at: start)
        }
        index += 1
        if let simple {
            if keep { scratch.append(simple) }
            return
        }
        var value = try hexQuad()
        if (0xDC00...0xDFFF).contains(value) {
            throw failure("\\u\(hex(value, digits: 4)) is half of a UTF-16 surrogate pair without its first half", at: start)
        }
        if (0xD800...0xDBFF).contains(value) {
            guard try peek() == UInt8(ascii: "\\") else { throw loneSurrogate(value, at: start) }
            index += 1
            guard try peek() == UInt8(ascii: "u") else { throw loneSurrogate(value, at: start) }
            index += 1
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(value, at: start) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        if keep, let scalar = Unicode.Scalar(value) {
            scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    private func loneSurrogate(_ value: UInt32, at mark: Mark) -> SceneError {
        failure("\\u\(hex(value, digits: 4)) is half of a UTF-16 surrogate pair; write the character itself", at: mark)
    }

    private mutating func hexQuad() throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = try peek(), let digit = Character(Unicode.Scalar(b)).hexDigitValue else {
                throw unexpectedFailure("4 hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// One multi-byte UTF-8 character, checked: no overlong forms, no surrogates, nothing above U+10FFFF.
    private mutating func readUTF8Scalar(keep: Bool) throws(SceneError) {
        let start = mark()
        let lead = bytes[index]
        let count: Int, low: UInt8, high: UInt8
        switch lead {
        case 0xC2...0xDF: (count, low, high) = (1, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (2, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xED: (count, low, high) = (2, 0x80, 0x9F)
        case 0xF0: (count, low, high) = (3, 0x90, 0xBF)
        case 0xF1...0xF3: (count, low, high) = (3, 0x80, 0xBF)
        case 0xF4: (count, low, high) = (3, 0x80, 0x8F)
        default: throw invalidUTF8(lead, at: start)
        }
        if keep { scratch.append(lead) }
        index += 1
        for i in 0..<count {
            guard let b = try peek(), b >= (i == 0 ? low : 0x80), b <= (i == 0 ? high : 0xBF) else {
                throw invalidUTF8(lead, at: start)
            }
            if keep { scratch.append(b) }
            index += 1
        }
    }

    private func invalidUTF8(_ lead: UInt8, at mark: Mark) -> SceneError {
        failure("the text is not valid UTF-8 here (byte 0x\(hex(UInt32(lead), digits: 2))); save the file as UTF-8", at: mark)
    }
}
