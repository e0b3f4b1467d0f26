internal import CZlib
import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// gzip and zlib streams inflated by zlib (`inflate` with automatic header detection). Not API.
enum Gzip {
    /// Why a stream could not be inflated, as a phrase ("is truncated", "is not gzip").
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// True when `data` starts like a gzip stream (1f 8b).
    static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1f && data[data.startIndex + 1] == 0x8b
    }

    /// True when `data` starts like a zlib stream (a deflate header whose check bits hold).
    static func isZlib(_ data: Data) -> Bool {
        guard data.count >= 2 else { return false }
        let cmf = UInt16(data[data.startIndex]), flg = UInt16(data[data.startIndex + 1])
        return cmf & 0x0f == 8 && (cmf << 8 | flg) % 31 == 0
    }

    /// The inflated bytes of the gzip or zlib stream `data`; at most `limit` bytes come out (a larger
    /// result is refused, so a small "bomb" cannot take the memory).
    static func inflate(_ data: Data, limit: Int) throws(Failure) -> Data {
        guard isGzip(data) || isZlib(data) else { throw Failure(description: "is neither gzip nor zlib data") }
        var stream = z_stream()
        // 15 + 32: the largest window, and zlib detects the gzip or zlib header itself.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "could not be inflated (zlib would not start)")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status: Int32 = Z_OK
        let input = [UInt8](data)
        try input.withUnsafeBufferPointer { (source: UnsafeBufferPointer<UInt8>) throws(Failure) in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            repeat {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return buffer.count - Int(stream.avail_out)
                }
                if produced > 0 {
                    guard output.count + produced <= limit else {
                        throw Failure(description: "inflates to more than \(limit / (1024 * 1024)) MiB")
                    }
                    output.append(contentsOf: chunk[0..<produced])
                }
                switch status {
                case Z_OK, Z_STREAM_END: break
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw Failure(description: "is truncated (the gzip stream ends early)")
                case Z_BUF_ERROR: break
                case Z_DATA_ERROR: throw Failure(description: "is damaged gzip data (\(Self.message(stream)))")
                case Z_MEM_ERROR: throw Failure(description: "could not be inflated (out of memory)")
                default: throw Failure(description: "is damaged gzip data (zlib status \(status))")
                }
            } while status != Z_STREAM_END
        }
        return output
    }

    private static func message(_ stream: z_stream) -> String {
        stream.msg.map { String(cString: $0) } ?? "no detail"
    }
}
