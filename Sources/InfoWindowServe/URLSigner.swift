internal import CNettle
import Foundation

/// Google's URL signing for the Maps Static API, verified (D67): the signature is HMAC-SHA1 of the
/// URL's path and query as sent — percent-encoded, up to the `&signature=` that ends it —, keyed with
/// the URL-safe base64 secret and written in URL-safe base64 (`-` and `_` for `+` and `/`), 28
/// characters with its `=`. `infowindow serve --signing-secret FILE` refuses a request whose signature
/// is missing, malformed or wrong with 403.
public struct URLSigner: Sendable, Equatable {
    private let key: [UInt8]

    /// Why a request's signature was refused (the `reason` label of the refusals metric).
    public enum Refusal: String, Sendable, CaseIterable {
        /// No `signature` parameter.
        case missing = "signature_missing"
        /// Not the last parameter, or not the URL-safe base64 of 20 bytes.
        case malformed = "signature_malformed"
        /// A well-formed signature of another URL or secret.
        case mismatch = "signature_mismatch"
    }

    /// A signer with the secret `secret`: URL-safe (or standard) base64, as Google's console shows
    /// it; nil when it is not base64 or decodes to nothing.
    public init?(secret: String) {
        guard let bytes = Self.base64(secret.trimmingCharacters(in: .whitespacesAndNewlines)), !bytes.isEmpty else { return nil }
        key = bytes
    }

    /// The signature of `pathAndQuery` (`/maps/api/staticmap?center=…&key=…`), as Google writes it.
    public func signature(of pathAndQuery: String) -> String {
        var context = hmac_sha1_ctx()
        key.withUnsafeBufferPointer { nettle_hmac_sha1_set_key(&context, $0.count, $0.baseAddress) }
        var text = pathAndQuery
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress { nettle_hmac_sha1_update(&context, bytes.count, base) }
        }
        var digest = [UInt8](repeating: 0, count: 20)
        nettle_hmac_sha1_digest(&context, 20, &digest)
        return Data(digest).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    /// Checks the request `uri` as it arrived (path and query, percent-encoded): nil when its last
    /// parameter is `signature=` and signs everything before it, else why not.
    public func verify(uri: String) -> Refusal? {
        guard let marker = uri.range(of: "signature=", options: .backwards),
              marker.lowerBound > uri.startIndex,
              ["?", "&"].contains(uri[uri.index(before: marker.lowerBound)]) else { return .missing }
        let signed = String(uri[..<uri.index(before: marker.lowerBound)])
        let given = String(uri[marker.upperBound...]).replacingOccurrences(of: "%3D", with: "=").replacingOccurrences(of: "%3d", with: "=")
        guard !given.contains("&"), let bytes = Self.base64(given), bytes.count == 20 else { return .malformed }
        let expected = Self.base64(signature(of: signed)) ?? []
        // Every byte compared, so the time says nothing of where they differ.
        let difference = zip(bytes, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) }
        return difference == 0 && expected.count == 20 ? nil : .mismatch
    }

    /// The bytes of URL-safe or standard base64, padded or not; nil for other text.
    static func base64(_ text: String) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count <= 4096 else { return nil }
        while standard.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard).map { [UInt8]($0) }
    }
}
