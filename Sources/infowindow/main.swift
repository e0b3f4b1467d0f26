import Foundation

// The `infowindow` command: see `infowindow help` and Tool.swift.
let status = MainActor.assumeIsolated {
    Tool.run(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
