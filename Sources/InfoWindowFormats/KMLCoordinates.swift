/// `<coordinates>` text: `lon,lat[,alt]` tuples separated by whitespace.
///
/// Tolerates what real files do: line breaks and indentation between tuples, spaces next to the
/// commas (`lon, lat`), a trailing comma. A tuple that is not 2 or 3 numbers, or whose position
/// is out of range, is dropped with a problem message (the caller turns it into a warning).
enum KMLCoordinates {
    static func parse(_ text: String) -> (points: [GeoPoint], problems: [String]) {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> (points: [GeoPoint], problems: [String]) {
        var points: [GeoPoint] = []
        var problems: [String] = []
        var index = 0
        let count = bytes.count
        func skipSpace() { while index < count, DecimalNumber.isSpace(bytes[index]) { index += 1 } }
        skipSpace()
        while index < count {
            // One tuple: numbers separated by commas, with optional spaces around each comma.
            var numbers: [Double] = []
            var bad = false
            let start = index
            var end = index
            while true {
                let numberStart = index
                while index < count, bytes[index] != 0x2C, !DecimalNumber.isSpace(bytes[index]) { index += 1 }
                let field = UnsafeBufferPointer(rebasing: bytes[numberStart..<index])
                if let value = DecimalNumber.parse(bytes: field) { numbers.append(value) } else if !field.isEmpty { bad = true }
                end = index
                skipSpace()
                guard index < count, bytes[index] == 0x2C else { break }
                index += 1
                end = index
                skipSpace()
            }
            let tuple = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if bad || numbers.count < 2 || numbers.count > 3 {
                problems.append("\(FormatText.quoted(tuple)) is not lon,lat[,alt]")
            } else if !GeoPoint.isLongitude(numbers[0]) || !GeoPoint.isLatitude(numbers[1]) {
                problems.append("\(FormatText.quoted(tuple)) is outside longitude −180…180, latitude −90…90")
            } else {
                points.append(GeoPoint(latitude: numbers[1], longitude: numbers[0], altitude: numbers.count == 3 ? numbers[2] : nil))
            }
            skipSpace()
        }
        return (points, problems)
    }
}
