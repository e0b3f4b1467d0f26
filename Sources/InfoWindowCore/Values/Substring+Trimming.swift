extension Substring {
    /// The text without the bytes at either end for which `isBlank` holds — meant for ASCII blanks
    /// (space, tab), so the cuts fall between characters. Written on the bytes, without Foundation's
    /// character sets, for the parsers a served request goes through (a style number, a coordinate,
    /// an `If-None-Match` entry).
    package func trimmingASCII(where isBlank: (UInt8) -> Bool) -> Substring {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
              let last = bytes.lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
