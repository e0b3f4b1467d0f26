import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowViews

@MainActor
@Suite("R35 D109 the visual format language: constraints from a line of views, errors at their position")
struct VisualFormatTests {
    @Test("R35 D109 H:|-[a]-[b(==a)]-| and V:|-8-[a(44)]: standard spaces 20 and 8, equal widths, a fixed height")
    func rowOfTwo() throws {
        let (window, root) = layoutWindow()
        let a = constrained(in: root), b = constrained(in: root)
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(try LayoutConstraint.parseVisualFormat("H:|-[a]-[b(==a)]-|", metrics: nil, views: views))
        LayoutConstraint.activate(try LayoutConstraint.parseVisualFormat("V:|-8-[a(44)]", metrics: nil, views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:|-top-[b(==a)]", metrics: ["top": 8],
                                                               views: views))
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 8, width: 176, height: 44))
        #expect(b.frame == CGRect(x: 204, y: 8, width: 176, height: 44))
    }

    @Test("R35 D109 predicates with relations and priorities, metrics, adjacent views and alignment options")
    func predicatesAndOptions() throws {
        let (window, root) = layoutWindow()
        let label = constrained(in: root), button = constrained(in: root)
        let views = ["label": label, "button": button]
        let made = try LayoutConstraint.parseVisualFormat("|-(gap)-[label(>=100,<=wide@750)][button(80)]-(>=10)-|",
                                                          options: .alignAllCenterY, metrics: ["gap": 12, "wide": 150.0],
                                                          views: views)
        #expect(made.count == 7)
        LayoutConstraint.activate(made)
        LayoutConstraint.activate([label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                                   label.heightAnchor.constraint(equalToConstant: 20), button.heightAnchor.constraint(equalToConstant: 40)])
        window.layoutIfNeeded()
        #expect(label.frame.minX == 12)
        #expect(label.frame.width >= 100 && label.frame.width <= 150)
        #expect(button.frame.minX == label.frame.maxX && button.frame.width == 80)
        #expect(button.frame.midY == label.frame.midY)
    }

    @Test("R35 D109 malformed formats name the position and what was expected; the logging form gives no constraints")
    func errors() {
        let root = View()
        let a = constrained(in: root)
        let views = ["a": a]
        func error(_ format: String, metrics: [String: Any] = [:]) -> VisualFormatError? {
            do {
                _ = try LayoutConstraint.parseVisualFormat(format, metrics: metrics, views: views)
                return nil
            } catch {
                return error
            }
        }
        #expect(error("H:|-[b]-|")?.position == 5)
        #expect(error("H:|-[b]-|")?.reason.contains("b is not a key in the views dictionary") == true)
        #expect(error("H:|-[a")?.reason.contains("Expected ']'") == true)
        #expect(error("H:|-[a]-x-|")?.position == 8)
        #expect(error("H:|-[a]-x-|")?.reason.contains("x is not a key in the metrics dictionary") == true)
        #expect(error("H:|-(>=)-[a]")?.position == 7, "the number is missing where ')' stands")
        #expect(error("H:|-[a(==44]")?.reason.contains("Expected ')'") == true)
        #expect(error("H:|-[a]|-")?.reason.contains("Expected the end") == true)
        #expect(error("")?.reason == "Expected a view")
        #expect(error("H:[a]", metrics: [:]) == nil)
        let description = error("H:|-[b]-|")?.description ?? ""
        #expect(description.hasSuffix("H:|-[b]-|\n     ^"))
        var made: [LayoutConstraint] = [LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                                         attribute: .notAnAttribute, multiplier: 1, constant: 1)]
        let logged = warnings { made = LayoutConstraint.constraints(withVisualFormat: "H:|-[nope]", metrics: nil, views: views) }
        #expect(made.isEmpty && logged.count == 1 && logged[0].contains("Unable to parse constraint format"))
    }
}
