// InfoWindowSample: the host of `CityInfoWindowViewController`.
//
// On iOS, UIKit creates the window, shows the view controller and delivers the user's touches. Here
// this file does that, one of two ways:
//
//     InfoWindowSample [output-folder]   plays a short tour of taps (SampleTour), prints the messages the
//                                        view controller shows and, given a folder, writes a PNG
//                                        snapshot after each step
//     InfoWindowSample --window          opens the map in a real window (SDL): click the markers,
//                                        hold on a window for a long press; Ctrl+Q quits

import Foundation
import GoogleMapsCompat
import InfoWindowSDL

let usage = """
    usage: InfoWindowSample [output-folder]   (plays the tour; writes one PNG per step into the folder)
           InfoWindowSample --window          (opens the map in a window you can click)
    """
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("InfoWindowSample: \(message)\n".utf8))
    exit(status)
}

if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
let opensWindow = arguments == ["--window"]
guard opensWindow || (arguments.count <= 1 && !(arguments.first ?? "").hasPrefix("-")) else {
    fail("unexpected arguments \(arguments)\n\(usage)", status: 2)
}

guard let imageFolder = SampleImages.folder else {
    fail("the Images resources are missing next to the executable; build it with `swift build`", status: 1)
}
UIImage.searchPaths.append(imageFolder)
UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 400, height: 560)

let controller = CityInfoWindowViewController()
let tour = SampleTour(controller: controller)

if opensWindow {
    do {
        let window = try MapWindow(mapView: tour.mapView, title: controller.title ?? "InfoWindowSample")
        controller.presentMessage = { message in window.show(message: message) }
        window.run()
    } catch {
        fail("\(error)", status: 1)
    }
} else {
    do {
        let written = try tour.run(writingTo: arguments.first) { action in print("> \(action)") }
        for path in written { print("wrote \(path)") }
    } catch {
        fail("\(error)", status: 1)
    }
}
