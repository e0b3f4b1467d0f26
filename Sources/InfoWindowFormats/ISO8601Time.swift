import Foundation

/// `xsd:dateTime` as GPX and KML write times: `2024-05-01T12:00:00Z`, with optional fractional
/// seconds and a `Z`, `±hh:mm` or `±hhmm` zone. A time without a zone is taken as UTC (GPX says
/// times are UTC). Years 1…9999; a leap second (`:60`) is the next minute's first second.
enum ISO8601Time {
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var start = 0
        var end = bytes.count
        while start < end, DecimalNumber.isSpace(bytes[start]) { start += 1 }
        while end > start, DecimalNumber.isSpace(bytes[end - 1]) { end -= 1 }
        guard end - start <= 64 else { return nil }
        var cursor = Cursor(bytes: bytes, index: start, end: end)
        guard let year = cursor.number(digits: 4), cursor.skip("-"),
              let month = cursor.number(digits: 2), cursor.skip("-"),
              let day = cursor.number(digits: 2), cursor.skip("T") || cursor.skip("t"),
              let hour = cursor.number(digits: 2), cursor.skip(":"),
              let minute = cursor.number(digits: 2), cursor.skip(":"),
              let second = cursor.number(digits: 2) else { return nil }
        var fraction = 0.0
        if cursor.skip(".") {
            var scale = 0.1
            var count = 0
            while let digit = cursor.digit() { fraction += Double(digit) * scale; scale /= 10; count += 1 }
            guard count > 0 else { return nil }
        }
        var offsetMinutes = 0
        let utc = cursor.skip("Z") || cursor.skip("z")
        if !utc, let sign = cursor.sign() {
            guard let hours = cursor.number(digits: 2) else { return nil }
            _ = cursor.skip(":")
            guard let minutes = cursor.number(digits: 2), hours <= 14, minutes < 60 else { return nil }
            offsetMinutes = sign * (hours * 60 + minutes)
        }
        guard cursor.atEnd, year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour <= 23 || (hour == 24 && minute == 0 && second == 0 && fraction == 0),
              minute <= 59, second <= 60 else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second) + fraction
            - Double(offsetMinutes * 60)
        return Date(timeIntervalSince1970: seconds)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (the era-based civil-calendar method).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int

        var atEnd: Bool { index == end }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < end, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
            index += 1
            return Int(bytes[index - 1] - 0x30)
        }

        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
