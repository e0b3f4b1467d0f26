// InfoWindowSample: two iOS-style screens and their hosts.
//
// On iOS, UIKit creates the window, shows the view controller and delivers the user's touches. Here
// this file does that:
//
//     InfoWindowSample [output-folder]     plays both tours headless — the three cities (taps) and the
//                                          Helsinki walk (a UIWindow: buttons, alerts, drags, real time)
//                                          — prints what happens and, given a folder, writes a PNG per step
//     InfoWindowSample --window            opens the Helsinki walk in a real window (SDL); prints each
//                                          marker's place, then what the screen says and shows
//     InfoWindowSample --window --cities   opens the three cities in a real window

import Foundation
import GoogleMapsCompat
import InfoWindowSDL

let usage = """
    usage: InfoWindowSample [output-folder]      (plays the tours; writes one PNG per step into the folder)
           InfoWindowSample --window [--cities]  (opens the Helsinki walk, or the three cities, in a window)
    """
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("InfoWindowSample: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
let opensWindow = arguments.first == "--window"
guard (opensWindow && (arguments.count == 1 || arguments == ["--window", "--cities"]))
        || (!opensWindow && arguments.count <= 1 && !(arguments.first ?? "").hasPrefix("-")) else {
    fail("unexpected arguments \(arguments)\n\(usage)", status: 2)
}

guard let imageFolder = SampleImages.folder else {
    fail("the Images resources are missing next to the executable; build it with `swift build`", status: 1)
}
UIImage.searchPaths.append(imageFolder)
UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 400, height: 560)

if opensWindow && arguments.contains("--cities") {
    let controller = CityInfoWindowViewController()
    let tour = SampleTour(controller: controller)
    do {
        let window = try MapWindow(mapView: tour.mapView, title: controller.title ?? "InfoWindowSample")
        controller.presentMessage = { message in window.show(message: message) }
        window.run()
    } catch {
        fail("\(error)", status: 1)
    }
} else if opensWindow {
    UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 390, height: 700)
    let tour = WalkTour()
    tour.screen.onLog = { say("said: \($0)") }
    do {
        let window = try MapWindow(window: tour.window, title: "Helsinki walk")
        for marker in [tour.screen.station, tour.screen.cafe, tour.screen.you, tour.screen.tram] {
            if let p = try? tour.point(of: marker) { say("marker \(marker.title ?? "") at \(Int(p.x)),\(Int(p.y))") }
        }
        // What a script needs to click: where the café's button is while its window is open (and the
        // card's frame on screen and its fitted size), where an alert's buttons are while it shows.
        var shown: String? = "(not yet)"
        var cardShown = false
        window.onUpdate = {
            let screen = tour.screen
            let now = screen.presentedViewController.map { "\(type(of: $0))" }
            if now != shown {
                shown = now
                say("presented: \(now ?? "none")")
                if let alert = screen.presentedViewController as? UIAlertController {
                    for action in alert.actions {
                        if let button = try? tour.alertButton(action.title ?? "") {
                            let p = tour.point(of: button)
                            say("alert button \(action.title ?? "") at \(Int(p.x)),\(Int(p.y))")
                        }
                    }
                }
            }
            let card = screen.cafeCard != nil && screen.mapView.selectedMarker === screen.cafe && !screen.mapView.isAnimatingCamera
            if card != cardShown, let content = screen.mapView.infoWindowContentFrame, let button = screen.cafeCard?.bookButton.frame {
                cardShown = card
                let p = screen.mapView.convert(CGPoint(x: content.minX + button.midX, y: content.minY + button.midY), to: nil)
                if card, let cafe = screen.cafeCard {
                    say("button Book a table at \(Int(p.x)),\(Int(p.y))")
                    // The card is laid out by constraints: the map gave it the size they fit.
                    let origin = screen.mapView.convert(content.origin, to: nil)
                    let fitted = cafe.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    say("card at \(Int(origin.x)),\(Int(origin.y)) size \(Int(content.width))x\(Int(content.height)) fitted \(Int(fitted.width.rounded(.up)))x\(Int(fitted.height.rounded(.up)))")
                }
            } else if !card {
                cardShown = false
            }
        }
        window.run()
    } catch {
        fail("\(error)", status: 1)
    }
} else {
    playCities(writingTo: arguments.first)
    UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 390, height: 700)
    Task { @MainActor in
        await playWalk(writingTo: arguments.first)
        // The walk's screen, window and maps are gone by now: a leak checker sees only what truly leaks.
        exit(0)
    }
    dispatchMain()
}

/// Plays the three cities headless; their screen and map live only as long as this call.
@MainActor
func playCities(writingTo folder: String?) {
    let controller = CityInfoWindowViewController()
    controller.presentMessage = say
    let cities = SampleTour(controller: controller)
    do {
        let written = try cities.run(writingTo: folder) { action in say("> \(action)") }
        for path in written { say("wrote \(path)") }
    } catch {
        fail("\(error)", status: 1)
    }
}

/// Plays the Helsinki walk headless; its screen and window live only as long as this call.
@MainActor
func playWalk(writingTo folder: String?) async {
    let walk = WalkTour()
    walk.screen.onLog = { say("said: \($0)") }
    do {
        let written = try await walk.run(writingTo: folder) { action in say("> \(action)") }
        for path in written { say("wrote \(path)") }
    } catch {
        fail("\(error)", status: 1)
    }
}
