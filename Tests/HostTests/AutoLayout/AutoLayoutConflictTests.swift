import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowViews

@MainActor
@Suite("R35 Auto Layout's bad input: conflicts, other trees, cycles, invalid pairings — logged, never a crash")
struct AutoLayoutConflictTests {
    /// A box at the root's top-left corner 20 points high, for width experiments.
    private func box(in root: View) -> View {
        let box = constrained(in: root)
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 20)])
        return box
    }

    @Test("R35 D102 two required widths: the later one is broken and logged once with UIKit's message; removing the first lets it hold")
    func conflictingRequiredConstraints() {
        let (window, root) = layoutWindow()
        let box = box(in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        // The message shows the constraint as it was when broken (active, constant 200); its
        // description is taken then, not rebuilt later by text replacement, which also
        // rewrote any "210" in the random-looking addresses and failed once in CI.
        var brokenDescription = ""
        let logged = warnings {
            LayoutConstraint.activate([first, second])
            brokenDescription = second.description
            _ = window.snapshot()
            window.layoutIfNeeded()
            second.constant = 210
            _ = window.snapshot()
        }
        #expect(box.frame.width == 100)
        #expect(logged.count == 1)
        let message = logged.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains(first.description) && message.contains("too-wide"))
        #expect(message.hasSuffix(brokenDescription))
        #expect(second.isActive)
        first.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 210)
    }

    @Test("R35 D102 a constant that makes required constraints contradict breaks that constraint; the others hold")
    func conflictingConstant() {
        let (window, root) = layoutWindow()
        let box = box(in: root)
        let atLeast = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let atMost = box.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        let logged = warnings {
            LayoutConstraint.activate([atLeast, atMost])
            window.layoutIfNeeded()
            #expect(box.frame.width >= 50 && box.frame.width <= 80)
            atMost.constant = 10
            window.layoutIfNeeded()
        }
        #expect(box.frame.width >= 50)
        #expect(logged.count == 1 && logged[0].contains("Will attempt to recover by breaking constraint"))
    }

    @Test("R35 D104 a constraint between views of different trees is refused at activate, logged, and stays inactive")
    func differentTrees() {
        let (window, root) = layoutWindow()
        let inWindow = constrained(in: root)
        let elsewhere = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let constraint = inWindow.leadingAnchor.constraint(equalTo: elsewhere.trailingAnchor)
        let logged = warnings {
            constraint.isActive = true
            window.layoutIfNeeded()
        }
        #expect(!constraint.isActive)
        #expect(logged.count == 1 && logged[0].contains("no common ancestor"))
        #expect(root.constraints.isEmpty && elsewhere.constraints.isEmpty)
    }

    @Test("R35 D104 removing a view deactivates the constraints that tie it to views outside; its own stay")
    func removalDeactivatesCrossingConstraints() {
        let (window, root) = layoutWindow()
        let card = constrained(in: root)
        let inner = constrained(in: card)
        let outer = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let own = inner.widthAnchor.constraint(equalTo: card.widthAnchor)
        LayoutConstraint.activate([outer, own, card.widthAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize).width == 50)
    }

    @Test("R35 a cycle of equalities is one system: consistent it solves, contradictory it is logged and broken")
    func cycles() {
        let (window, root) = layoutWindow()
        let a = box(in: root), b = box(in: root), c = box(in: root)
        let quiet = warnings {
            LayoutConstraint.activate([a.widthAnchor.constraint(equalTo: b.widthAnchor), b.widthAnchor.constraint(equalTo: c.widthAnchor),
                                       c.widthAnchor.constraint(equalTo: a.widthAnchor), a.widthAnchor.constraint(equalToConstant: 80)])
            window.layoutIfNeeded()
        }
        #expect(quiet.isEmpty)
        #expect([a, b, c].allSatisfy { $0.frame.width == 80 })
        let d = box(in: root), e = box(in: root)
        let logged = warnings {
            LayoutConstraint.activate([d.widthAnchor.constraint(equalTo: e.widthAnchor, constant: 10),
                                       e.widthAnchor.constraint(equalTo: d.widthAnchor, constant: 10)])
            _ = window.snapshot()
        }
        #expect(logged.count == 1 && logged[0].contains("Unable to simultaneously satisfy constraints."))
        #expect(d.frame.width == e.frame.width + 10)
    }

    @Test("R35 D103 invalid pairings and non-view items are logged when made and never activate")
    func invalidPairings() {
        let (_, root) = layoutWindow()
        let view = constrained(in: root)
        var made: [LayoutConstraint] = []
        let logged = warnings {
            made.append(LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .centerX,
                                         multiplier: 1, constant: 0))
            made.append(LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .left,
                                         multiplier: 1, constant: 0))
            made.append(LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                         multiplier: 1, constant: 10))
            made.append(LayoutConstraint(item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: 10))
            made.append(LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: .nan))
            LayoutConstraint.activate(made)
        }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(logged.count == 10)
        #expect(logged[0].contains("a size cannot be related to a location"))
        #expect(logged[1].contains("an x location cannot be related to a y location"))
        #expect(logged[2].contains("equal to a constant is illegal"))
        #expect(logged[3].contains("neither a view nor a layout guide"))
        #expect(logged[4].contains("must be finite"))
    }
}
