import Foundation

/// Entity tags (S3): a digest of the request — a `GET /staticmap` request's canonical query (S18) or a
/// `POST /render` body, its format, the endpoint — and of the server's render identity. The same request to any replica with the same
/// set-up gets the same tag, without drawing.
enum ETag {
    /// The strong tag, `"` + 32 hex digits (128 bits of SHA-256) + `"`.
    static func of(kind: String, format: ImageFormat, request: Data, identity: String) -> String {
        var digest = SHA256()
        digest.update(field: "infowindow-serve/1")
        digest.update(field: identity)
        digest.update(field: kind)
        digest.update(field: format.rawValue)
        digest.update(request)
        return "\"" + digest.hex().prefix(32) + "\""
    }

    /// The tag of a `GET /staticmap` request: of its canonical query (S18), whoever reads it — the
    /// front for a conditional request, a worker otherwise (D210) — so both give the same tag.
    static func of(staticMap request: StaticMapRequest, canonical: String? = nil, identity: String) -> String {
        of(kind: "staticmap", format: request.format, request: Data((canonical ?? request.canonicalQuery).utf8), identity: identity)
    }

    /// True when an `If-None-Match` header value names `etag`: `*`, or a comma-separated list with
    /// the tag in it, weak (`W/"…"`) or strong — the weak comparison RFC 9110 asks for.
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.utf8.split(separator: UInt8(ascii: ",")).contains { entry in
            // Spaces and tabs around an entry (RFC 9110's OWS).
            let tag = Substring(entry).trimmingASCII { $0 == 0x20 || $0 == 0x09 }.utf8
            guard !tag.isEmpty else { return false }
            return tag.elementsEqual("*".utf8) || tag.elementsEqual(etag.utf8)
                || (tag.starts(with: "W/".utf8) && tag.dropFirst(2).elementsEqual(etag.utf8))
        }
    }
}
