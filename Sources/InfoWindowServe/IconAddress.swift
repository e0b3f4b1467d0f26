import Foundation

/// An IPv4 or IPv6 address, and whether it is public: the test every address an icon fetch connects
/// to passes (D86). Private, loopback, link-local, multicast, unspecified, documentation, carrier-grade
/// NAT, benchmarking and reserved ranges are not public, nor an IPv6 address that carries one of those
/// as IPv4 (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`),
/// nor unique-local, site-local, Teredo or discard-only IPv6.
struct IconAddress: Equatable {
    /// 4 or 16 bytes, network order.
    let bytes: [UInt8]

    /// True for 16 bytes.
    var isIPv6: Bool { bytes.count == 16 }

    /// The address of 4 or 16 bytes; nil for other counts.
    init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// `1.2.3.4` or an IPv6 address (no brackets, no zone); nil for anything else — also for text
    /// with a byte no address has: `inet_pton` reads a C string, so `127.0.0.1\0::1` would be read as
    /// `127.0.0.1` (found by the query fuzzer).
    init?(literal: String) {
        guard literal.utf8.allSatisfy({ byte in
            (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20) || byte == 0x2E || byte == 0x3A
        }) else { return nil }
        var four = in_addr(), sixteen = in6_addr()
        if inet_pton(AF_INET, literal, &four) == 1 {
            bytes = withUnsafeBytes(of: &four) { Array($0) }
        } else if inet_pton(AF_INET6, literal, &sixteen) == 1 {
            bytes = withUnsafeBytes(of: &sixteen) { Array($0) }
        } else {
            return nil
        }
    }

    /// The address of a `sockaddr_in` or `sockaddr_in6` of `length` bytes; nil for other families.
    init?(socketAddress address: UnsafePointer<sockaddr>, length: Int) {
        switch Int32(address.pointee.sa_family) {
        case AF_INET where length >= MemoryLayout<sockaddr_in>.size:
            var value = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            bytes = withUnsafeBytes(of: &value) { Array($0) }
        case AF_INET6 where length >= MemoryLayout<sockaddr_in6>.size:
            var value = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            bytes = withUnsafeBytes(of: &value) { Array($0) }
        default:
            return nil
        }
    }

    /// True when the address may be reached without being listed as an address (D86).
    var isPublic: Bool {
        isIPv6 ? Self.publicIPv6(bytes) : Self.publicIPv4(bytes)
    }

    private static func publicIPv4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1], b[2]) {
        case (0, _, _), (10, _, _), (127, _, _): return false            // this network, private, loopback
        case (100, 64...127, _): return false                           // carrier-grade NAT
        case (169, 254, _): return false                                // link-local (cloud metadata)
        case (172, 16...31, _), (192, 168, _): return false             // private
        case (192, 0, 0), (192, 0, 2), (198, 51, 100), (203, 0, 113): return false  // IETF, documentation
        case (198, 18...19, _): return false                            // benchmarking
        case (224...255, _, _): return false                            // multicast, reserved, broadcast
        default: return true
        }
    }

    private static func publicIPv6(_ b: [UInt8]) -> Bool {
        let prefix = b[0..<12]
        if prefix.allSatisfy({ $0 == 0 }) { return false }              // ::, ::1, IPv4-compatible
        if b[0..<10].allSatisfy({ $0 == 0 }) && b[10] == 0xFF && b[11] == 0xFF {
            return publicIPv4(Array(b[12..<16]))                        // IPv4-mapped: the IPv4 rules
        }
        if b[0...3] == [0x00, 0x64, 0xFF, 0x9B] && b[4..<12].allSatisfy({ $0 == 0 }) {
            return publicIPv4(Array(b[12..<16]))                        // NAT64
        }
        if b[0] == 0x20 && b[1] == 0x02 { return publicIPv4(Array(b[2..<6])) }  // 6to4
        if b[0] & 0xFE == 0xFC { return false }                         // unique local fc00::/7
        if b[0] == 0xFE && b[1] & 0xC0 == 0x80 { return false }         // link-local fe80::/10
        if b[0] == 0xFE && b[1] & 0xC0 == 0xC0 { return false }         // site-local fec0::/10
        if b[0] == 0xFF { return false }                                // multicast
        if b[0...3] == [0x20, 0x01, 0x0D, 0xB8] { return false }        // documentation
        if b[0...3] == [0x20, 0x01, 0x00, 0x00] { return false }        // Teredo
        if b[0...1] == [0x01, 0x00] && b[2..<8].allSatisfy({ $0 == 0 }) { return false }  // discard-only
        return true
    }
}
