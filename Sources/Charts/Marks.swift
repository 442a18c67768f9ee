import Foundation
import SwiftUI

/// One mark of a chart, resolved from `LineMark`, `BarMark`, `AreaMark`, `PointMark`, `RuleMark`,
/// `RectangleMark` or `SectorMark` and their modifiers.
public struct ChartMark {
    /// The mark types.
    public enum Kind: Sendable { case line, bar, area, point, rule, rectangle, sector }
    var kind: Kind
    var x: PlotValue?
    var y: PlotValue?
    var xStart: PlotValue?
    var xEnd: PlotValue?
    var yStart: PlotValue?
    var yEnd: PlotValue?
    /// Fixed positions in points from the plot's leading or bottom edge (the `CGFloat?` arguments:
    /// `nil` is the plot's edge).
    var xStartPoints: CGFloat?
    var xEndPoints: CGFloat?
    var yStartPoints: CGFloat?
    var yEndPoints: CGFloat?
    /// Whether `xStart…xEnd` (or `yStart…yEnd`) is one bin of a binned value, so the mark stands
    /// on that bin rather than spanning between two values.
    var binnedX = false
    var binnedY = false
    /// Whether that bin is a calendar unit, which bars fill only a share of, as a band.
    var unitBinX = false
    var unitBinY = false
    /// Whether stacking set `xStart…xEnd` (or `yStart…yEnd`): a stack's base of zero does not
    /// widen the scale's domain by itself.
    var stackedX = false
    var stackedY = false

    /// Whether the mark stands on a stack's base of zero, drawn from the scale's baseline (zero,
    /// or the domain's edge nearest it) like an unstacked bar.
    var stackBaseX: Bool { stackedX && xStart == .number(0) }
    var stackBaseY: Bool { stackedY && yStart == .number(0) }
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var style: AnyShapeStyle?
    var series: String?
    /// The separate line of a `LineMark(series:)` or `AreaMark(series:)`.
    var lineSeries: String?
    /// Side-by-side placement from `position(by:)`: this mark's group value.
    var dodgeGroup: String?
    var dodgeSpan: MarkDimension = .automatic
    /// The series of `lineStyle(by:)`, which picks the dash pattern.
    var dashSeries: String?
    /// The series of `symbol(by:)`, which picks the symbol.
    var symbolSeries: String?
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    /// The shape a bar or rectangle is clipped to, fitted to its frame (`clipShape(.capsule)`).
    var clipShape: AnyShape?
    var symbolSize: CGFloat?
    var symbol: AnyChartSymbolShape?
    /// A view drawn as the symbol instead of a shape.
    var symbolView: AnyView?
    var opacity: Double = 1
    var interpolation: InterpolationMethod = .linear
    var annotations: [ChartAnnotation] = []
    /// Points the mark's start and end edges (or its position) move by.
    var offset = (start: CGSize.zero, end: CGSize.zero)
    var zIndex: Double = 0
    /// A function plot's function, sampled into marks once the chart's x domain is known.
    var function: ChartFunction?

    init(_ kind: Kind) { self.kind = kind }

    /// The axis of a one-dimensional bar, `BarMark(x: .value("Count", 31))` (or `y:`): a length along
    /// that axis from zero, stacked end to end with the others, across the whole plot the other way,
    /// as Swift Charts draws it; nil for other marks.
    var oneDimensionalAxis: Axis? {
        guard kind == .bar, xStart == nil, xEnd == nil, yStart == nil, yEnd == nil else { return nil }
        if case .number? = x, y == nil { return .horizontal }
        if case .number? = y, x == nil { return .vertical }
        return nil
    }

    /// Sets x from a plottable value: a range value (a bin or a date `unit`) spans its bin for bars
    /// and rectangles, and sits in its middle for other marks.
    mutating func setX<V: Plottable>(_ value: PlottableValue<V>) {
        if let end = value.rangeEnd {
            if kind == .bar || kind == .rectangle { xStart = value.value; xEnd = end; binnedX = true; unitBinX = value.isCalendarUnit } else { x = PlotValue.middle(value.value, end) }
        } else {
            x = value.value
        }
    }

    /// Sets y as `setX` sets x.
    mutating func setY<V: Plottable>(_ value: PlottableValue<V>) {
        if let end = value.rangeEnd {
            if kind == .bar || kind == .rectangle { yStart = value.value; yEnd = end; binnedY = true; unitBinY = value.isCalendarUnit } else { y = PlotValue.middle(value.value, end) }
        } else {
            y = value.value
        }
    }

    /// Puts the mark in a `lineStyle(by:)` series: a line of its own, with that series' dashes.
    mutating func setDashSeries(_ name: String) { lineSeries = name; dashSeries = name }

    /// Puts the mark in a `symbol(by:)` series: that series' symbol, and a line of its own unless
    /// it has one.
    mutating func setSymbolSeries(_ name: String) { symbolSeries = name; lineSeries = lineSeries ?? name }

    /// The series value of a `series:` argument.
    static func seriesName<S: Plottable>(_ series: PlottableValue<S>) -> String { series.value.seriesName }
}

