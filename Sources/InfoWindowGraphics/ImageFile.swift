import Foundation
import InfoWindowCore

/// Reads an image file for ``Image/load(contentsOfFile:)`` header first: the path must name a regular
/// file (not a folder, device, pipe or socket, which could block or never end), the first bytes must
/// be a PNG header declaring a size within the bitmap limits (or a JPEG's start, whose decoder checks the
/// size in its header before decoding), and only then is the rest read, up to
/// ``maximumFileSize``. A hostile file therefore costs a few bytes of memory before it is refused.
enum ImageFile {
    /// The largest image file read: 512 MiB, more than a PNG of 64 Mpx (the bitmap limit) needs even
    /// stored uncompressed at 8 bytes a pixel.
    static let maximumFileSize = 512 * 1024 * 1024

    /// True for a file named `.jpg` or `.jpeg` that starts as a JPEG does: read by the JPEG decoder.
    static func isJPEG(path: String, data: Data) -> Bool {
        let name = path.lowercased()
        return (name.hasSuffix(".jpg") || name.hasSuffix(".jpeg")) && JPEGCodec.looksLikeJPEG(data)
    }

    /// The whole file at `path`, after the checks above.
    static func read(_ path: String) throws(ImageError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ImageError(path: path, problem: "no such image file", fix: "check the path")
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ImageError(path: path, problem: "is not a regular file (it is a device, a pipe or a socket)",
                             fix: "give the path of a PNG file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageError(path: path, problem: "cannot be read", fix: "check its permissions")
        }
        defer { try? handle.close() }
        do {
            var data = try handle.read(upToCount: PNGCodec.headerLength) ?? Data()
            // A JPEG's size is checked by its decoder from its header, before any pixel is allocated.
            if !isJPEG(path: path, data: data) { try PNGCodec.checkHeader(data, name: path) }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize else {
                throw ImageError(path: path, problem: "is \(size / 1_048_576) MiB, more than the \(maximumFileSize / 1_048_576) MiB an image file may have",
                                 fix: "scale it down or re-export it compressed")
            }
            data += try handle.read(upToCount: maximumFileSize + 1 - data.count) ?? Data()
            guard data.count <= maximumFileSize else {
                throw ImageError(path: path, problem: "grew past \(maximumFileSize / 1_048_576) MiB while it was read",
                                 fix: "give a file that is not being written")
            }
            return data
        } catch let error as ImageError {
            throw error
        } catch {
            throw ImageError(path: path, problem: "cannot be read (\(error.localizedDescription))", fix: "check the file")
        }
    }
}
