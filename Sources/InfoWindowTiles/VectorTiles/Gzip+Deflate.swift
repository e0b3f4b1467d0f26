internal import CZlib
import Foundation
import InfoWindowCore
import InfoWindowGraphics

extension Gzip {
    /// `data` as one gzip stream (zlib's `deflate`, level 9, gzip header): what PMTiles directories
    /// and metadata are written with.
    static func deflate(_ data: Data) throws(Failure) -> Data {
        var stream = z_stream()
        // 15 + 16: the largest window, with a gzip header and trailer.
        guard deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "could not be compressed (zlib would not start)")
        }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 32)
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "could not be compressed (zlib status \(status))") }
        return Data(output.prefix(Int(stream.total_out)))
    }
}
