import Foundation
import Testing
import GoogleMapsCompat

@MainActor
@Suite("UIKit names for custom info windows")
struct UIKitNamesTests {
    init() {
        TestResources.install()
    }

    @Test("UIColor(red:green:blue:alpha:) takes CGFloat values as UIKit code passes them")
    func colorFromCGFloat() {
        let red: CGFloat = 0.2, green: CGFloat = 0.4, blue: CGFloat = 0.6, alpha: CGFloat = 0.8
        let color = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        #expect(color == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
        #expect(UIColor.white.withAlphaComponent(0.5).alpha == 0.5)
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1) == Color(red: 1, green: 0, blue: 0.5), "clamped to 0…1")
    }

    @Test("UIColor(hue:saturation:brightness:alpha:) converts to sRGB; the hue wraps")
    func colorFromHSB() {
        func near(_ a: UIColor, _ b: UIColor) -> Bool {
            abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9 && a.alpha == b.alpha
        }
        #expect(near(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red))
        #expect(near(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .green))
        #expect(near(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), .blue))
        #expect(near(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red), "hue 1 is hue 0")
        #expect(near(UIColor(hue: 0.3, saturation: 0, brightness: 0.5, alpha: 0.5), UIColor(white: 0.5, alpha: 0.5)))
        #expect(near(UIColor(hue: .nan, saturation: .nan, brightness: 1, alpha: 1), .white), "NaN never crashes")
    }

    @Test("cgColor and UIColor(cgColor:) are the colour itself; system colours are UIKit's light values")
    func cgColorAndSystemColors() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let cg: CGColor = color.cgColor
        #expect(UIColor(cgColor: cg) == color)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label == .black && UIColor.systemBackground == .white)
    }

    @Test("C4 UIFont.systemFont(ofSize:), boldSystemFont(ofSize:) and systemFont(ofSize:weight:)")
    func fonts() {
        let regular = UIFont.systemFont(ofSize: 14)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(regular.pointSize == 14 && regular.weight == .regular)
        #expect(bold.pointSize == 17 && bold.weight == .bold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .bold) == UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12, weight: .regular) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont(name: "DejaVu Sans", size: 11)?.family == "DejaVu Sans")
    }

    @Test("C4 UIKit's named weights compile and draw as the nearer of regular and bold")
    func namedWeights() {
        for weight: UIFont.Weight in [.ultraLight, .thin, .light, .medium, .regular] {
            #expect(UIFont.systemFont(ofSize: 14, weight: weight).weight == .regular)
        }
        for weight: UIFont.Weight in [.semibold, .bold, .heavy, .black] {
            #expect(UIFont.systemFont(ofSize: 14, weight: weight).weight == .bold)
        }
    }

    @Test("UILabel, UIImageView(image:), contentMode and NSTextAlignment read as in UIKit")
    func viewsReadAsUIKit() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 15)
        label.textColor = .darkGray
        label.numberOfLines = 0
        let alignment: NSTextAlignment = .center
        label.textAlignment = alignment
        #expect(label.textAlignment == .center && label.numberOfLines == 0)

        let house = try #require(UIImage(named: "house"))
        let imageView = UIImageView(image: house)
        #expect(imageView.frame.size == house.size, "init(image:) sizes the view to the image")
        let mode: UIView.ContentMode = .scaleAspectFit
        imageView.contentMode = mode
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).image == nil)
    }

    @Test("C10 UIImage(named:) is nil for a missing name or one that leaves the image folders")
    func missingImages() {
        #expect(UIImage(named: "no-such-picture") == nil)
        #expect(UIImage(named: "../Resources/house") == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "/etc/hostname") == nil, "an absolute path outside the search paths")
    }

    @Test("UIView.center moves the frame and keeps its size")
    func center() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 20, y: 10))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test("C5 view.layer holds the view's box: corner radius, border, masksToBounds, background, opacity")
    func layerProxy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.masksToBounds = true
        view.layer.backgroundColor = UIColor.white.cgColor
        view.layer.opacity = 0.5
        #expect(view.cornerRadius == 8 && view.borderWidth == 2 && view.borderColor == .red)
        #expect(view.clipsToBounds && view.backgroundColor == .white && view.alpha == 0.5)
        #expect(view.layer.cornerRadius == 8 && view.layer.borderColor == .red && view.layer.opacity == 0.5)
        view.layer.borderColor = nil
        #expect(view.borderColor == .clear, "as on iOS, a nil border colour draws no border")
    }

    @Test("C5 a border and rounded corners set through the layer are drawn")
    func layerIsDrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        let image = view.snapshot()
        #expect(pixel(image, x: 0, y: 0) >> 24 == 0, "the rounded corner is transparent")
        let edge = pixel(image, x: 1, y: 20)
        #expect(edge & 0xff > 200 && (edge >> 16) & 0xff < 40, "the left edge is the blue border")
        let middle = pixel(image, x: 20, y: 20)
        #expect(middle == 0xFFFF_FFFF, "the inside is the white background")
    }

    /// The premultiplied ARGB word of one pixel.
    private func pixel(_ image: UIImage, x: Int, y: Int) -> UInt32 {
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        }
    }

    @Test("UIEdgeInsets(top:left:bottom:right:) and .zero")
    func edgeInsets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
