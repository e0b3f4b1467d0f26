import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor
@Suite("R27 animations: model values at once, drawn values on the host's clock, completions once")
struct AnimationTests {
    /// A window 200 × 200 holding `view`.
    private func host(_ view: View) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return window
    }

    @Test("R27 View.animate: the model value reads back at once; the drawn value moves over the duration, eased")
    func modelAndDrawn() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let window = host(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.alpha = 0
            view.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
        }
        #expect(view.alpha == 0 && view.frame.minX == 100)
        #expect(view.drawnAlpha == 1 && view.drawnFrame.minX == 0)
        window.advance(by: 0.25)
        #expect(abs(view.drawnAlpha - 0.75) < 1e-9 && abs(view.drawnFrame.minX - 25) < 1e-9)
        window.advance(by: 0.75)
        #expect(view.drawnAlpha == 0 && view.drawnFrame.minX == 100 && view.animationSet.isEmpty)
    }

    @Test("R27 the curves: ease-in-out is slow at both ends, ease-in slow at the start, ease-out at the end")
    func curves() {
        #expect(AnimationCurve.linear.progress(0.5) == 0.5)
        #expect(abs(AnimationCurve.easeInOut.progress(0.5) - 0.5) < 1e-6)
        #expect(AnimationCurve.easeInOut.progress(0.1) < 0.05)
        #expect(AnimationCurve.easeIn.progress(0.5) < 0.4 && AnimationCurve.easeOut.progress(0.5) > 0.6)
        for curve in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
            #expect(curve.progress(0) == 0 && curve.progress(1) == 1)
            var last = 0.0
            for i in 1...100 {
                let p = curve.progress(Double(i) / 100)
                #expect(p >= last - 1e-9, "\(curve) runs forwards")
                last = p
            }
        }
        #expect(View.AnimationOptions.curveEaseIn.curve == .easeIn && View.AnimationOptions.curveLinear.curve == .linear)
        #expect(View.AnimationOptions([.autoreverse, .repeat]).curve == .easeInOut)
    }

    @Test("R27 the completion runs exactly once, when the last animation of the block ends, with true")
    func completionOnce() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = View(frame: .zero)
        let window = host(a)
        window.addSubview(b)
        var calls: [Bool] = []
        View.animate(withDuration: 1, animations: {
            a.alpha = 0.5
            b.backgroundColor = .red
        }, completion: { calls.append($0) })
        window.advance(by: 0.99)
        #expect(calls.isEmpty)
        window.advance(by: 0.02)
        #expect(calls == [true])
        window.advance(by: 5)
        #expect(calls == [true])
    }

    @Test("R27 a newer animation of the same property replaces the old: its completion hears false")
    func replaced() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = host(view)
        var first: [Bool] = [], second: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first.append($0) })
        window.advance(by: 0.5)
        View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second.append($0) })
        window.advance(by: 0.01)
        #expect(first == [false] && second.isEmpty)
        window.advance(by: 1)
        #expect(second == [true])
    }

    @Test("R27 without .beginFromCurrentState a new animation starts from the old model value; with it, from what is drawn")
    func beginFromCurrentState() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = host(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        window.advance(by: 0.5)
        #expect(abs(view.drawnAlpha - 0.5) < 1e-9)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 1 })
        #expect(view.drawnAlpha == 0, "from the old model value, 0")
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        window.advance(by: 0.5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 })
        #expect(abs(view.drawnAlpha - 0.5) < 1e-9, "from the drawn value")
    }

    @Test("R27 a delay keeps the old value drawn until it has passed")
    func delay() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = host(view)
        View.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 })
        window.advance(by: 0.4)
        #expect(view.drawnAlpha == 1)
        window.advance(by: 0.6)
        #expect(abs(view.drawnAlpha - 0.5) < 1e-9)
    }

    @Test("R27 .repeat with .autoreverse goes there and back for ever; the completion waits")
    func repeatAutoreverse() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        let window = host(view)
        var completed = false
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
                     animations: { view.alpha = 1 }, completion: { _ in completed = true })
        var samples: [Double] = []
        for _ in 0..<8 {
            window.advance(by: 0.5)
            samples.append(view.drawnAlpha)
        }
        #expect(zip(samples, [0.5, 1, 0.5, 0, 0.5, 1, 0.5, 0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(samples)")
        #expect(!completed && view.alpha == 1)
        view.alpha = 1
        window.advance(by: 0.01)
        #expect(completed, "a change without animation ends it, unfinished")
    }

    @Test("R27 .autoreverse alone goes there and back once, then shows the model value")
    func autoreverseOnce() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = host(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 })
        window.advance(by: 1.5)
        #expect(abs(view.drawnAlpha - 0.5) < 1e-9)
        window.advance(by: 0.6)
        #expect(view.drawnAlpha == 0 && view.animationSet.isEmpty)
    }

    @Test("R27 a duration of zero, below zero or not finite means no animation (not finite is warned); the completion runs at the next step")
    func badDurations() {
        for duration in [0.0, -1, .nan, .infinity] {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let window = host(view)
            var finished: Bool?
            let warned = warnings {
                View.animate(withDuration: duration, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
            }
            #expect(view.drawnAlpha == 0.25, "\(duration): at once")
            #expect(warned.count == (duration.isFinite ? 0 : 1), "\(duration): \(warned)")
            #expect(finished == nil, "not inside the call")
            window.advance(by: 0.01)
            #expect(finished == true, "\(duration)")
        }
    }

    @Test("R27 backgroundColor animates through premultiplied colours: from clear it takes the end's hue")
    func colour() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .clear
        let window = host(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.backgroundColor = .red })
        window.advance(by: 0.5)
        let drawn = view.drawnBackgroundColor
        #expect(near(drawn, Color(red: 1, green: 0, blue: 0, alpha: 0.5), 1e-6), "\(String(describing: drawn))")
    }

    @Test("R27 performWithoutAnimation applies changes at once inside an animation block")
    func withoutAnimation() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = host(view)
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.alpha = 0.3 }
        }
        #expect(view.drawnAlpha == 0.3)
    }

    @Test("R27 D35 center and bounds animate as the frame, as one animation")
    func centerAndBounds() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = host(view)
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.center = CGPoint(x: 110, y: 10)
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        }, completion: { finished.append($0) })
        window.advance(by: 0.5)
        #expect(abs(view.drawnFrame.midX - 60) < 1e-9 && abs(view.drawnFrame.width - 30) < 1e-9)
        window.advance(by: 0.5)
        #expect(finished == [true], "two changes of the frame in one block are one animation that finishes")
    }

    @Test("R27 D32 a view no host shows does not animate until one does; its animation starts then")
    func unhostedView() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.advance(to: 10)
        #expect(view.drawnAlpha == 1)
        window.addSubview(view)
        window.advance(by: 0.01)
        window.advance(by: 0.5)
        #expect(abs(view.drawnAlpha - 0.5) < 0.02)
    }

    @Test("R27 D29 CATransaction: marker position, rotation and opacity animate over the transaction's duration; the window follows; taps hit the drawn marker")
    func markerTransaction() throws {
        let map = plainMap()
        let a = addMarker("A", 0, 0, to: map)
        map.selectedMarker = a
        let frame0 = try #require(map.infoWindowFrame)
        var done = 0
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setCompletionBlock { done += 1 }
        a.position = Coordinate(latitude: 0, longitude: 20)
        a.rotation = 90
        a.opacity = 0
        Transaction.commit()
        #expect(a.position.longitude == 20 && a.rotation == 90 && a.opacity == 0, "model values at once")
        #expect(a.drawnPosition.longitude == 0 && a.drawnRotation == 0 && a.drawnOpacity == 1)
        map.advance(to: 1)
        #expect(a.drawnPosition.longitude > 10 && a.drawnPosition.longitude < 20 && done == 0, "Core Animation's default curve is past halfway at half time")
        let frame1 = try #require(map.infoWindowFrame)
        #expect(frame1.minX > frame0.minX + 20, "the window follows the drawn marker (R11)")
        #expect(map.mapHitTest(CGPoint(x: frame1.midX, y: frame1.maxY + 20)) == .marker(a), "taps hit the marker where it is drawn")
        map.advance(to: 2)
        #expect(a.drawnPosition.longitude == 20 && a.drawnOpacity == 0 && done == 1)
        map.advance(to: 3)
        #expect(done == 1)
    }

    @Test("R27 D28 outside a transaction, or with actions disabled, marker changes apply at once")
    func markerWithoutTransaction() {
        let map = plainMap()
        let a = addMarker("A", 0, 0, to: map)
        a.position = Coordinate(latitude: 0, longitude: 10)
        #expect(a.drawnPosition.longitude == 10)
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setDisableActions(true)
        a.position = Coordinate(latitude: 0, longitude: 20)
        Transaction.commit()
        #expect(a.drawnPosition.longitude == 20)
        Transaction.begin()
        a.rotation = 45
        Transaction.commit()
        #expect(a.drawnRotation == 0, "an explicit transaction without a duration animates for 0.25 s")
        map.advance(to: map.currentTime + 0.25)
        #expect(a.drawnRotation == 45)
    }

    @Test("R27 mapView.animate(to:) inside a transaction takes its duration and tells its completion")
    func cameraTransaction() {
        let map = plainMap()
        var finished = false
        Transaction.begin()
        Transaction.setAnimationDuration(3)
        Transaction.setCompletionBlock { finished = true }
        map.animate(to: CameraPosition(latitude: 10, longitude: 10, zoom: 6))
        Transaction.commit()
        map.advance(to: 2)
        #expect(map.isAnimatingCamera && !finished)
        map.advance(to: 3)
        #expect(!map.isAnimatingCamera && finished && map.camera.zoom == 6)
        map.animate(to: CameraPosition(latitude: 0, longitude: 0, zoom: 4))
        map.advance(to: 3 + map.cameraAnimationDuration)
        #expect(!map.isAnimatingCamera, "outside a transaction: cameraAnimationDuration")
    }

    @Test("R27 a transaction's completion runs at the next step when it started nothing, never inside commit")
    func emptyTransaction() {
        let map = plainMap()
        var ran = 0
        Transaction.begin()
        Transaction.setCompletionBlock { ran += 1 }
        Transaction.commit()
        #expect(ran == 0)
        map.advance(to: 0.01)
        #expect(ran == 1)
    }

    @Test("R27 a completion that starts the next leg (the samples' flying plane) keeps it going, one leg at a time")
    func chainedLegs() {
        let map = plainMap()
        let plane = addMarker("plane", 0, 0, to: map)
        var legs = 0
        func fly() {
            legs += 1
            Transaction.begin()
            Transaction.setAnimationDuration(1)
            Transaction.setCompletionBlock { if legs < 5 { fly() } }
            plane.position = Coordinate(latitude: 0, longitude: Double(legs * 10))
            Transaction.commit()
        }
        fly()
        for step in 1...60 { map.advance(to: Double(step) * 0.1) }
        #expect(legs == 5 && plane.drawnPosition.longitude == 50)
    }

    @Test("R27 commits nested ten deep: the innermost duration wins, each completion runs once")
    func nested() {
        let map = plainMap()
        let a = addMarker("A", 0, 0, to: map)
        var completions = 0
        for level in 0..<10 {
            Transaction.begin()
            Transaction.setAnimationDuration(Double(level + 1))
            Transaction.setCompletionBlock { completions += 1 }
        }
        a.position = Coordinate(latitude: 0, longitude: 30)
        for _ in 0..<10 { Transaction.commit() }
        #expect(!Transaction.isOpen)
        map.advance(to: 9.9)
        #expect(a.drawnPosition.longitude < 30)
        map.advance(to: 10)
        #expect(a.drawnPosition.longitude == 30 && completions == 10)
    }

    @Test("R27 a transaction never committed is committed at the next frame, with a warning; a commit without begin warns")
    func neverCommitted() {
        let map = plainMap()
        let a = addMarker("A", 0, 0, to: map)
        var ran = false
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setCompletionBlock { ran = true }
        a.position = Coordinate(latitude: 0, longitude: 10)
        let warned = warnings { map.advance(to: 0.5) }
        #expect(warned.contains { $0.contains("without commit()") } && !Transaction.isOpen)
        map.advance(to: 1.01)
        #expect(ran)
        let stray = warnings { Transaction.commit() }
        #expect(stray == ["CATransaction.commit() without a begin(); ignored"])
        let outside = warnings { Transaction.setAnimationDuration(2) }
        #expect(outside.count == 1 && Transaction.animationDuration() == 0)
    }

    @Test("R27 appear animations: .pop grows from nothing past its size and back, .fadeIn fades in, on the map's clock")
    func appear() {
        let map = plainMap()
        let pop = Marker(position: Coordinate(latitude: 0, longitude: 0))
        pop.appearAnimation = .pop
        let fade = Marker(position: Coordinate(latitude: 0, longitude: 10))
        fade.appearAnimation = .fadeIn
        pop.map = map
        fade.map = map
        #expect(pop.drawnScale == 0 && fade.drawnOpacity == 0)
        var peak = 0.0
        for i in 1...30 {
            map.advance(to: Double(i) * 0.01)
            peak = max(peak, pop.drawnScale)
        }
        #expect(peak > 1.02, "it overshoots: \(peak)")
        #expect(pop.drawnScale == 1 && fade.drawnOpacity == 1)
        #expect(!pop.isAnimating && !fade.isAnimating)
    }

    @Test("R27 an animated image shows its frames in turn on the host's clock, as a marker icon and in an image view")
    func animatedImage() throws {
        let red = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), blue = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        let image = try #require(Image.animatedImage(with: [red.snapshot(), blue.snapshot()], duration: 1))
        #expect(image.images?.count == 2 && image.duration == 1 && image.size == CGSize(width: 10, height: 10))
        let imageView = ImageView(image: image)
        let window = host(imageView)
        #expect(near(color(window.snapshot(), CGPoint(x: 5, y: 5)), .red))
        window.advance(by: 0.6)
        #expect(window.needsDisplay)
        #expect(near(color(window.snapshot(), CGPoint(x: 5, y: 5)), .blue))
        let map = plainMap()
        let marker = addMarker("m", 0, 0, to: map)
        marker.icon = image
        let pin = try pinPoint(of: marker, on: map)
        #expect(near(color(map.snapshot(), pin), .red))
        map.advance(to: 0.6)
        #expect(near(color(map.snapshot(), pin), .blue))
        let bad = warnings {
            #expect(Image.animatedImage(with: [], duration: 1) == nil)
            #expect(Image.animatedImage(with: [red.snapshot()], duration: 0) == nil)
        }
        #expect(bad.count == 2)
    }
}
