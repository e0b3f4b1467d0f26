import Foundation
import Synchronization
import InfoWindowCore

/// An immutable picture: a PNG loaded from disk, a rendered snapshot, or the vector default pin.
///
/// `size` is in points; `scale` is pixels per point (a file named `house@2x.png` has scale 2).
/// Safe to share between threads.
public final class Image: Sendable {
    enum Content: Sendable {
        case bitmap(Bitmap)
        /// The default marker pin in a colour, drawn as vectors at whatever scale it is shown.
        case pin(Color)
        /// Frames shown in turn, each for `duration / count` seconds (UIKit's animated image).
        case animated([Image], TimeInterval)
    }

    /// Size in points.
    public let size: CGSize
    /// Pixels per point of the stored bitmap (1 for vector images).
    public let scale: CGFloat
    let content: Content
    /// ``opaqueBands``, once worked out.
    let opaqueBandsCache = Mutex<[CGRect]?>(nil)

    package init(bitmap: Bitmap, scale: CGFloat) {
        self.content = .bitmap(bitmap)
        self.scale = scale
        self.size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    package init(pinColor: Color) {
        content = .pin(pinColor)
        scale = 1
        size = PinShape.size
    }

    // MARK: Loading

    /// Folders that ``init(named:)`` searches, in order. Default: the current directory and its
    /// `Images` folder. Names may point into subfolders but never out of these folders.
    public static var searchPaths: [String] {
        get { searchPathStore.withLock { $0 } }
        set { searchPathStore.withLock { $0 = newValue } }
    }

    private static let searchPathStore = Mutex<[String]>({
        let cwd = FileManager.default.currentDirectoryPath
        return [cwd, (cwd as NSString).appendingPathComponent("Images")]
    }())

    /// UIKit's `UIImage(named:)`: a PNG found in ``searchPaths`` as `NAME`, `NAME.png`, `NAME@2x.png` or
    /// `NAME@3x.png` (or a JPEG named with its extension, `NAME.jpg`); nil when there is none or the name
    /// is refused (see ``named(_:)``).
    public convenience init?(named name: String) {
        guard let image = try? Image.named(name) else { return nil }
        self.init(copying: image)
    }

    /// A PNG file; nil when it is missing or not a valid PNG (see ``load(contentsOfFile:)``).
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? Image.load(contentsOfFile: path) else { return nil }
        self.init(copying: image)
    }

    /// Decodes PNG bytes. Scale 1.
    public convenience init(pngData data: Data) throws(ImageError) {
        self.init(bitmap: try PNGCodec.decode(data, name: "PNG data"), scale: 1)
    }

    private init(frames: [Image], duration: TimeInterval) {
        content = .animated(frames, duration)
        scale = frames[0].scale
        size = frames[0].size
    }

