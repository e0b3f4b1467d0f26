import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The output rules of ``OutputFile`` (docs/reliability.md, O1–O9): the one function every picture,
/// chart and golden goes through, tested here against each kind of thing an output path can be. All
/// in a scratch folder; device nodes are made there with mknod (root only, O9), never used under /dev.
@Suite("Output rules")
struct OutputFileTests {
    let bytes = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    private func expectError(_ expected: String, number: Int32?, sourceLocation: SourceLocation = #_sourceLocation,
                             _ body: () throws(OutputError) -> Void) {
        do {
            try body()
            Issue.record("no error; expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == expected, sourceLocation: sourceLocation)
            #expect(error.errorNumber == number, sourceLocation: sourceLocation)
        }
    }

    // MARK: Regular files (O2)

    @Test("O2 nothing at the path: the file is created whole, with the umask's permissions")
    func createsAFile() throws {
        let scratch = try OutputScratch()
        let path = scratch.path("new.png")
        let method = try OutputFile.write(bytes, to: path)
        #expect(method == .replacedFile(path))
        #expect(contents(path) == bytes)
        let mask = umask(0)
        umask(mask)
        #expect(OutputScratch.node(path)?.mode == 0o666 & ~mask)
        #expect(scratch.leftovers.isEmpty)
    }

    @Test("O2 a regular file is replaced by a rename: its permissions kept, an open reader keeps the old bytes")
    func replacesAFile() throws {
        let scratch = try OutputScratch()
        let path = try scratch.file("old.png", "the old picture", mode: 0o640)
        let reader = try #require(FileHandle(forReadingAtPath: path))
        defer { try? reader.close() }
        try OutputFile.write(bytes, to: path)
        #expect(contents(path) == bytes)
        #expect(OutputScratch.node(path)?.mode == 0o640)
        #expect(try reader.readToEnd() == Data("the old picture".utf8))
        #expect(scratch.leftovers.isEmpty)
    }

    @Test("O2 a missing folder or a file used as a folder is an error that names the path, and nothing is made")
    func missingFolder() throws {
        let scratch = try OutputScratch()
        let missing = scratch.path("nowhere/out.png")
        expectError("\(missing): cannot be written: the folder \(scratch.path("nowhere")) does not exist; create the folder or choose another output path.",
                    number: ENOENT) { () throws(OutputError) in try OutputFile.write(bytes, to: missing) }
        let file = try scratch.file("file.txt", "text")
        expectError("\(file)/out.png: cannot be written: a part of the path before the name is not a folder; check the path.",
                    number: ENOTDIR) { () throws(OutputError) in try OutputFile.write(bytes, to: file + "/out.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder) == ["file.txt"])
    }

    // MARK: Symbolic links (O3)

    @Test("O3 a symbolic link is kept and the file it leads to is replaced")
    func followsALink() throws {
        let scratch = try OutputScratch()
        let target = try scratch.file("target.png", "the old picture")
        let link = try scratch.link("link.png", to: "target.png")
        #expect(try OutputFile.write(bytes, to: link) == .replacedFile(target))
        #expect(OutputScratch.linkTarget(link) == "target.png")
        #expect(contents(target) == bytes)
        #expect(scratch.leftovers.isEmpty)
    }

    @Test("O3 a chain of relative links across folders: each link kept, the last target replaced in its own folder")
    func followsAChain() throws {
        let scratch = try OutputScratch()
        for folder in ["a", "b", "c"] { try FileManager.default.createDirectory(atPath: scratch.path(folder), withIntermediateDirectories: false) }
        try scratch.file("c/picture.png", "the old picture")
        try scratch.link("b/middle.png", to: "../c/picture.png")
        let first = try scratch.link("a/first.png", to: "../b/middle.png")
        #expect(try OutputFile.write(bytes, to: first) == .replacedFile(scratch.path("a/../b/../c/picture.png")))
        #expect(OutputScratch.linkTarget(first) == "../b/middle.png")
        #expect(OutputScratch.linkTarget(scratch.path("b/middle.png")) == "../c/picture.png")
        #expect(contents(scratch.path("c/picture.png")) == bytes)
        #expect(scratch.leftovers.isEmpty)
    }

    @Test("O3 a link to nothing creates its target; a link into a missing folder is an error naming both")
    func danglingLinks() throws {
        let scratch = try OutputScratch()
        let link = try scratch.link("new.png", to: "made.png")
        try OutputFile.write(bytes, to: link)
        #expect(OutputScratch.linkTarget(link) == "made.png")
        #expect(contents(scratch.path("made.png")) == bytes)
        let lost = try scratch.link("lost.png", to: "nowhere/made.png")
        expectError("\(lost): cannot be written: the folder \(scratch.path("nowhere")) does not exist (the link leads to \(scratch.path("nowhere/made.png"))); create the folder or choose another output path.",
                    number: ENOENT) { () throws(OutputError) in try OutputFile.write(bytes, to: lost) }
        #expect(OutputScratch.linkTarget(lost) == "nowhere/made.png")
    }

    @Test("O3 a loop of links is an error, and the links stay")
    func linkLoop() throws {
        let scratch = try OutputScratch()
        let a = try scratch.link("a.png", to: "b.png")
        try scratch.link("b.png", to: "a.png")
        expectError("\(a): leads through more than 40 symbolic links (a loop?); point the link at a file.", number: ELOOP) {
            () throws(OutputError) in try OutputFile.write(bytes, to: a)
        }
        #expect(OutputScratch.linkTarget(a) == "b.png")
    }

    // MARK: Pipes, devices and sockets (O4)

    @Test("O4 a FIFO is written in place: its reader gets every byte and the FIFO stays a FIFO")
    func fifo() throws {
        let scratch = try OutputScratch()
        let fifo = try scratch.fifo("pipe.png")
        let reader = BackgroundReader(fifo: fifo)
        #expect(try OutputFile.write(bytes, to: fifo) == .inPlace)
        #expect(reader.finish() == bytes)
        #expect(OutputScratch.node(fifo)?.type == S_IFIFO)
    }

    @Test("O8 a FIFO whose reader stops early: EPIPE as an error naming what was written, no SIGPIPE")
    func fifoReaderStops() throws {
        let scratch = try OutputScratch()
        let fifo = try scratch.fifo("early.png")
        let reader = BackgroundReader(fifo: fifo, limit: 10)
        let large = Data(count: 1 << 20)
        do {
            try OutputFile.write(large, to: fifo)
            Issue.record("a write to a reader that stopped succeeded")
        } catch {
            #expect(error.errorNumber == EPIPE)
            #expect(error.description.hasPrefix("\(fifo): cannot be written, only "))
            #expect(error.description.hasSuffix(" of 1048576 bytes were written (the program reading it stopped before the end: Broken pipe); keep the reading program running until the picture is complete."))
        }
        #expect(reader.finish()?.count == 10)
        #expect(OutputScratch.node(fifo)?.type == S_IFIFO)
    }

    @Test("O4 a Unix-domain socket is connected to and written; with no listener, a clear error")
    func socket() throws {
        let scratch = try OutputScratch()
        let path = scratch.path("sock")
        let listener = try ListeningSocket(path: path)
        let reader = BackgroundReader(listener: listener.descriptor)
        #expect(try OutputFile.write(bytes, to: path) == .inPlace)
        #expect(reader.finish() == bytes)
        listener.close()
        #expect(OutputScratch.node(path)?.type == S_IFSOCK)
        expectError("\(path): is a socket that no program is listening on (Connection refused); start the program that reads it, or choose another output path.",
                    number: ECONNREFUSED) { () throws(OutputError) in try OutputFile.write(bytes, to: path) }
        #expect(OutputScratch.node(path)?.type == S_IFSOCK)
    }

    @Test("O4 a character device with /dev/null's numbers (1,3) is written in place and stays a device",
          .enabled(if: runningAsRoot, "mknod needs root; CI runs as root (O9)"))
    func nullDevice() throws {
        let scratch = try OutputScratch()
        let null = try scratch.device("null.png", type: S_IFCHR, major: 1, minor: 3)
        #expect(try OutputFile.write(bytes, to: null) == .inPlace)
        let node = try #require(OutputScratch.node(null))
        #expect(node.type == S_IFCHR && node.major == 1 && node.minor == 3)
        // Through a link as well: the link is kept.
        let link = try scratch.link("null-link.png", to: "null.png")
        #expect(try OutputFile.write(bytes, to: link) == .inPlace)
        #expect(OutputScratch.linkTarget(link) == "null.png")
    }

    @Test("O8 a character device with /dev/full's numbers (1,7): ENOSPC as an error, and it stays a device",
          .enabled(if: runningAsRoot, "mknod needs root; CI runs as root (O9)"))
    func fullDevice() throws {
        let scratch = try OutputScratch()
        let full = try scratch.device("full.png", type: S_IFCHR, major: 1, minor: 7)
        expectError("\(full): cannot be written, nothing was written (the disk or device is full: No space left on device); free some space or choose another output path.",
                    number: ENOSPC) { () throws(OutputError) in try OutputFile.write(bytes, to: full) }
        let node = try #require(OutputScratch.node(full))
        #expect(node.type == S_IFCHR && node.major == 1 && node.minor == 7)
    }

    // MARK: Refused (O6)

    @Test("O6 a block device is refused without being opened, and stays as it was",
          .enabled(if: runningAsRoot, "mknod needs root; CI runs as root (O9)"))
    func blockDevice() throws {
        let scratch = try OutputScratch()
        // 240 is a major number for local use: no driver stands behind it, should it ever be opened.
        let disk = try scratch.device("disk.img", type: S_IFBLK, major: 240, minor: 0)
        expectError("\(disk): is a block device (a disk), which is never written; give the path of a file, a pipe or a character device.",
                    number: nil) { () throws(OutputError) in try OutputFile.write(bytes, to: disk) }
        let node = try #require(OutputScratch.node(disk))
        #expect(node.type == S_IFBLK && node.major == 240 && node.minor == 0)
    }

    @Test("O6 a folder, a missing folder ending in / and an empty path are refused, and nothing is made")
    func folders() throws {
        let scratch = try OutputScratch()
        let folder = scratch.path("pictures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        expectError("\(folder): is a folder; give a file name inside it, such as \(folder)/out.png.", number: nil) {
            () throws(OutputError) in try OutputFile.write(bytes, to: folder)
        }
        expectError("\(folder)/: is a folder; give a file name inside it, such as \(folder)/out.png.", number: nil) {
            () throws(OutputError) in try OutputFile.write(bytes, to: folder + "/")
        }
        let missing = scratch.path("later/")
        expectError("\(missing): ends in / but no such folder exists; give a file name such as out.png, or create the folder first.", number: nil) {
            () throws(OutputError) in try OutputFile.write(bytes, to: missing)
        }
        expectError("\"\": is not a valid output path (it is empty or holds a NUL byte); give a file name such as out.png.", number: nil) {
            () throws(OutputError) in try OutputFile.write(bytes, to: "")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.folder) == ["pictures"])
    }

    // MARK: Handles (O7, O8)

    @Test("O7 bytes to an open handle arrive whole; O8 a handle whose reader has gone gives EPIPE, not SIGPIPE")
    func handles() throws {
        let pipe = Pipe()
        let reader = BackgroundReader(fifo: "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        try OutputFile.write(bytes, to: pipe.fileHandleForWriting, name: "the pipe")
        try pipe.fileHandleForWriting.close()
        #expect(reader.finish() == bytes)

        let closed = Pipe()
        try closed.fileHandleForReading.close()
        expectError("standard output: cannot be written, nothing was written (the program reading it stopped before the end: Broken pipe); keep the reading program running until the picture is complete.",
                    number: EPIPE) { () throws(OutputError) in try OutputFile.write(bytes, to: closed.fileHandleForWriting) }
    }

    // MARK: The library's picture writers use it (O1)

    @MainActor @Test("O1 Image.write(toPNG:) follows the rules (a link kept, its target a PNG) and reports their errors")
    func imageWrite() throws {
        let scratch = try OutputScratch()
        let image = MapView(frame: CGRect(x: 0, y: 0, width: 60, height: 40), camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 3)).snapshot()
        let link = try scratch.link("snapshot.png", to: "target.png")
        try image.write(toPNG: link)
        #expect(OutputScratch.linkTarget(link) == "target.png")
        let loaded = try Image.load(contentsOfFile: scratch.path("target.png"))
        #expect(loaded.pixelWidth == image.pixelWidth && loaded.pixelHeight == image.pixelHeight)
        let folder = scratch.path("target.png") + "/x.png"
        do {
            try image.write(toPNG: folder)
            Issue.record("a write under a file succeeded")
        } catch {
            #expect(error.description == "\(folder): cannot be written: a part of the path before the name is not a folder; check the path.")
        }
    }

    @MainActor @Test("O7 Image.write(pngTo:) sends a decodable PNG through a handle")
    func imageToHandle() throws {
        let image = MapView(frame: CGRect(x: 0, y: 0, width: 60, height: 40), camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 3)).snapshot()
        let pipe = Pipe()
        let reader = BackgroundReader(fifo: "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        try image.write(pngTo: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let data = try #require(reader.finish())
        let decoded = try Image(pngData: data)
        #expect(decoded.pixelWidth == image.pixelWidth && decoded.pixelHeight == image.pixelHeight)
    }
}
