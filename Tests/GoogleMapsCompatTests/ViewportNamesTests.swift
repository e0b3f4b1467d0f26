import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's viewport names (issue 21) and the UIKit pieces of Google's viewport samples, written as an
/// app would write them.
@MainActor
@Suite("Viewport names: zoom limits, GMSMapLayer keys, frame rate, segmented control, text view, autoresizing")
struct ViewportNamesTests {
    private func map() -> GMSMapView {
        GMSMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 700),
                   camera: GMSCameraPosition(latitude: -33.868, longitude: 151.2086, zoom: 6))
    }

    @Test("D110 setMinZoom(_:maxZoom:), minZoom, maxZoom and kGMSMinZoomLevel…kGMSMaxZoomLevel as MapZoom uses them")
    func zoomRange() {
        let mapView = map()
        #expect(mapView.minZoom == kGMSMinZoomLevel && mapView.maxZoom == kGMSMaxZoomLevel)
        #expect(kGMSMinZoomLevel == 0 && kGMSMaxZoomLevel == 22)
        mapView.setMinZoom(18, maxZoom: kGMSMaxZoomLevel)
        #expect(mapView.camera.zoom == 18)
        let text = String(format: "%@ (%.2f - %.2f)", "Zoomed in", mapView.minZoom, mapView.maxZoom)
        #expect(text == "Zoomed in (18.00 - 22.00)")
    }

    @Test("D115 mapView.layer is a GMSMapLayer: CABasicAnimation and CAKeyframeAnimation move the camera keys")
    func mapLayerAnimations() {
        let mapView = map()
        _ = mapView.snapshot()
        let layer: GMSMapLayer = mapView.layer
        layer.cameraBearing = 30
        #expect(mapView.camera.bearing == 30, "a model value moves the camera")
        let basic = CABasicAnimation(keyPath: kGMSLayerCameraLatitudeKey)
        basic.duration = 2
        basic.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        basic.toValue = -37.81969
        mapView.layer.add(basic, forKey: kGMSLayerCameraLatitudeKey)
        let zoom = CAKeyframeAnimation(keyPath: kGMSLayerCameraZoomLevelKey)
        zoom.duration = 2
        zoom.values = [Float(6), kGMSMinZoomLevel, Float(6)]
        mapView.layer.add(zoom, forKey: kGMSLayerCameraZoomLevelKey)
        mapView.advance(to: 1)
        #expect(mapView.camera.zoom == 0 && mapView.camera.target.latitude < -33.868)
        mapView.advance(to: 2)
        #expect(abs(mapView.layer.cameraLatitude - -37.81969) < 1e-9 && mapView.layer.cameraZoomLevel == 6)
        #expect(!mapView.isAnimatingCamera)
        let other = CABasicAnimation(keyPath: "position")
        other.toValue = 3.0
        mapView.layer.add(other, forKey: "position")
        #expect(!mapView.isAnimatingCamera, "another key is not animated")
    }

    @Test("D113 preferredFrameRate takes GMSFrameRate, as FrameRate cycles it")
    func frameRate() {
        let mapView = map()
        #expect(mapView.preferredFrameRate == .maximum)
        mapView.preferredFrameRate = .powerSave
        #expect(mapView.preferredFrameRate == GMSFrameRate.powerSave && GMSFrameRate.powerSave.framesPerSecond == 15)
        mapView.paddingAdjustmentBehavior = .never
        #expect(mapView.paddingAdjustmentBehavior == GMSMapViewPaddingAdjustmentBehavior.never)
    }

    @Test("UISegmentedControl: items, a tap selects a segment and sends .valueChanged; code sends nothing")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["Normal", "Satellite", "Hybrid", "Terrain"])
        #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.frame.width > 4 * 24 && control.frame.height == 32, "sized to its titles")
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        control.frame.origin = CGPoint(x: 0, y: 0)
        window.addSubview(control)
        let quarter = control.frame.width / 4
        window.tap(at: CGPoint(x: quarter * 2.5, y: 16))
        #expect(changes == [2] && control.selectedSegmentIndex == 2)
        window.tap(at: CGPoint(x: quarter * 2.5, y: 16))
        #expect(changes == [2], "the same segment again is no change")
        control.selectedSegmentIndex = 0
        #expect(changes == [2], "setting it in code sends nothing")
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == 0, "past the end: kept")
    }

    @Test("D112 UITextView shows read-only text from the top inside its insets; sizeToFit fits it")
    func textView() {
        let view = UITextView()
        view.text = "Preferred frame rate: Maximum"
        view.textAlignment = .center
        view.isEditable = false
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 0)
        view.sizeToFit()
        #expect(view.frame.height > 16 && view.frame.height < 40, "one line plus 8 pt above and below: \(view.frame.height)")
        #expect(!view.isEditable && view.backgroundColor == .white)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.backgroundColor = .white
        window.addSubview(view)
        let image = window.snapshot()
        var dark = 0
        for y in 0..<image.pixelHeight { for x in 0..<image.pixelWidth where (image.color(atPixelX: x, y: y)?.red ?? 1) < 0.5 { dark += 1 } }
        #expect(dark > 50, "the text is drawn")
    }

    @Test("D111 autoresizingMask: a bar with a flexible top margin and width follows its superview to the bottom")
    func autoresizing() {
        let container = UIView(frame: .zero)
        let bar = UIView(frame: CGRect(x: 0, y: -140, width: 0, height: 140))
        bar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        container.addSubview(bar)
        container.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        #expect(bar.frame == CGRect(x: 0, y: 560, width: 390, height: 140))
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        container.addSubview(centred)
        container.frame = CGRect(x: 0, y: 0, width: 490, height: 700)
        #expect(abs(centred.frame.minX - (100 + 100.0 * 100 / 290)) < 1e-9 && centred.frame.width == 100,
                "both margins share the 100 pt in proportion (100 : 190)")
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let shrinking = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        shrinking.autoresizingMask = .flexibleWidth
        container.addSubview(fixed)
        container.addSubview(shrinking)
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20), "no mask: unchanged")
        #expect(shrinking.frame.width == 0, "a width never goes below zero")
    }

    @Test("Golden: 80 pt of bottom padding (the target centred above it, the attribution moved up), a segmented control and a text view")
    func paddingAndControlsGolden() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 320))
        window.scale = 1
        let mapView = GMSMapView(frame: window.bounds, camera: GMSCameraPosition(latitude: -37.81969, longitude: 144.966085, zoom: 4))
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
        window.addSubview(mapView)
        let bar = UIView(frame: CGRect(x: 0, y: -80, width: 0, height: 80))
        bar.backgroundColor = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5)
        bar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        let holder = UIView(frame: .zero)
        holder.addSubview(bar)
        holder.frame = window.bounds
        window.addSubview(holder)
        holder.isUserInteractionEnabled = false
        let control = UISegmentedControl(items: ["Normal", "Satellite", "Hybrid", "Terrain"])
        control.selectedSegmentIndex = 1
        control.frame.origin = CGPoint(x: (390 - control.frame.width) / 2, y: 8)
        window.addSubview(control)
        let text = UITextView(frame: CGRect(x: 0, y: 48, width: 390, height: 0))
        text.text = "Preferred frame rate: Conservative"
        text.textAlignment = .center
        text.backgroundColor = UIColor(white: 1, alpha: 0.8)
        text.sizeToFit()
        window.addSubview(text)
        window.makeKeyAndVisible()
        #expect(bar.frame == CGRect(x: 0, y: 240, width: 390, height: 80))
        let target = mapView.projection.point(for: mapView.camera.target)
        #expect(target == CGPoint(x: 195, y: 120), "centred above the padding")
        goldens.assert(window.snapshot(), named: "viewport-padding-controls")
    }

    @Test("UIGraphicsBeginImageContextWithOptions, drawHierarchy and UIGraphicsGetImageFromCurrentImageContext picture a map, as SnapshotReady does")
    func imageContext() throws {
        let mapView = map()
        mapView.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        mapView.backgroundColor = .red
        mapView.basemap = nil
        mapView.showsGraticule = false
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no context")
        #expect(!mapView.drawHierarchy(in: mapView.bounds, afterScreenUpdates: true))
        UIGraphicsBeginImageContextWithOptions(mapView.bounds.size, true, 2)
        #expect(mapView.drawHierarchy(in: mapView.bounds, afterScreenUpdates: true))
        let picture = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(picture.pixelWidth == 240 && picture.pixelHeight == 160 && picture.scale == 2)
        #expect(picture.color(atPixelX: 120, y: 80) == .red, "the map's pixels")
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "ended")
    }

    @Test("didReceiveMemoryWarning reaches the controllers a window shows")
    func memoryWarning() {
        final class Screen: UIViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); warnings += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.sendMemoryWarning()
        #expect(screen.warnings == 1)
    }
}