extension PlotValue {
    /// The value halfway between two numbers or dates (`a` for categories).
    static func middle(_ a: PlotValue, _ b: PlotValue) -> PlotValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number((x + y) / 2)
        case let (.date(x), .date(y)): return .date(Date(timeIntervalSince1970: (x.timeIntervalSince1970 + y.timeIntervalSince1970) / 2))
        default: return a
        }
    }

    /// The name of a series (or legend entry) for this value.
    var seriesName: String {
        switch self {
        case .category(let category): return category
        case .number(let number): return ChartScale.format(number)
        case .date(let date): return date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// A mark type: its resolved mark, and a view conformance so it can be built inside `ForEach`.
@MainActor @preconcurrency
public protocol _MarkContent: ChartContent {
    var mark: ChartMark { get }
}

extension _MarkContent {
    public var _marks: [ChartMark] { [mark] }
    public var body: some View { EmptyView() }
}

/// A line through points, one per x value (series split with `foregroundStyle(by:)` or `series:`).
public struct LineMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.line); mark.setX(x); mark.setY(y); self.mark = mark
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(.line); mark.setX(x); mark.setY(y); mark.lineSeries = ChartMark.seriesName(series)
        self.mark = mark
    }
}

/// A bar from the baseline (stacked on the bars before it at the same position), or between a
/// start and an end value.
public struct BarMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar); mark.setX(x); mark.setY(y)
        mark.width = width; mark.height = height; mark.stacking = stacking; self.mark = mark
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar); mark.setX(x); mark.yStartPoints = yStart; mark.yEndPoints = yEnd
        mark.width = width; mark.stacking = stacking; self.mark = mark
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar); mark.setY(y); mark.xStartPoints = xStart; mark.xEndPoints = xEnd
        mark.height = height; mark.stacking = stacking; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.bar); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.setY(y); mark.height = height
        self.mark = mark
    }
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = ChartMark(.bar); mark.xStart = xStart.value; mark.xEnd = xEnd.value
        mark.yStartPoints = yStart; mark.yEndPoints = yEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.bar); mark.setX(x); mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.width = width
        self.mark = mark
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.bar); mark.yStart = yStart.value; mark.yEnd = yEnd.value
        mark.xStartPoints = xStart; mark.xEndPoints = xEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.bar); mark.xStart = xStart.value; mark.xEnd = xEnd.value
        mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
}

/// The area under a line (stacked on the series before it), or between a start and an end value.
public struct AreaMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area); mark.setX(x); mark.setY(y); mark.stacking = stacking; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.area); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.setY(y); self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.area); mark.setX(x); mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area); mark.setX(x); mark.setY(y); mark.stacking = stacking
        mark.lineSeries = ChartMark.seriesName(series); self.mark = mark
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var mark = ChartMark(.area); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.setY(y)
        mark.lineSeries = ChartMark.seriesName(series); self.mark = mark
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var mark = ChartMark(.area); mark.setX(x); mark.yStart = yStart.value; mark.yEnd = yEnd.value
        mark.lineSeries = ChartMark.seriesName(series); self.mark = mark
    }
}

/// A symbol at a point (or along one edge when one coordinate is a fixed position).
public struct PointMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.point); mark.setX(x); mark.setY(y); self.mark = mark
    }
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        var mark = ChartMark(.point); mark.setX(x); mark.yStartPoints = y; self.mark = mark
    }
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        var mark = ChartMark(.point); mark.setY(y); mark.xStartPoints = x; self.mark = mark
    }
}

/// A horizontal (`y:`) or vertical (`x:`) rule, across the plot or between a start and an end.
public struct RuleMark: _MarkContent {
    public let mark: ChartMark
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule); mark.setY(y); mark.xStartPoints = xStart; mark.xEndPoints = xEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.setY(y); self.mark = mark
    }
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        var mark = ChartMark(.rule); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.yStartPoints = y; self.mark = mark
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = ChartMark(.rule); mark.setX(x); mark.yStartPoints = yStart; mark.yEndPoints = yEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rule); mark.setX(x); mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rule); mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.xStartPoints = x; self.mark = mark
    }
}

/// A rectangle at a point (`width` × `height`, 20 × 20 by default) or over ranges.
public struct RectangleMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.setX(x); mark.setY(y); mark.width = width; mark.height = height; self.mark = mark
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.setX(x); mark.yStartPoints = yStart; mark.yEndPoints = yEnd; mark.width = width
        self.mark = mark
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.setY(y); mark.xStartPoints = xStart; mark.xEndPoints = xEnd; mark.height = height
        self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.setY(y); mark.height = height
        self.mark = mark
    }
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = ChartMark(.rectangle); mark.xStart = xStart.value; mark.xEnd = xEnd.value
        mark.yStartPoints = yStart; mark.yEndPoints = yEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.setX(x); mark.yStart = yStart.value; mark.yEnd = yEnd.value; mark.width = width
        self.mark = mark
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rectangle); mark.yStart = yStart.value; mark.yEnd = yEnd.value
        mark.xStartPoints = xStart; mark.xEndPoints = xEnd; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rectangle); mark.xStart = xStart.value; mark.xEnd = xEnd.value
        mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = ChartMark(.rectangle); mark.xStartPoints = xStart; mark.xEndPoints = xEnd
        mark.yStartPoints = yStart; mark.yEndPoints = yEnd; self.mark = mark
    }
}

/// A pie or donut slice of `angle` (iOS 17): radii as points, a ratio of the pie's radius or an
/// inset from it; `angularInset` points of gap on each side.
public struct SectorMark: _MarkContent {
    public let mark: ChartMark
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMark(.sector)
        if case .number(let value) = angle.value { mark.angle = value }
        mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset ?? 0
        self.mark = mark
    }
}
