import Foundation
import SwiftUI

// Mark modifiers: each returns the marks with the change applied. Effects a still cannot show
// differently from the plain marks (accessibility, blur, shadow, masks, compositing) keep the
// marks as they are; docs/API-SHIMS.md lists them.
extension ChartContent {
    func mapMarks(_ change: (inout ChartMark) -> Void) -> _ChartContentGroup {
        _ChartContentGroup(marks: _marks.map { mark in
            var mark = mark
            change(&mark)
            return mark
        })
    }

    /// The marks' fill or stroke.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ChartContentGroup {
        let erased = AnyShapeStyle(style)
        return mapMarks { $0.style = erased }
    }

    /// Colours the marks by series (the default palette, in order of appearance) and adds a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup {
        let name = value.value.seriesName
        return mapMarks { $0.series = name }
    }

    /// Whether gradient styles span the plot area rather than each mark (not distinguished).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> _ChartContentGroup { mapMarks { _ in } }

    /// A line's or area's curve through its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> _ChartContentGroup { mapMarks { $0.interpolation = method } }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> _ChartContentGroup { mapMarks { $0.lineStyle = style } }

    /// Splits lines into series, each drawn with the next dash pattern of `ChartPlot.seriesDashes`.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup {
        let name = value.value.seriesName
        return mapMarks { $0.setDashSeries(name) }
    }

    /// The symbol of point marks, and of points on a line.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> _ChartContentGroup {
        let shape = AnyChartSymbolShape(symbol)
        return mapMarks { $0.symbol = shape }
    }

    /// A view as the symbol, centred on each point.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _ChartContentGroup {
        let view = AnyView(symbol())
        return mapMarks { $0.symbolView = view }
    }

    /// Gives each series the next of Swift Charts' symbols (circle, square, triangle, diamond,
    /// pentagon, plus, cross, asterisk), and splits lines into series.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup {
        let name = value.value.seriesName
        return mapMarks { $0.setSymbolSeries(name) }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ area: CGFloat) -> _ChartContentGroup { mapMarks { $0.symbolSize = area } }
    /// The symbol's size.
    public func symbolSize(_ size: CGSize) -> _ChartContentGroup { mapMarks { $0.symbolSize = size.width * size.height } }
    /// Symbol size by value (drawn at the default size).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup { mapMarks { _ in } }

    /// Rounds the corners of bars and rectangles (a sector's corners stay sharp).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> _ChartContentGroup {
        mapMarks { $0.cornerRadius = radius }
    }

    public func opacity(_ value: Double) -> _ChartContentGroup { mapMarks { $0.opacity *= value } }

    /// Places marks that share a position side by side, one slot per value, instead of stacking.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> _ChartContentGroup {
        let name = value.value.seriesName
        return mapMarks { $0.dodgeGroup = name; $0.dodgeSpan = span }
    }

    /// Moves the marks by points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ChartContentGroup {
        mapMarks { $0.offset.start.width += x; $0.offset.end.width += x; $0.offset.start.height += y; $0.offset.end.height += y }
    }
    public func offset(_ value: CGSize) -> _ChartContentGroup { offset(x: value.width, y: value.height) }
    /// Moves a vertical interval's ends separately.
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> _ChartContentGroup {
        mapMarks { $0.offset.start.width += x; $0.offset.end.width += x; $0.offset.start.height += yStart; $0.offset.end.height += yEnd }
    }
    /// Moves a horizontal interval's ends separately.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> _ChartContentGroup {
        mapMarks { $0.offset.start.width += xStart; $0.offset.end.width += xEnd; $0.offset.start.height += y; $0.offset.end.height += y }
    }
    /// Moves a rectangle's edges separately.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> _ChartContentGroup {
        mapMarks {
            $0.offset.start.width += xStart; $0.offset.end.width += xEnd; $0.offset.start.height += yStart; $0.offset.end.height += yEnd
        }
    }

    /// Draw order: higher values on top.
    public func zIndex(_ value: Double) -> _ChartContentGroup { mapMarks { $0.zIndex = value } }

    public func blur(radius: CGFloat) -> _ChartContentGroup { mapMarks { _ in } }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> _ChartContentGroup { mapMarks { _ in } }
    /// Clips bars and rectangles to `shape` fitted to each one's frame (a capsule rounds a bar's
    /// ends); other marks are drawn unclipped.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> _ChartContentGroup {
        let clip = AnyShape(shape)
        return mapMarks { $0.clipShape = clip }
    }
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> _ChartContentGroup { mapMarks { _ in } }
    public func compositingLayer() -> _ChartContentGroup { mapMarks { _ in } }
    public func compositingLayer<V: View>(style: (PlaceholderContentView<Self>) -> V) -> _ChartContentGroup { mapMarks { _ in } }

    public func accessibilityLabel(_ label: Text) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> _ChartContentGroup { mapMarks { _ in } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityValue(_ valueDescription: Text) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> _ChartContentGroup { mapMarks { _ in } }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityIdentifier(_ identifier: String) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityHidden(_ hidden: Bool) -> _ChartContentGroup { mapMarks { _ in } }
}
