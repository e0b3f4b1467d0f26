import Foundation

/// Writes a file all at once: bytes go to a temporary file beside the target, which is then renamed
/// over it. A crash or a full disk leaves the old file (or none), never half of the new one.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws(ImageError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImageError(path: path, problem: "cannot be written: the folder \(folder) does not exist",
                             fix: "create the folder or choose another output path")
        }
        let temporary = folder + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw ImageError(path: path, problem: "cannot be written (the folder is not writable or the disk is full)",
                             fix: "choose a writable output path")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ImageError(path: path, problem: "cannot be written (\(reason))", fix: "choose a writable output path")
        }
    }
}
