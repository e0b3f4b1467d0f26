import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene
#if canImport(Glibc)
import Glibc
#endif

/// Hostile image files and names: PNG bombs, damaged and disguised files, paths that try to leave the
/// image folders. Each ends in an `ImageError` that names the file, the problem and the fix.
@MainActor
@Suite("Hostile input: images")
struct HostileImageTests {
    /// The error loading the file `name` of `files` gives, as its one-line description.
    private func loadError(_ files: HostileFiles, _ name: String) -> String? {
        imageError { () throws(ImageError) in try Image.load(contentsOfFile: files.path(name)) }?.description
    }

    @Test("A PNG whose header claims 50,000 × 50,000 pixels is refused by the header check, before any pixel memory")
    func claimedGiant() throws {
        let files = HostileFiles()
        let giant = files.write("giant.png", PNGBytes.headerOnly(width: 50_000, height: 50_000))
        #expect(PNGBytes.headerOnly(width: 50_000, height: 50_000).count == 45)
        let refusal = "is 50000×50000 pixels, more than the limit of 16384 pixels a side and 64 Mpx; scale it down."
        #expect(loadError(files, "giant.png") == giant + ": " + refusal)
        #expect(imageError { () throws(ImageError) in try Image(pngData: Data(PNGBytes.headerOnly(width: 50_000, height: 50_000))) }?
            .description == "PNG data: " + refusal)
        #expect(Image(contentsOfFile: giant) == nil)
        // More pixels than 64 Mpx in a shape within the side limit is refused the same way.
        files.write("square.png", PNGBytes.headerOnly(width: 16_384, height: 16_384))
        #expect(loadError(files, "square.png")?.hasSuffix("is 16384×16384 pixels, more than the limit of 16384 pixels a side and 64 Mpx; scale it down.") == true)
        // The same 45-byte file claiming a size within the limits is handed to libpng, which finds no
        // pixel data: the giant was stopped by our header check, not by the decoder.
        files.write("allowed.png", PNGBytes.headerOnly(width: 16_384, height: 4096))
        #expect(loadError(files, "allowed.png")?.contains("is damaged or truncated") == true)
    }

    @Test("A giant's file is not read: 1 GiB after its header does not raise the peak of resident memory")
    func claimedGiantNotRead() throws {
        let files = HostileFiles()
        let path = try files.writeSparse("bomb.png", head: Data(PNGBytes.headerOnly(width: 50_000, height: 50_000)),
                                         size: 1 << 30)
        var error: ImageError?
        let rise = ResidentMemory.peakRise {
            error = imageError { () throws(ImageError) in try Image.load(contentsOfFile: path) }
        }
        #expect(error?.problem == "is 50000×50000 pixels, more than the limit of 16384 pixels a side and 64 Mpx")
        // Reading the file whole before looking at it (as the loader once did) raises the peak by 1 GiB.
        if !ResidentMemory.underSanitizer {
            let rise = try #require(rise, "/proc/self/clear_refs and VmHWM are needed to measure the peak")
            #expect(rise < 128 << 20, "the peak of resident memory rose by \(rise >> 20) MiB")
        }
    }

    @Test("An image file larger than 512 MiB is refused by its size after its header, unread")
    func oversizedFile() throws {
        let files = HostileFiles()
        let path = try files.writeSparse("padded.png", head: Data(PNGBytes.real()), size: 600 << 20)
        #expect(loadError(files, "padded.png")
                == path + ": is 600 MiB, more than the 512 MiB an image file may have; scale it down or re-export it compressed.")
    }

    @Test("A truncated PNG is refused: cut in its data, in its header, or before the header")
    func truncated() {
        let files = HostileFiles()
        let png = PNGBytes.real()
        #expect(png.count > 60)
        let half = files.write("half.png", Array(png.prefix(png.count / 2)))
        #expect(loadError(files, "half.png") == half + ": is damaged or truncated (error while reading from input stream); re-export the image as PNG.")
        let head = files.write("head.png", Array(png.prefix(30)))
        #expect(loadError(files, "head.png") == head + ": is damaged or truncated (error while reading from input stream); re-export the image as PNG.")
        let stub = files.write("stub.png", Array(png.prefix(10)))
        #expect(loadError(files, "stub.png") == stub + ": is truncated (10 bytes, shorter than a PNG header); re-export the image as PNG.")
        files.write("whole.png", png)
        #expect(loadError(files, "whole.png") == nil)
    }

    @Test("A PNG with a bad checksum is refused: in the pixel data, in the header")
    func badChecksum() throws {
        let files = HostileFiles()
        let png = PNGBytes.real()
        let data = try #require(PNGBytes.chunks(of: png).first { $0.type == "IDAT" })
        var badData = png
        badData[data.start + 8 + data.length] ^= 0xFF
        let idat = files.write("idat.png", badData)
        #expect(loadError(files, "idat.png")?.hasPrefix(idat + ": is damaged or truncated (") == true)
        var badHeader = png
        badHeader[8 + 8 + 3] ^= 0x01  // the width's low byte, without fixing IHDR's checksum
        let ihdr = files.write("ihdr.png", badHeader)
        #expect(loadError(files, "ihdr.png")?.hasPrefix(ihdr + ": is damaged or truncated (") == true)
    }

    @Test("A zero-byte file, a JPEG renamed .png, text, a folder and a pipe are refused with what they are")
    func disguised() throws {
        let files = HostileFiles()
        let empty = files.write("empty.png", Data())
        #expect(loadError(files, "empty.png") == empty + ": is empty (0 bytes); re-export the image as PNG.")
        let jpeg = files.write("photo.png", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9])
        #expect(loadError(files, "photo.png") == jpeg + ": is a JPEG image, not a PNG; convert it to PNG.")
        let text = files.write("notes.png", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(loadError(files, "notes.png") == text + ": is not a PNG image (it does not start with the PNG signature); convert it to PNG.")
        try FileManager.default.createDirectory(atPath: files.path("folder.png"), withIntermediateDirectories: true)
        #expect(loadError(files, "folder.png") == files.path("folder.png") + ": no such image file; check the path.")
        #expect(loadError(files, "missing.png") == files.path("missing.png") + ": no such image file; check the path.")
        #expect(mkfifo(files.path("pipe.png"), 0o600) == 0)
        #expect(loadError(files, "pipe.png") == files.path("pipe.png") + ": is not a regular file (it is a device, a pipe or a socket); give the path of a PNG file.")
        #expect(imageError { () throws(ImageError) in try Image.load(contentsOfFile: "/dev/zero") }?.description
                == "/dev/zero: is not a regular file (it is a device, a pipe or a socket); give the path of a PNG file.")
        try files.link("dangling.png", to: files.path("nowhere.png"))
        #expect(loadError(files, "dangling.png") == files.path("dangling.png") + ": no such image file; check the path.")
    }

    @Test("A scene naming a hostile image reports it at the field, as the CLI prints it")
    func inScene() {
        let files = HostileFiles()
        files.write("bomb.png", PNGBytes.headerOnly(width: 50_000, height: 50_000))
        let scene = files.write("scene.json", hostileScene(#""markers": [{"position": {"latitude": 51.5, "longitude": -0.1}, "icon": "bomb.png"}]"#))
        var error: SceneError?
        do { _ = try Scene.load(contentsOfFile: scene) } catch let thrown { error = thrown }
        #expect(error?.kind == .invalidImage)
        #expect(error?.description == scene + ": markers[0].icon: " + files.path("bomb.png")
                + " is 50000×50000 pixels, more than the limit of 16384 pixels a side and 64 Mpx; scale it down")
    }

    // MARK: Image(named:)

    /// A fresh image folder on the process-wide search path (appended, never replacing other tests'),
    /// holding `inside.png`; `outside.png` and `elsewhere/picture.png` lie outside it.
    private func imageFolder() throws -> (files: HostileFiles, folder: String) {
        let files = HostileFiles()
        let folder = files.path("images")
        files.write("images/inside.png", PNGBytes.real())
        files.write("outside.png", PNGBytes.real())
        files.write("elsewhere/picture.png", PNGBytes.real())
        try files.link("images/link.png", to: files.path("outside.png"))
        try files.link("images/relative-link.png", to: "../outside.png")
        try files.link("images/sub", to: files.path("elsewhere"))
        if !Image.searchPaths.contains(folder) { Image.searchPaths.append(folder) }
        return (files, folder)
    }

    private func namedError(_ name: String) -> ImageError? {
        imageError { () throws(ImageError) in try Image.named(name) }
    }

    @Test("C10 Image(named:) finds a name inside its folders, and refuses ../ in any position")
    func dotDot() throws {
        let (files, _) = try imageFolder()
        defer { withExtendedLifetime(files) {} }
        #expect(try Image.named("inside").pixelWidth == 24)
        #expect(Image(named: "inside.png") != nil)
        for name in ["../outside", "../outside.png", "sub/../../outside", "./../outside", "..", "inside/..", "a/../inside"] {
            let error = namedError(name)
            #expect(error?.path == "image name \"\(name)\"")
            #expect(error?.problem == "leaves the image folders (it contains \"..\")", "\(name)")
            #expect(error?.fix.hasPrefix("use a name inside one of: ") == true)
            #expect(Image(named: name) == nil)
        }
    }

    @Test("C10 Image(named:) refuses an absolute path outside its folders, and a symbolic link leading out")
    func absoluteAndLinks() throws {
        let (files, folder) = try imageFolder()
        defer { withExtendedLifetime(files) {} }
        for name in [files.path("outside.png"), files.path("outside"), "/etc/passwd", "/", "/dev/zero"] {
            let error = namedError(name)
            #expect(error?.problem == "is an absolute path outside the image folders", "\(name)")
            #expect(error?.description.contains(folder) == true)
        }
        for name in ["link", "link.png", "relative-link", "sub/picture", folder + "/link.png", folder + "/sub/picture.png"] {
            let error = namedError(name)
            #expect(error?.problem == (name.hasPrefix("/") ? "is an absolute path outside the image folders" : "resolves outside the image folders"), "\(name)")
            #expect(Image(named: name) == nil)
        }
        #expect(try Image.named(folder + "/inside.png").pixelHeight == 16)
        #expect(namedError("")?.problem == "is empty or invalid")
        #expect(namedError("in\0side")?.problem == "is empty or invalid")
        #expect(namedError("~/inside")?.problem == "was not found")
    }
}
