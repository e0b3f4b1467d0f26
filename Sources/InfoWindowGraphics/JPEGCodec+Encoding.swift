internal import CTurboJPEG
import Foundation
import InfoWindowCore

/// Encoding JPEG through libjpeg-turbo's TurboJPEG API, straight from a Cairo bitmap's BGRA words.
extension JPEGCodec {
    /// The quality used when none is given: 85, the usual trade between size and artefacts for maps
    /// (flat colours and text).
    static let defaultQuality = 85

    /// Encodes `bitmap` as a baseline JPEG (or a progressive one when `progressive`) with 4:2:0 chroma
    /// subsampling at `quality` (1…100), or nil if TurboJPEG fails. Alpha is dropped: the colour words are used as they are, which is right for
    /// opaque pictures (map snapshots are; premultiplied and straight colours are then the same).
    static func encode(_ bitmap: Bitmap, quality: Int = defaultQuality, progressive: Bool = false) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        bitmap.flush()
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = tjCompress2(handle, bitmap.baseAddress, Int32(bitmap.width), Int32(bitmap.stride),
                                 Int32(bitmap.height), Int32(TJPF_BGRX.rawValue), &output, &length,
                                 Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)),
                                 progressive ? TJFLAG_PROGRESSIVE : 0)
        defer { if let output { tjFree(output) } }
        guard status == 0, let output, length > 0 else { return nil }
        return Data(bytes: output, count: Int(length))
    }
}

extension Image {
    /// The image as JPEG bytes at `quality` (1…100, default 85; vector images are rendered at scale 1
    /// first), baseline, or progressive (coarse scans first, as Google's Static Maps `jpg`) when
    /// `progressive`; nil if encoding fails. JPEG has no transparency: use it for opaque pictures such
    /// as map snapshots.
    public func jpegData(quality: Int = 85, progressive: Bool = false) -> Data? {
        JPEGCodec.encode(bitmap(forScale: scale), quality: quality, progressive: progressive)
    }
}
