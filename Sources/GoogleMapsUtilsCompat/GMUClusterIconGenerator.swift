import Foundation
import GoogleMapsCompat
import InfoWindowGraphics
import InfoWindowScene

/// The library's cluster icon maker: the image for a cluster of `size` items.
@MainActor
public protocol GMUClusterIconGenerator: AnyObject {
    /// The icon of a cluster of `size` items (nil: the default pin).
    func icon(forSize size: UInt) -> UIImage?
}

/// The library's default icons: a disc with the count ("10+", "50+" … at and above each bucket, the exact
/// count below the first), its colour or background image chosen by bucket. Beyond the library, the
/// text's colour and font are settable (issue 24: the text was always white).
///
/// Buckets must be positive and ascending; colours or images pair with buckets (the first for counts
/// below the second bucket …). What does not fit is mended, never a crash (D161): buckets are sorted
/// and non-positive ones dropped (none left: the defaults), and a missing colour or image repeats the last.
@MainActor
public final class GMUDefaultClusterIconGenerator: GMUClusterIconGenerator {
    /// The library's default buckets: 10, 50, 100, 200, 1000.
    public static let defaultBuckets: [UInt] = [10, 50, 100, 200, 1000]
    /// The default bucket colours, blue to red (as the library's).
    public static let defaultColors: [UIColor] = ClusterIconPainter.defaultColors

    /// The bucket thresholds, ascending.
    public let buckets: [UInt]
    private let colors: [UIColor]
    private let images: [UIImage]
    private var cache: [String: UIImage] = [:]

    /// The count's colour. Default white.
    public var iconTextColor: UIColor = ClusterIconPainter.defaultTextColor { didSet { cache.removeAll() } }
    /// The count's font. Default bold system font of 14 points.
    public var iconFont: UIFont = ClusterIconPainter.defaultFont { didSet { cache.removeAll() } }

    /// Icons with the default buckets and colours.
    public convenience init() {
        self.init(buckets: Self.defaultBuckets, colors: Self.defaultColors, images: [])
    }

    /// Icons with `buckets` and the default colours.
    public convenience init(buckets: [NSNumber]) {
        self.init(buckets: buckets.map { UInt(max(0, $0.intValue)) }, colors: Self.defaultColors, images: [])
    }

    /// Icons with `buckets`, each bucket's count drawn over its image in `backgroundImages`.
    public convenience init(buckets: [NSNumber], backgroundImages: [UIImage]) {
        self.init(buckets: buckets.map { UInt(max(0, $0.intValue)) }, colors: Self.defaultColors, images: backgroundImages)
    }

    /// Icons with `buckets`, each bucket's disc in its colour of `backgroundColors`.
    public convenience init(buckets: [NSNumber], backgroundColors: [UIColor]) {
        self.init(buckets: buckets.map { UInt(max(0, $0.intValue)) }, colors: backgroundColors, images: [])
    }

    init(buckets: [UInt], colors: [UIColor], images: [UIImage]) {
        let cleaned = Array(Set(buckets.filter { $0 > 0 })).sorted()
        self.buckets = cleaned.isEmpty ? Self.defaultBuckets : cleaned
        self.colors = colors.isEmpty ? Self.defaultColors : colors
        self.images = images
    }

    /// The bucket a count falls in: the last bucket ≤ size, or 0 below the first.
    func bucketIndex(forSize size: UInt) -> Int {
        buckets.lastIndex { $0 <= size } ?? 0
    }

    /// The text on the icon: the exact count below the first bucket, otherwise "bucket+".
    public func text(forSize size: UInt) -> String {
        guard let first = buckets.first, size >= first else { return "\(size)" }
        return "\(buckets[bucketIndex(forSize: size)])+"
    }

    /// The icon of a cluster of `size` items (cached per text and bucket).
    public func icon(forSize size: UInt) -> UIImage? {
        let text = text(forSize: size)
        let bucket = bucketIndex(forSize: size)
        let key = "\(bucket)|\(text)"
        if let cached = cache[key] { return cached }
        let made = draw(text: text, bucket: bucket)
        cache[key] = made
        return made
    }

    private func draw(text: String, bucket: Int) -> UIImage {
        let image = images.isEmpty ? nil : images[min(bucket, images.count - 1)]
        return ClusterIconPainter.draw(text: text, font: iconFont, textColor: iconTextColor,
                                       fill: colors[min(bucket, colors.count - 1)], image: image)
    }
}
