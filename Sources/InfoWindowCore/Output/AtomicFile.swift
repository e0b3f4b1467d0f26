import Foundation

/// Writes a regular file all at once (O2): the bytes go to a temporary file beside the target
/// (`.NAME.PID.RANDOM.tmp`, created exclusively), which is flushed to the disk and then renamed over
/// the target. A crash, a full disk or a size limit leaves the old file (or none), never half of the
/// new one, and the temporary file is removed. A file that is replaced keeps its permission bits.
enum AtomicFile {
    /// Replaces or creates the regular file at `path` with `data`. `name` is the path the caller gave
    /// (it differs from `path` when links were followed), for messages.
    static func write(_ data: Data, to path: String, name: String) throws(OutputError) {
        let via = path == name ? "" : " (the link leads to \(path))"
        let folder = OutputTarget.folder(of: path)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0, OutputTarget.isType(folderStatus, S_IFDIR) else {
            let shown = URL(fileURLWithPath: path).deletingLastPathComponent().path
            throw OutputError(path: name, problem: "cannot be written: the folder \(shown) does not exist\(via)",
                              fix: "create the folder or choose another output path", errorNumber: ENOENT)
        }
        var existing = stat()
        let replacing = lstat(path, &existing) == 0 && OutputTarget.isType(existing, S_IFREG)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = folder + "/." + base + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .system(errno, path: name, "cannot be written: no file can be created in the folder \(folder)\(via)")
        }
        var closed = false
        do throws(OutputError) {
            if replacing { fchmod(descriptor, existing.st_mode & 0o777) }
            try DescriptorWriter.writeAll(data, to: descriptor, name: name)
            // A file system without fsync (EINVAL, ENOTSUP) has nothing to flush.
            guard fsync(descriptor) == 0 || [EINVAL, ENOTSUP, ENOSYS].contains(errno) else {
                throw .system(errno, path: name, "cannot be written, the disk refused the data")
            }
            closed = true
            guard close(descriptor) == 0 else { throw .system(errno, path: name, "cannot be written, the disk refused the data") }
            guard rename(temporary, path) == 0 else { throw .system(errno, path: name, "cannot be written\(via)") }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }
}
