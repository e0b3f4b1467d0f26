import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

/// Watches a file with inotify: did anyone open or read it?
struct FileAccessWatch {
    let descriptor: Int32

    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(descriptor >= 0)
        try #require(inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_ACCESS)) >= 0)
    }

    /// Events since the last call (0 when nobody touched the file).
    func events() -> Int {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var count = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { return count }
            var offset = 0
            while offset < n {
                let nameLength = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 12, as: UInt32.self) }
                offset += 16 + Int(nameLength)
                count += 1
            }
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}

@Suite("XML reader: XXE")
struct XXETests {
    @Test("XXE: a GPX file whose entity names a local secret file is refused and the secret is never opened")
    func externalEntityNeverRead() throws {
        let folder = try TestFiles.scratchFolder("xxe")
        defer { TestFiles.remove(folder) }
        let secretText = "TOP-SECRET-\(UInt64.random(in: 1...UInt64.max))"
        let secret = try TestFiles.write(secretText, to: "secret.txt", in: folder)
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file://\(secret)">]>
            <gpx version="1.1"><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>
            """
        let path = try TestFiles.write(document, to: "xxe.gpx", in: folder)
        let watch = try FileAccessWatch(secret)
        defer { watch.close() }

        var names: [String?] = []
        let error = try #require(throws: FormatError.self) {
            _ = try GPXReader().read(fileAt: path) { names.append($0.name) }
        }
        #expect(error.kind == .refused)
        #expect(error.line == 2)
        #expect(error.message.contains("\"&xxe;\" (external"))
        #expect(!error.description.contains(secretText))
        #expect(names.isEmpty)
        #expect(watch.events() == 0, "the parser opened or read the secret file")

        // The watch does see an open: reading the secret ourselves is noticed.
        _ = try String(contentsOfFile: secret, encoding: .utf8)
        #expect(watch.events() > 0)
    }

    @Test("XXE: an external DTD naming a local file is never opened, and the document is read")
    func externalDTDNeverRead() throws {
        let folder = try TestFiles.scratchFolder("xxe-dtd")
        defer { TestFiles.remove(folder) }
        let secret = try TestFiles.write("<!ENTITY leak \"secret\">", to: "secret.dtd", in: folder)
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx SYSTEM "file://\(secret)">
            <gpx version="1.1"><wpt lat="1" lon="2"><name>plain</name></wpt></gpx>
            """
        let path = try TestFiles.write(document, to: "dtd.gpx", in: folder)
        let watch = try FileAccessWatch(secret)
        defer { watch.close() }
        let track = try GPXTrack.load(fileAt: path)
        #expect(track.points.map(\.name) == ["plain"])
        #expect(watch.events() == 0, "the parser opened or read the DTD")
    }
}
