import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Resolves the file paths a scene (or GeoJSON) file names, and loads the images, once each.
///
/// The rule (documented in `docs/scene-format.md`, "Paths"): a relative path is joined to the folder
/// of the file that names it and must stay inside that folder's tree once `..` and symbolic links are
/// resolved; an absolute path is used as written if ``SceneLoadOptions/allowsAbsolutePaths`` and it
/// has no `..`.
final class SceneFiles {
    /// The naming file's folder as the user typed it ("" for the current folder).
    let folder: String
    /// The same folder with symbolic links resolved, absolute.
    let realFolder: String
    let options: SceneLoadOptions
    private var images: [String: Image] = [:]
    /// Paths already resolved and checked, by the text that named them (a GeoJSON file names the same
    /// icon for many features).
    private var resolved: [String: String] = [:]

    /// Files named by the file at `path` (as the user typed it).
    init(namedBy path: String, options: SceneLoadOptions) {
        folder = (path as NSString).deletingLastPathComponent
        let absolute = folder.isEmpty ? FileManager.default.currentDirectoryPath
            : (folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder)
        realFolder = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        self.options = options
    }

    /// The path to open for the path in `field`, after the checks of the rule above.
    func resolve(_ field: JSONField) throws(SceneError) -> String {
        let raw = try field.filePath()
        if let known = resolved[raw] { return known }
        let path = try check(raw, field: field)
        resolved[raw] = path
        return path
    }

    private func check(_ raw: String, field: JSONField) throws(SceneError) -> String {
        let components = raw.split(separator: "/", omittingEmptySubsequences: true)
        if raw.hasPrefix("/") {
            guard !components.contains("..") else {
                throw field.error(.pathOutsideScene, "an absolute path must not contain \"..\"; write it out plainly")
            }
            guard options.allowsAbsolutePaths || isInside(raw) else {
                throw field.error(.pathOutsideScene,
                                  "\"\(raw)\" is outside the folder of \(field.file), and absolute paths elsewhere are not allowed here; put the file in that folder")
            }
            return raw
        }
        if options.namesFilesByLastComponent, let last = components.last {
            // D80: the folder's own file of that name; a `..` anywhere is refused, not skipped.
            guard !components.contains("..") else {
                throw field.error(.pathOutsideScene, "\"\(raw)\" has a \"..\" component; name the file inside the folder, by its name alone")
            }
            guard isInside(realFolder + "/" + last) else {
                throw field.error(.pathOutsideScene, "\"\(last)\" leads outside the folder of \(field.file); keep the file inside it")
            }
            return folder.isEmpty ? String(last) : folder + "/" + last
        }
        guard isInside(realFolder + "/" + raw) else {
            throw field.error(.pathOutsideScene,
                              "\"\(raw)\" leads outside the folder of \(field.file); keep the file inside it or give an absolute path")
        }
        return folder.isEmpty ? raw : folder + "/" + raw
    }

    /// True when `absolutePath`, with `..` and symbolic links resolved, lies inside the folder's tree.
    private func isInside(_ absolutePath: String) -> Bool {
        let real = URL(fileURLWithPath: absolutePath).standardizedFileURL.resolvingSymlinksInPath().path
        return real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// The path in `field`, resolved, after checking that a regular file is there.
    func existingFile(_ field: JSONField) throws(SceneError) -> String {
        let path = try resolve(field)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw field.error(.missingFile, "no such file: \(path)")
        }
        guard !isDirectory.boolValue else { throw field.error(.missingFile, "\(path) is a folder, not a file") }
        return path
    }

    /// The PNG image at the path in `field`, decoded once per path.
    func image(_ field: JSONField) throws(SceneError) -> SceneImage {
        let path = try resolve(field)
        if let cached = images[path] { return SceneImage(path: path, image: cached) }
        _ = try existingFile(field)
        do {
            let image = try Image.load(contentsOfFile: path)
            images[path] = image
            return SceneImage(path: path, image: image)
        } catch {
            throw field.error(.invalidImage, "\(path) \(error.problem); \(error.fix)")
        }
    }

    /// Reads a whole file of at most `limit` bytes; `what` names its kind in messages ("scene").
    static func read(_ path: String, limit: Int, what: String) throws(SceneError) -> [UInt8] {
        _ = try checkedSize(path, limit: limit, what: what)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SceneError(kind: .unreadableFile, file: path, message: "cannot be read; check its permissions")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw SceneError(kind: .unreadableFile, file: path, message: "cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= limit else {
            // The size on disk was within the limit (a device or a pipe has none): say what was read.
            throw SceneError(kind: .fileTooLarge, file: path,
                             message: "more than \(megabytes(limit)) could be read from it, more than a \(what) file may have; check that it is the right file")
        }
        return [UInt8](data)
    }

    /// The size of the regular file at `path`, refusing a missing file, a folder or more than `limit` bytes.
    static func checkedSize(_ path: String, limit: Int, what: String) throws(SceneError) -> Int {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(kind: .unreadableFile, file: path, message: "no such file; check the path")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(kind: .unreadableFile, file: path, message: "is a folder; give a \(what) file")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limit else { throw tooLarge(path, size: size, limit: limit, what: what) }
        return size
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int, what: String) -> SceneError {
        SceneError(kind: .fileTooLarge, file: path,
                   message: "the file is \(megabytes(size)), more than the \(megabytes(limit)) a \(what) file may have; split it or check that it is the right file")
    }

    /// `16 MiB`, `1.5 MiB`, `512 KiB`.
    static func megabytes(_ bytes: Int) -> String {
        if bytes < 1024 * 1024 { return "\(JSONField.format((Double(bytes) / 1024 * 10).rounded() / 10)) KiB" }
        if bytes < 1024 * 1024 * 1024 { return "\(JSONField.format((Double(bytes) / 1_048_576 * 10).rounded() / 10)) MiB" }
        return "\(JSONField.format((Double(bytes) / 1_073_741_824 * 10).rounded() / 10)) GiB"
    }
}
