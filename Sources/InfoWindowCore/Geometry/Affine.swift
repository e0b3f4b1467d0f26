import Foundation

/// A 2-D affine transform `p' = (a·x + c·y + tx, b·x + d·y + ty)`, the same layout as Cairo's and
/// Core Graphics' matrices. (Foundation on Linux has no `CGAffineTransform`.)
@usableFromInline
package struct Affine: Hashable, Sendable {
    @usableFromInline package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = Affine()

    @inlinable
    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A clockwise rotation on screen (y points down) by `degrees`.
    @inlinable
    package static func rotation(degrees: Double) -> Affine {
        let r = degrees * .pi / 180
        return Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
    }

    @inlinable
    package static func translation(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }

    static func scale(_ sx: Double, _ sy: Double) -> Affine { Affine(a: sx, d: sy) }

    /// `self` applied after `first`.
    @inlinable
    package func concatenating(_ first: Affine) -> Affine {
        Affine(a: a * first.a + c * first.b,
               b: b * first.a + d * first.b,
               c: a * first.c + c * first.d,
               d: b * first.c + d * first.d,
               tx: a * first.tx + c * first.ty + tx,
               ty: b * first.tx + d * first.ty + ty)
    }

    @inlinable
    package func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The linear part applied to a vector (no translation).
    func applyVector(_ v: CGPoint) -> CGPoint {
        CGPoint(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The bounding box of `rect` after the transform.
    @inlinable
    package func boundingBox(of rect: CGRect) -> CGRect {
        // The transformed rectangle is a parallelogram: origin plus the two transformed edge vectors.
        let o = apply(rect.origin)
        let ex = CGPoint(x: a * rect.width, y: b * rect.width)
        let ey = CGPoint(x: c * rect.height, y: d * rect.height)
        let minX = o.x + min(0, ex.x) + min(0, ey.x), maxX = o.x + max(0, ex.x) + max(0, ey.x)
        let minY = o.y + min(0, ex.y) + min(0, ey.y), maxY = o.y + max(0, ex.y) + max(0, ey.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
