import Foundation
import Glibc

/// Fixture paths and scratch files for the format tests.
enum TestFiles {
    /// `Tests/InfoWindowFormatsTests/Fixtures/<name>`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// A fresh folder under the temporary directory, removed by `remove`.
    static func scratchFolder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "iwformats-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to `folder/name` and returns the path.
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The bytes of a UTF-8 string.
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
