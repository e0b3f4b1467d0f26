import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Polylines with dots at their vertices, in the view's own coordinates: the drawing hook the
/// benchmark's chart (`infowindow-bench --chart`) uses, so the chart is drawn by the library's own
/// Cairo code. Published as SPI (`@_spi(Benchmarks) import InfoWindowKit`), not as API.
@_spi(Benchmarks) public final class PlotView: View {
    /// One line of the plot.
    public struct Series: Sendable {
        /// The vertices, in points in the view's coordinates (y down).
        public var points: [CGPoint]
        /// Colour of the line and its dots.
        public var color: Color
        /// Width of the line, points; 0 draws no line. Default 2.
        public var lineWidth: CGFloat
        /// Dash pattern, points (on, off, …); empty (the default) draws a solid line.
        public var dash: [Double]
        /// Radius of the dot drawn at each vertex, points; 0 draws none. Default 3.5.
        public var dotRadius: CGFloat

        /// Creates a series.
        public init(points: [CGPoint], color: Color, lineWidth: CGFloat = 2, dash: [Double] = [],
                    dotRadius: CGFloat = 3.5) {
            self.points = points
            self.color = color
            self.lineWidth = lineWidth
            self.dash = dash
            self.dotRadius = dotRadius
        }
    }

    /// The lines, drawn in order (later ones on top). Default none.
    public var series: [Series] = [] { didSet { setNeedsDisplay() } }

    /// Creates an empty plot with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    package override func drawContent(in canvas: Canvas) {
        for line in series {
            let points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
            if line.lineWidth > 0, points.count > 1 {
                var path = Path()
                path.move(to: points[0])
                for p in points.dropFirst() { path.line(to: p) }
                canvas.stroke(path, color: line.color, lineWidth: line.lineWidth, dash: line.dash)
            }
            guard line.dotRadius > 0 else { continue }
            for p in points {
                var dot = Path()
                dot.arc(center: p, radius: line.dotRadius, start: 0, end: 2 * .pi)
                dot.close()
                canvas.fill(dot, color: line.color)
            }
        }
    }
}
