/// Reading NMEA's field formats: times of day, dates, angles, courses.
extension NMEAParser {
    /// `hhmmss` or `hhmmss.sss` to seconds since midnight.
    static func timeOfDay(_ field: String) -> Double? {
        let bytes = Array(field.utf8)
        guard bytes.count >= 6, bytes.prefix(6).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        func two(_ index: Int) -> Int { Int(bytes[index] - 0x30) * 10 + Int(bytes[index + 1] - 0x30) }
        let hours = two(0), minutes = two(2), seconds = two(4)
        guard hours < 24, minutes < 60, seconds <= 60 else { return nil }
        var fraction = 0.0
        if bytes.count > 6 {
            guard bytes[6] == UInt8(ascii: "."), let value = DecimalNumber.parse("0" + String(decoding: bytes[6...], as: UTF8.self)) else {
                return nil
            }
            fraction = value
        }
        return Double(hours * 3600 + minutes * 60 + seconds) + fraction
    }

    /// `ddmmyy` to days since 1970-01-01; years 80–99 are 1980–1999, 00–79 are 2000–2079.
    static func day(_ field: String) -> Int? {
        let bytes = Array(field.utf8)
        guard bytes.count == 6, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        func two(_ index: Int) -> Int { Int(bytes[index] - 0x30) * 10 + Int(bytes[index + 1] - 0x30) }
        let day = two(0), month = two(2), shortYear = two(4)
        let year = shortYear >= 80 ? 1900 + shortYear : 2000 + shortYear
        guard (1...12).contains(month), day >= 1, day <= ISO8601Time.daysIn(month: month, year: year) else { return nil }
        return ISO8601Time.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// `ddmm.mmmm` (latitude, 2 degree digits) or `dddmm.mmmm` (longitude, 3) with its hemisphere
    /// letter, to signed degrees; nil when malformed or out of range.
    static func angle(_ field: String, _ hemisphere: String, degreeDigits: Int) -> Double? {
        let bytes = Array(field.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        guard point == degreeDigits + 2, bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
              let degrees = Int(String(decoding: bytes[..<degreeDigits], as: UTF8.self)),
              let minutes = DecimalNumber.parse(String(decoding: bytes[degreeDigits...], as: UTF8.self)),
              minutes < 60 else { return nil }
        let value = Double(degrees) + minutes / 60
        let limit = degreeDigits == 2 ? 90.0 : 180.0
        guard value <= limit else { return nil }
        switch hemisphere {
        case "N" where degreeDigits == 2, "E" where degreeDigits == 3: return value
        case "S" where degreeDigits == 2, "W" where degreeDigits == 3: return -value
        default: return nil
        }
    }

    /// Degrees 0…360 (360 is 0); nil when empty, malformed or out of range.
    static func course(_ field: String) -> Double? {
        guard !field.isEmpty, let value = DecimalNumber.parse(field), (0...360).contains(value) else { return nil }
        return value == 360 ? 0 : value
    }
}
