import Foundation

// The `infowindow` command: see `infowindow help` and Tool.swift. In the Swift 6 language mode top-level
// code is isolated to the main actor (SE-0343; in the Swift 5 mode this call to the main-actor `Tool.run`
// does not compile), so the tool, its commands and a serve worker's drawing run on the main actor by the
// language's guarantee, not by a run-time assumption.
exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
