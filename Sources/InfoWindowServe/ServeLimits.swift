import Foundation

/// The limits of one request, each answered with a 4xx ``ServeError`` that names it
/// (`docs/serving.md`, "Limits"). The defaults are the issue's; tests lower some of them.
public struct ServeLimits: Sendable, Equatable {
    /// The largest `POST /render` body: 1 MiB.
    public var maximumBodyBytes = 1 << 20
    /// The longest query string, names and values after decoding: 32 KiB (S6), room for 1,000
    /// markers; longer requests belong in `POST /render`.
    public var maximumQueryBytes = 32 << 10
    /// The largest view side, in points: 2048.
    public var maximumSide = 2048
    /// The largest `scale`: 4 (Google's 1, 2 and 4, and 3).
    public var maximumScale = 4
    /// The most pixels on a picture's longer side, `size` × `scale`: 6,144 (2048 at scale 3, or 1536
    /// at scale 4; Google's largest, 640 at scale 4, is 2,560).
    public var maximumPixelSide = 6144
    /// The longest request URL, path and query as sent (percent-encoded): 16,384 characters, Google's
    /// limit; longer is 414.
    public var maximumURLLength = 16_384
    /// The most points of all `path` parameters together, encoded or not: 10,000.
    public var maximumPathPoints = 10_000
    /// The most markers in one request: 1,000.
    public var maximumMarkers = 1000
    /// The longest `title` or `snippet`, in characters: 4,096 (S7; a window shows at most about
    /// 3,000 and cuts the rest with "…", so nothing visible is refused).
    public var maximumTextLength = 4096
    /// The longest `id`, `selected` or icon name, in characters: 256.
    public var maximumNameLength = 256
    /// Seconds a request may take from its first byte to its last rendered byte: 10 (S5).
    public var timeLimit: Double = 10

    /// The defaults above.
    public init() {}

    /// `1 MiB`, `64 KiB`, `512 bytes`.
    static func bytes(_ count: Int) -> String {
        if count >= 1 << 20 && count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10 && count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
