internal import CNettle
import Foundation

/// SHA-256 through Nettle (Debian's nettle-dev): the server's ETags and its render identity are
/// digests of the canonical request and of what the picture depends on.
struct SHA256 {
    private var context = sha256_ctx()

    /// A fresh digest.
    init() {
        nettle_sha256_init(&context)
    }

    /// Adds `bytes`.
    mutating func update(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, raw.count > 0 else { return }
                nettle_sha256_update(&context, raw.count, base.assumingMemoryBound(to: UInt8.self))
            }
        }
    }

    /// Adds the UTF-8 of `text` and a zero byte, so that consecutive texts cannot run into each other.
    mutating func update(field text: String) {
        var text = text
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress, bytes.count > 0 { nettle_sha256_update(&context, bytes.count, base) }
        }
        var zero: UInt8 = 0
        nettle_sha256_update(&context, 1, &zero)
    }

    /// The digest's 32 bytes.
    mutating func bytes() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        nettle_sha256_digest(&context, 32, &digest)
        return digest
    }

    /// The digest, as 64 lowercase hex digits.
    mutating func hex() -> String {
        let digest = bytes()
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