@MainActor
@Suite("UIImage(named:) with a JPEG")
struct JPEGNamedTests {
    @Test("UIImage(named: \"picture.jpg\") reads a JPEG named with its extension, as GroundOverlay's Newark")
    func namedJPEG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .red
        let data = try #require(window.snapshot().jpegData())
        try data.write(to: folder.appendingPathComponent("picture.jpg"))
        let saved = UIImage.searchPaths
        UIImage.searchPaths.append(folder.path)
        defer { UIImage.searchPaths = saved }
        let image = try #require(UIImage(named: "picture.jpg"))
        #expect(image.pixelWidth == 40 * Int(window.scale) && (image.color(atPixelX: 5, y: 5)?.red ?? 0) > 0.9)
    }
}

@Suite("Geometry utilities against paths and map points (D117)")
struct PathGeometryNamesTests {
    @Test("D117 GMSGeometryContainsLocation, GMSGeometryIsLocationOnPath(Tolerance) as apps call them")
    func pathCalls() {
        let square = GMSMutablePath()
        square.addLatitude(-1, longitude: -1)
        square.addLatitude(-1, longitude: 1)
        square.addLatitude(1, longitude: 1)
        square.addLatitude(1, longitude: -1)
        #expect(GMSGeometryContainsLocation(CLLocationCoordinate2D(latitude: 0, longitude: 0), square, true))
        #expect(!GMSGeometryContainsLocation(CLLocationCoordinate2D(latitude: 0, longitude: 5), square, false))
        #expect(GMSGeometryIsLocationOnPath(CLLocationCoordinate2D(latitude: -1, longitude: 0), square, false))
        #expect(!GMSGeometryIsLocationOnPath(CLLocationCoordinate2D(latitude: -0.99, longitude: 0), square, false))
        #expect(GMSGeometryIsLocationOnPathTolerance(CLLocationCoordinate2D(latitude: -0.99, longitude: 0), square, false, 1200))
    }

    @Test("D117 GMSProject and GMSUnproject: x east and y north in −1…1; GMSMapPointDistance the short way")
    func mapPoints() {
        let origin = GMSProject(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(abs(origin.x) < 1e-12 && abs(origin.y) < 1e-12)
        let northEast = GMSProject(CLLocationCoordinate2D(latitude: 85.051_128_779_806_59, longitude: 90))
        #expect(abs(northEast.x - 0.5) < 1e-12 && abs(northEast.y - 1) < 1e-9)
        let helsinki = CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)
        let back = GMSUnproject(GMSProject(helsinki))
        #expect(abs(back.latitude - helsinki.latitude) < 1e-9 && abs(back.longitude - helsinki.longitude) < 1e-9)
        let a = GMSMapPoint(x: 0.9, y: 0), b = GMSMapPoint(x: -0.9, y: 0)
        #expect(abs(GMSMapPointDistance(a, b) - 0.2) < 1e-12)
        #expect(GMSMapPointInterpolate(GMSMapPoint(), GMSMapPoint(x: 1, y: -1), 0.25) == GMSMapPoint(x: 0.25, y: -0.25))
    }
}
