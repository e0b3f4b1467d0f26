/// `<LineStyle>`: how lines (LineString, LinearRing, polygon outlines) are drawn.
public struct KMLLineStyle: Sendable, Equatable {
    /// `<color>`, nil when not given (KML's default: opaque white).
    public var color: KMLColor?
    /// `<width>` in pixels, nil when not given (KML's default: 1).
    public var width: Double?

    /// A line style.
    public init(color: KMLColor? = nil, width: Double? = nil) {
        self.color = color
        self.width = width
    }
}

/// `<PolyStyle>`: how polygons are filled and outlined.
public struct KMLPolyStyle: Sendable, Equatable {
    /// `<color>` of the fill, nil when not given.
    public var color: KMLColor?
    /// `<fill>`: whether the polygon is filled (KML's default true).
    public var fill: Bool?
    /// `<outline>`: whether the outline is drawn with the LineStyle (KML's default true).
    public var outline: Bool?

    /// A polygon style.
    public init(color: KMLColor? = nil, fill: Bool? = nil, outline: Bool? = nil) {
        self.color = color
        self.fill = fill
        self.outline = outline
    }
}

/// `<IconStyle>`: the marker icon of a Point placemark.
public struct KMLIconStyle: Sendable, Equatable {
    /// `<Icon><href>`: the image's URL or path, as written.
    public var href: String?
    /// `<scale>` (KML's default 1).
    public var scale: Double?
    /// `<heading>` in degrees clockwise from north (KML's default 0).
    public var heading: Double?
    /// `<color>` the icon is tinted with.
    public var color: KMLColor?

    /// An icon style.
    public init(href: String? = nil, scale: Double? = nil, heading: Double? = nil, color: KMLColor? = nil) {
        self.href = href
        self.scale = scale
        self.heading = heading
        self.color = color
    }
}

/// `<BalloonStyle>`: the info window ("balloon") shown for a placemark.
public struct KMLBalloonStyle: Sendable, Equatable {
    /// `<text>`, often HTML with `$[name]`/`$[description]` placeholders, as written.
    public var text: String?
    /// `<bgColor>`.
    public var backgroundColor: KMLColor?

    /// A balloon style.
    public init(text: String? = nil, backgroundColor: KMLColor? = nil) {
        self.text = text
        self.backgroundColor = backgroundColor
    }
}

/// `<Style>`: a placemark's look, shared (with an `id`, used through `<styleUrl>#id`) or inline.
public struct KMLStyle: Sendable, Equatable {
    /// The `id` attribute, nil for an inline style.
    public var id: String?
    /// `<LineStyle>`, nil when absent.
    public var line: KMLLineStyle?
    /// `<PolyStyle>`, nil when absent.
    public var polygon: KMLPolyStyle?
    /// `<IconStyle>`, nil when absent.
    public var icon: KMLIconStyle?
    /// `<BalloonStyle>`, nil when absent.
    public var balloon: KMLBalloonStyle?

    /// A style.
    public init(id: String? = nil, line: KMLLineStyle? = nil, polygon: KMLPolyStyle? = nil,
                icon: KMLIconStyle? = nil, balloon: KMLBalloonStyle? = nil) {
        self.id = id
        self.line = line
        self.polygon = polygon
        self.icon = icon
        self.balloon = balloon
    }

    /// This style's values over `base`'s, value by value: KML's rule for an inline style that
    /// refines a shared one. Keeps `base`'s id.
    public func applied(over base: KMLStyle) -> KMLStyle {
        var result = base
        if let line {
            result.line = KMLLineStyle(color: line.color ?? base.line?.color, width: line.width ?? base.line?.width)
        }
        if let polygon {
            result.polygon = KMLPolyStyle(color: polygon.color ?? base.polygon?.color, fill: polygon.fill ?? base.polygon?.fill,
                                          outline: polygon.outline ?? base.polygon?.outline)
        }
        if let icon {
            result.icon = KMLIconStyle(href: icon.href ?? base.icon?.href, scale: icon.scale ?? base.icon?.scale,
                                       heading: icon.heading ?? base.icon?.heading, color: icon.color ?? base.icon?.color)
        }
        if let balloon {
            result.balloon = KMLBalloonStyle(text: balloon.text ?? base.balloon?.text,
                                             backgroundColor: balloon.backgroundColor ?? base.balloon?.backgroundColor)
        }
        return result
    }
}

/// `<StyleMap>`: a placemark's normal and highlighted (pointer-over, selected) styles.
public struct KMLStyleMap: Sendable, Equatable {
    /// One `<Pair>`'s style: a `<styleUrl>`, an inline `<Style>`, or both (the inline applies over it).
    public struct Entry: Sendable, Equatable {
        /// `<styleUrl>` as written (`#id`, or `file.kml#id` for another file).
        public var styleURL: String?
        /// An inline `<Style>` in the pair.
        public var style: KMLStyle?

        /// An entry.
        public init(styleURL: String? = nil, style: KMLStyle? = nil) {
            self.styleURL = styleURL
            self.style = style
        }
    }

    /// The `id` attribute.
    public var id: String
    /// The `<Pair>` whose `<key>` is `normal`.
    public var normal: Entry?
    /// The `<Pair>` whose `<key>` is `highlight`.
    public var highlight: Entry?

    /// A style map.
    public init(id: String, normal: Entry? = nil, highlight: Entry? = nil) {
        self.id = id
        self.normal = normal
        self.highlight = highlight
    }
}
