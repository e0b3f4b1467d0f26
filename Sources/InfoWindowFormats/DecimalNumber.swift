import Glibc

/// Strict decimal numbers as XML Schema's `xsd:decimal`/`xsd:double` and NMEA write them.
///
/// Accepts `[+-]digits[.digits][e[+-]digits]` (and `.5`, `5.`) with surrounding whitespace;
/// refuses what `strtod` would also take — `nan`, `inf`, hex floats, empty text — and any value
/// that overflows to infinity, so a reader never delivers a non-finite coordinate.
enum DecimalNumber {
    /// The most characters a number may have (longer ones are refused, not parsed).
    static let maxLength = 64

    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(_ text: Substring) -> Double? {
        parse(String(text))
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let length = end - start
        guard length > 0, length <= maxLength, isWellFormed(bytes, start, end) else { return nil }
        // strtod needs a terminated string: copy the digits to a small stack buffer.
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double in
            for index in 0..<length { buffer[index] = CChar(bitPattern: bytes[start + index]) }
            buffer[length] = 0
            guard let base = buffer.baseAddress else { return .nan }
            return strtod(base, nil)
        }
        return value.isFinite ? value : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }      // + -
        var mantissaDigits = 0
        while index < end, isDigit(bytes[index]) { index += 1; mantissaDigits += 1 }
        if index < end, bytes[index] == 0x2E {                                          // .
            index += 1
            while index < end, isDigit(bytes[index]) { index += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return false }
        if index < end, bytes[index] == 0x65 || bytes[index] == 0x45 {                  // e E
            index += 1
            if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            var exponentDigits = 0
            while index < end, isDigit(bytes[index]) { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == end
    }
}
