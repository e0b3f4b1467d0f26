internal import CSDL2
import Foundation
import InfoWindowKit

/// The short message at the bottom of the window ("Info window for marker Sydney closed."), drawn as a
/// label on a dark rounded plate and removed when its time is up.
@MainActor
struct MessageOverlay {
    /// The message shown, nil when none.
    private(set) var text: String?
    private var shownUntil: TimeInterval = 0
    private var texture: SDLTexture?
    private var textureText: String?
    private var textureScale: CGFloat = 0

    var isVisible: Bool { text != nil }

    /// When the shown message goes away; nil when none is shown.
    var deadline: TimeInterval? { text == nil ? nil : shownUntil }

    mutating func show(_ message: String, until time: TimeInterval) {
        text = message
        shownUntil = time
    }

    /// Removes the message when its time has come; true when it did.
    mutating func expire(at time: TimeInterval) -> Bool {
        guard text != nil, time >= shownUntil else { return false }
        text = nil
        return true
    }

    package mutating func draw(renderer: OpaquePointer, scale: CGFloat, viewSize: CGSize) {
        guard let text else { return }
        if textureText != text || textureScale != scale || texture == nil {
            texture = makeTexture(text, renderer: renderer, scale: scale, maxWidth: viewSize.width - 32)
            textureText = text
            textureScale = scale
        }
        guard let texture else { return }
        let w = Int32(texture.width), h = Int32(texture.height)
        var destination = SDL_Rect(x: (Int32(viewSize.width * scale) - w) / 2, y: Int32(viewSize.height * scale) - h - Int32(16 * scale),
                                   w: w, h: h)
        SDL_RenderCopy(renderer, texture.texture, nil, &destination)
    }

    private func makeTexture(_ text: String, renderer: OpaquePointer, scale: CGFloat, maxWidth: CGFloat) -> SDLTexture? {
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: 14)
        label.textColor = .white
        label.numberOfLines = 2
        label.textAlignment = .center
        let size = label.sizeThatFits(CGSize(width: max(40, maxWidth - 24), height: 100))
        label.frame = CGRect(x: 12, y: 8, width: size.width, height: size.height)
        let plate = View(frame: CGRect(x: 0, y: 0, width: size.width + 24, height: size.height + 16))
        plate.backgroundColor = Color(white: 0.1, alpha: 0.85)
        plate.cornerRadius = 8
        plate.addSubview(label)
        let image = plate.snapshot(scale: scale)
        guard let texture = SDLTexture(renderer: renderer, width: image.pixelWidth, height: image.pixelHeight) else { return nil }
        // The image is premultiplied; SDL's blend mode wants straight alpha.
        image.withUnsafePixelBytes { pixels, bytesPerRow in
            var straight = [UInt8](pixels)
            for i in stride(from: 0, to: straight.count - 3, by: 4) {
                let a = Int(straight[i + 3])
                guard a > 0 && a < 255 else { continue }
                for c in 0..<3 { straight[i + c] = UInt8(min(255, Int(straight[i + c]) * 255 / a)) }
            }
            straight.withUnsafeBytes { texture.update($0, bytesPerRow: bytesPerRow) }
        }
        SDL_SetTextureBlendMode(texture.texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}
