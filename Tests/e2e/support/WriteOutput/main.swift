import Foundation
import InfoWindowKit

// write-output DEST: standard input to DEST by the project's output rules (OutputFile, O1-O8 of
// docs/reliability.md), for the scripts that record goldens and keep failure pictures (O10): a
// symbolic link is kept and its target replaced whole, a FIFO or device is written in place, a folder
// or block device is refused. Exit status 0, or 1 with one line on standard error.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let destination = arguments.first, destination != "-h", destination != "--help" else {
    try? OutputFile.write(Data("usage: write-output DEST < BYTES\n".utf8), to: FileHandle.standardError, name: "standard error")
    exit(2)
}
let data: Data
do {
    data = try FileHandle.standardInput.readToEnd() ?? Data()
} catch {
    try? OutputFile.write(Data("write-output: standard input cannot be read (\(error.localizedDescription))\n".utf8),
                          to: FileHandle.standardError, name: "standard error")
    exit(1)
}
do {
    try OutputFile.write(data, to: destination)
} catch {
    try? OutputFile.write(Data("write-output: \(error.description)\n".utf8), to: FileHandle.standardError, name: "standard error")
    exit(1)
}