    /// UIKit's `UIImage.animatedImage(with:duration:)`: an image that shows `images` in turn, the whole
    /// cycle taking `duration` seconds, on the clock of the host that draws it (a marker icon on its
    /// map's, an image view on its window's). Its size is the first frame's. Nil (with a warning) when
    /// `images` is empty or `duration` is not a positive, finite number; animated frames are flattened.
    public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        let frames = images.flatMap { $0.images ?? [$0] }
        guard !frames.isEmpty else {
            Diagnostics.warn("animatedImage(with:duration:) got no images; returned nil")
            return nil
        }
        guard duration.isFinite, duration > 0 else {
            Diagnostics.warn("animatedImage(with:duration:) duration \(duration) is not a positive number; returned nil")
            return nil
        }
        return Image(frames: frames, duration: duration)
    }

    /// The frames of an animated image, nil for a still one.
    public var images: [Image]? {
        if case .animated(let frames, _) = content { return frames }
        return nil
    }

    /// Seconds one cycle of an animated image takes; 0 for a still one.
    public var duration: TimeInterval {
        if case .animated(_, let duration) = content { return duration }
        return 0
    }

    /// True for an image made by ``animatedImage(with:duration:)``.
    package var isAnimated: Bool { images != nil }

    /// Which frame shows at host time `time`.
    package func frameIndex(at time: TimeInterval) -> Int {
        guard case .animated(let frames, let duration) = content, time.isFinite else { return 0 }
        let step = duration / Double(frames.count)
        let n = Int((max(time, 0) / step).rounded(.down))
        return n % frames.count
    }

    /// Frame `index` of an animated image (wrapping), or the image itself.
    package func frame(_ index: Int) -> Image {
        guard case .animated(let frames, _) = content else { return self }
        return frames[((index % frames.count) + frames.count) % frames.count]
    }

    private init(copying other: Image) {
        size = other.size
        scale = other.scale
        content = other.content
    }

    /// Loads a PNG file (or a JPEG named `.jpg` or `.jpeg`), with an error that names the file and the
    /// fix. A name ending in `@2x`/`@3x` sets the scale. The header is read and checked before the rest of the file:
    /// a file that is not a PNG, or claims more pixels than a bitmap may have, is refused unread.
    public static func load(contentsOfFile path: String) throws(ImageError) -> Image {
        let data = try ImageFile.read(path)
        // A JPEG named as one (.jpg, .jpeg: UIKit's `UIImage(named: "map.jpg")`) is read by libjpeg-turbo;
        // everything else must be a PNG (a JPEG renamed .png is refused as before, saying what it is).
        let bitmap = ImageFile.isJPEG(path: path, data: data) ? try JPEGCodec.decode(data, name: path) : try PNGCodec.decode(data, name: path)
        return Image(bitmap: bitmap, scale: scaleSuffix(of: path))
    }

    /// Finds and loads `name` in ``searchPaths``. Refuses names that leave those folders (`..`, or an
    /// absolute path outside them).
    public static func named(_ name: String) throws(ImageError) -> Image {
        let folders = searchPaths
        guard !name.isEmpty, !name.contains("\0") else {
            throw ImageError(path: "image name \"\(name)\"", problem: "is empty or invalid", fix: "give a file name")
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains("..") else {
            throw ImageError(path: "image name \"\(name)\"", problem: "leaves the image folders (it contains \"..\")",
                             fix: "use a name inside one of: \(folders.joined(separator: ", "))")
        }
        let standardizedFolders = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        var candidates: [String] = []
        if name.hasPrefix("/") {
            let resolved = URL(fileURLWithPath: name).standardizedFileURL.resolvingSymlinksInPath().path
            guard standardizedFolders.contains(where: { resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw ImageError(path: "image name \"\(name)\"", problem: "is an absolute path outside the image folders",
                                 fix: "use a name inside one of: \(folders.joined(separator: ", "))")
            }
            candidates = variants(of: resolved)
        } else {
            for folder in standardizedFolders {
                candidates += variants(of: (folder as NSString).appendingPathComponent(name))
            }
        }
        for path in candidates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            // A symbolic link inside a folder must not lead out of the folders either.
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard standardizedFolders.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw ImageError(path: "image name \"\(name)\"", problem: "resolves outside the image folders",
                                 fix: "use a name inside one of: \(folders.joined(separator: ", "))")
            }
            return try load(contentsOfFile: path)
        }
        throw ImageError(path: "image name \"\(name)\"", problem: "was not found",
                         fix: "put \(name).png in one of: \(folders.joined(separator: ", "))")
    }

    private static func variants(of base: String) -> [String] {
        if base.lowercased().hasSuffix(".png") { return [base] }
        return [base, base + ".png", base + "@2x.png", base + "@3x.png"]
    }

    private static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }

    // MARK: Pixels

    /// Width of the stored pixels (for vector images, at scale 1).
    public var pixelWidth: Int {
        if case .bitmap(let b) = content { return b.width }
        return Int(size.width.rounded(.up))
    }

    /// Height of the stored pixels (for vector images, at scale 1).
    public var pixelHeight: Int {
        if case .bitmap(let b) = content { return b.height }
        return Int(size.height.rounded(.up))
    }

    /// The straight-alpha colour of one stored pixel; nil outside the image or for vector images.
    public func color(atPixelX x: Int, y: Int) -> Color? {
        guard case .bitmap(let bitmap) = content else { return nil }
        return bitmap.color(x: x, y: y)
    }

    /// The image as PNG bytes (vector images are rendered at scale 1 first); nil if encoding fails.
    public func pngData() -> Data? {
        PNGCodec.encode(bitmap(forScale: scale))
    }

    /// Writes the image as a PNG at `path` by the output rules of ``OutputFile`` (docs/reliability.md,
    /// O1–O8):
    /// - nothing there, or a regular file: the bytes go to a temporary file in the same folder that is
    ///   then renamed over `path`, so a reader never sees half a file, and a failure (a full disk, a
    ///   read-only folder) leaves the old file and no temporary one;
    /// - a symbolic link: the link is kept and the file it leads to is replaced that way;
    /// - a FIFO, a character device (`/dev/null`) or a socket: written in place, never replaced;
    /// - a folder or a block device: an error, nothing touched.
    ///
    /// `-` is a file named `-`; ``write(pngTo:name:)`` writes to standard output. Errors name the path
    /// and the fix; a reader that stops early (EPIPE) or a full device (ENOSPC) is an error, never a
    /// signal that ends the process.
    public func write(toPNG path: String) throws(ImageError) {
        let data = try encodedPNG(name: path)
        do {
            try OutputFile.write(data, to: path)
        } catch {
            throw ImageError(path: error.path, problem: error.problem, fix: error.fix)
        }
    }

    /// Writes the image as PNG bytes to an open handle, such as `FileHandle.standardOutput` or a pipe,
    /// and leaves it open. `name` is what errors call it (default `standard output`). A reader that
    /// stops early (EPIPE) is an error, never a signal that ends the process.
    public func write(pngTo handle: FileHandle, name: String = "standard output") throws(ImageError) {
        let data = try encodedPNG(name: name)
        do {
            try OutputFile.write(data, to: handle, name: name)
        } catch {
            throw ImageError(path: error.path, problem: error.problem, fix: error.fix)
        }
    }

    private func encodedPNG(name: String) throws(ImageError) -> Data {
        guard let data = pngData() else {
            throw ImageError(path: name, problem: "could not be encoded as PNG", fix: "report this as a bug")
        }
        return data
    }

    /// The pixels to draw at `scale` pixels per point.
    /// A vector image (the default pin) is drawn at `scale` through `pins` when given, else drawn now.
    package func bitmap(forScale scale: CGFloat, pins: PinCache? = nil) -> Bitmap {
        switch content {
        case .bitmap(let bitmap): return bitmap
        case .pin(let color): return pins?.bitmap(color: color, scale: scale) ?? PinShape.bitmap(color: color, scale: scale)
        case .animated(let frames, _): return frames[0].bitmap(forScale: scale, pins: pins)
        }
    }
}
