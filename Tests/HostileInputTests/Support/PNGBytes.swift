import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// PNG files built byte by byte, so a test can make exactly the damage it wants: a header that lies
/// about the size, a cut, a wrong checksum.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk: length, type, data and a correct CRC-32 over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// An IHDR chunk for an 8-bit RGBA image of `width` × `height` pixels.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A well-formed PNG (signature, IHDR, IEND, every checksum right) that claims `width` × `height`
    /// pixels and holds no pixel data: 45 bytes whatever the size it claims.
    static func headerOnly(width: UInt32, height: UInt32) -> [UInt8] {
        signature + header(width: width, height: height) + chunk("IEND", [])
    }

    /// A real 24 × 16 PNG (a plain map picture) as Cairo writes it.
    @MainActor static func real() -> [UInt8] {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 24, height: 16),
                          camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        map.basemap = nil
        return [UInt8](map.snapshot().pngData() ?? Data())
    }

    /// The byte offsets of each chunk in `png`: (type, start of the length field, data length).
    static func chunks(of png: [UInt8]) -> [(type: String, start: Int, length: Int)] {
        var result: [(String, Int, Int)] = []
        var offset = signature.count
        while offset + 8 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, offset, length))
            offset += 12 + length
        }
        return result
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG uses it).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
