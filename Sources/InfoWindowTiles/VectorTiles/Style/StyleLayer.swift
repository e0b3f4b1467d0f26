import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One layer of a style, parsed: what it draws, from which source layer, when, and its typed layout
/// and paint (``FillPaint``, ``LineLayout`` and ``LinePaint``, …). Properties the kind does not have
/// were left out with a warning when the style was read.
struct StyleLayer: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case background, fill, line, symbol, circle
    }

    /// A layer's typed properties, by kind.
    enum Properties: Sendable {
        case background(BackgroundPaint)
        case fill(FillPaint)
        case line(LineLayout, LinePaint)
        case symbol(SymbolLayout, SymbolPaint)
        case circle(CirclePaint)
    }

    /// The layer's `id`.
    var id: String
    /// What it draws and how.
    var properties: Properties
    /// The `source-layer` (nil for background).
    var sourceLayer: String?
    /// Drawn from this style zoom on (inclusive).
    var minZoom: Double = 0
    /// Drawn below this style zoom (exclusive).
    var maxZoom: Double = 24
    /// Which features it draws; nil for all.
    var filter: StyleExpression?
    /// The layer's index in the style (its position in the drawing order).
    var index: Int

    init(id: String, properties: Properties, index: Int) {
        self.id = id
        self.properties = properties
        self.index = index
    }

    var kind: Kind {
        switch properties {
        case .background: return .background
        case .fill: return .fill
        case .line: return .line
        case .symbol: return .symbol
        case .circle: return .circle
        }
    }

    /// Whether the layer draws at style zoom `zoom`.
    func isVisible(atZoom zoom: Double) -> Bool {
        zoom >= minZoom && zoom < maxZoom
    }

    /// Whether the filter lets `feature` through.
    func passes(_ context: StyleContext) -> Bool {
        filter?.evaluate(context).isTrue ?? true
    }

    /// Every property that is not a constant, as its expression, layout first (for the fuzzer and tests).
    var expressions: [StyleExpression] {
        switch properties {
        case .background(let paint): return paint.expressions
        case .fill(let paint): return paint.expressions
        case .line(let layout, let paint): return layout.expressions + paint.expressions
        case .symbol(let layout, let paint): return layout.expressions + paint.expressions
        case .circle(let paint): return paint.expressions
        }
    }
}
