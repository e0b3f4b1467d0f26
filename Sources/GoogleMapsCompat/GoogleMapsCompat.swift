// GoogleMapsCompat: the Google Maps SDK for iOS names over InfoWindowKit.
//
// An iOS file that starts with `import GoogleMaps` and `import UIKit` starts here with
// `import GoogleMapsCompat` instead; the rest of its info-window code compiles as it is. Every SDK name
// below is a typealias of an InfoWindowKit type or a thin shim calling it: there is no second
// implementation, so the SPEC rules (R1–R24) hold for the SDK names exactly as for ours.
// `GoogleMapsCompat.docc/SDKAndUIKitAPIs.md` lists every SDK info-window API and its status here.

@_exported import Foundation
@_exported import InfoWindowKit
