import Foundation
import Testing
import InfoWindowKit

/// ``WindowPlacement``: where several windows open on one picture go (D91), as geometry alone.
@Suite("WindowPlacement: several windows on one picture (D91)")
struct WindowPlacementTests {
    private let picture = CGRect(x: 0, y: 0, width: 400, height: 300)

    /// A window of `size` for a pin whose frame is `pin`: above (tail on the pin's top), below (under
    /// its foot), right and left (4 points from it, level with its middle) — the sides in D91's order.
    private func candidates(pin: CGRect, size: CGSize = CGSize(width: 100, height: 50)) -> WindowPlacement.Candidates {
        WindowPlacement.Candidates([
            (.above, CGRect(x: pin.midX - size.width / 2, y: pin.minY - size.height, width: size.width, height: size.height)),
            (.below, CGRect(x: pin.midX - size.width / 2, y: pin.maxY, width: size.width, height: size.height)),
            (.right, CGRect(x: pin.maxX + 4, y: pin.midY - size.height / 2, width: size.width, height: size.height)),
            (.left, CGRect(x: pin.minX - 4 - size.width, y: pin.midY - size.height / 2, width: size.width, height: size.height)),
        ])
    }

    private func pin(at point: CGPoint) -> CGRect {
        CGRect(x: point.x - 13.5, y: point.y - 43, width: 27, height: 43)
    }

    @Test("D91: a window with room above its marker stands above it")
    func d91AboveFirst() {
        let a = pin(at: CGPoint(x: 200, y: 200))
        let placed = WindowPlacement.place([candidates(pin: a)], pins: [a], in: picture)
        #expect(placed.map(\.side) == [.above])
        #expect(placed[0].fits)
    }

    @Test("D91: a window cut by the picture's top edge above its marker goes below it")
    func d91BelowWhenTopEdge() {
        let a = pin(at: CGPoint(x: 200, y: 60))
        let placed = WindowPlacement.place([candidates(pin: a)], pins: [a], in: picture)
        #expect(placed.map(\.side) == [.below])
        #expect(placed[0].frame.minY == 60)
    }

    @Test("D91: a window that would cover another pin above and below goes beside, right before left")
    func d91BesideWhenPinsAboveAndBelow() {
        let a = pin(at: CGPoint(x: 200, y: 150))
        let over = pin(at: CGPoint(x: 200, y: 100))      // where the window above would be
        let under = pin(at: CGPoint(x: 210, y: 200))     // where the window below would be
        let placed = WindowPlacement.place([candidates(pin: a)], pins: [a, over, under], in: picture)
        #expect(placed.map(\.side) == [.right])
        let leftOnly = pin(at: CGPoint(x: 260, y: 150))  // the right side is taken too
        let second = WindowPlacement.place([candidates(pin: a)], pins: [a, over, under, leftOnly], in: picture)
        #expect(second.map(\.side) == [.left])
    }

    @Test("D91: windows are placed in the order named; a later window yields to an earlier one")
    func d91EarlierWins() {
        let a = pin(at: CGPoint(x: 200, y: 150))
        let b = pin(at: CGPoint(x: 240, y: 150))
        let placed = WindowPlacement.place([candidates(pin: a), candidates(pin: b)], pins: [a, b], in: picture)
        #expect(placed[0].side == .above)
        #expect(placed[1].side == .below)
        let reversed = WindowPlacement.place([candidates(pin: b), candidates(pin: a)], pins: [a, b], in: picture)
        #expect(reversed[0].side == .above)
        #expect(reversed[1].side == .below)
        #expect(reversed[0].frame.midX == b.midX)
    }

    @Test("D91: no placed window covers another window or a pin")
    func d91NothingCovered() {
        let points = [CGPoint(x: 150, y: 150), CGPoint(x: 190, y: 160), CGPoint(x: 230, y: 150), CGPoint(x: 100, y: 250)]
        let pins = points.map(pin(at:))
        let placed = WindowPlacement.place(pins.map { candidates(pin: $0) }, pins: pins, in: picture)
        #expect(placed.allSatisfy { $0.fits })
        for (i, window) in placed.enumerated() {
            #expect(picture.contains(window.frame))
            for p in pins { #expect(window.frame.intersection(p).width <= 0 || window.frame.intersection(p).height <= 0) }
            for other in placed[(i + 1)...] {
                let shared = window.frame.intersection(other.frame)
                #expect(shared.isNull || shared.width <= 0 || shared.height <= 0)
            }
        }
    }

    @Test("D91: a window with no free side stays above its marker and is reported as not fitting")
    func d91NoFreeSideKeepsAbove() {
        let a = pin(at: CGPoint(x: 200, y: 150))
        let wide = CGSize(width: 390, height: 160)
        let placed = WindowPlacement.place([candidates(pin: a, size: wide)], pins: [a], in: picture)
        #expect(placed[0].side == .above)
        #expect(!placed[0].fits)
    }

    @Test("D91: windows that touch edges do not overlap")
    func d91TouchingIsFree() {
        let a = pin(at: CGPoint(x: 200, y: 150))
        // A pin whose bottom edge is exactly the top of the window above `a` (at y 57 … 107).
        let touching = CGRect(x: 150, y: 107 - 43 - 50, width: 27, height: 43)
        let placed = WindowPlacement.place([candidates(pin: a)], pins: [a, touching], in: picture)
        #expect(placed[0].side == .above)
    }
}
