// InfoWindowSample: the host of `CityInfoWindowViewController`.
//
// On iOS, UIKit creates the window, shows the view controller and delivers the user's touches. Here
// this file does that: it loads the view controller, plays a short tour of taps (SampleTour), prints
// the messages the view controller shows, and — given a folder — writes a PNG snapshot after each step.
//
//     swift run InfoWindowSample [output-folder]

import Foundation
import GoogleMapsCompat

let usage = "usage: InfoWindowSample [output-folder]   (writes one PNG per step of the tour there)"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard arguments.count <= 1, !(arguments.first ?? "").hasPrefix("-") else {
    FileHandle.standardError.write(Data("InfoWindowSample: unexpected arguments \(arguments)\n\(usage)\n".utf8))
    exit(2)
}

guard let imageFolder = SampleImages.folder else {
    FileHandle.standardError.write(Data("InfoWindowSample: the Images resources are missing next to the executable; build it with `swift build`\n".utf8))
    exit(1)
}
UIImage.searchPaths.append(imageFolder)
UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 400, height: 560)

let tour = SampleTour(controller: CityInfoWindowViewController())
do {
    let written = try tour.run(writingTo: arguments.first) { action in print("> \(action)") }
    for path in written { print("wrote \(path)") }
} catch {
    FileHandle.standardError.write(Data("InfoWindowSample: \(error)\n".utf8))
    exit(1)
}
