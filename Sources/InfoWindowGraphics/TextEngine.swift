internal import CCairo
import Foundation
import InfoWindowCore

/// The one Pango font map and context every text layout is made from. Pinned settings keep pixels
/// identical from run to run: greyscale antialiasing, no hinting, unhinted metrics, sub-pixel glyph
/// positions — so a layout measured in points draws the same at every scale.
///
/// Pango's font map and context are not safe to use from two threads at once, and every layout made from
/// them reads them while it is measured or drawn. So every call into Pango, from any thread, runs with
/// ``lock`` held (``TextLayout`` takes it in each method); the engine itself is reached only that way.
final class TextEngine: @unchecked Sendable {
    /// The shared engine; use it only while holding ``lock``.
    static let shared = TextEngine()
    /// Held around every use of Pango. Recursive: a layout's methods call one another.
    static let lock = NSRecursiveLock()

    let context: OpaquePointer
    private let fontMap: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]

    /// Families tried after a font's own, for scripts it lacks (Chinese, Japanese, Korean).
    static let fallbackFamilies = "Noto Sans CJK TC"

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_cairo_context_set_resolution(context, 72)
    }

    /// The Pango description for `font` (cached; owned by the engine).
    func description(for font: Font) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        let families = font.family + "," + Self.fallbackFamilies
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// A fresh layout on the shared context.
    func makeLayout() -> OpaquePointer {
        pango_layout_new(context)
    }
}
