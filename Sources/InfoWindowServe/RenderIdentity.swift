import Foundation

/// The render identity (S3): a digest of what, besides the request, decides the picture's bytes —
/// the program itself (renderer and bundled basemap), the tiles and style files, and the PNGs of the
/// images folder. Replicas deployed alike compute the same identity, so their ETags agree; a new
/// build, basemap or icon changes every ETag.
public enum RenderIdentity {
    /// Files above this size are identified by their size and first and last MiB (a multi-gigabyte
    /// tiles file would otherwise take seconds to read at every start): 64 MiB.
    static let wholeFileLimit = 64 << 20

    /// The identity of a server running `executable` with these files (nil for an option not given).
    public static func digest(executable: String, tiles: String?, style: String?, images: String?, points: String? = nil) -> String {
        var digest = SHA256()
        digest.update(field: "executable")
        add(executable, to: &digest)
        for (name, path) in [("tiles", tiles), ("style", style)] + (points.map { [("points", $0)] } ?? []) {
            digest.update(field: name)
            if let path { add(path, to: &digest) }
        }
        digest.update(field: "images")
        if let images {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: images)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            for name in names {
                digest.update(field: name)
                add(images + "/" + name, to: &digest)
            }
        }
        return String(digest.hex().prefix(16))
    }

    private static func add(_ path: String, to digest: inout SHA256) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            digest.update(field: "unreadable")
            return
        }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        digest.update(field: String(size))
        try? handle.seek(toOffset: 0)
        guard size > UInt64(wholeFileLimit) else {
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty { digest.update(chunk) }
            return
        }
        if let head = try? handle.read(upToCount: 1 << 20) { digest.update(head) }
        try? handle.seek(toOffset: size - (1 << 20))
        if let tail = try? handle.read(upToCount: 1 << 20) { digest.update(tail) }
    }
}
