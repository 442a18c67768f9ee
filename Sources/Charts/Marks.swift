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
    var angle: Double = 0
    var innerRadiusRatio: Double = 0
    var style: AnyShapeStyle?
    var series: String?
    var lineWidth: CGFloat?
    var cornerRadius: CGFloat = 0
    var symbolSize: CGFloat?
    var opacity: Double = 1

    init(_ kind: Kind) { self.kind = kind }
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

/// A line through points, one per x value (series split with `foregroundStyle(by:)`).
public struct LineMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.line); mark.x = x.value; mark.y = y.value; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(.line); mark.x = x.value; mark.y = y.value
        if case .category(let name) = series.value { mark.series = name }
        self.mark = mark
    }
}

/// A bar from the baseline (or between `start` and `end`).
public struct BarMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar); mark.x = x.value; mark.y = y.value; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.bar); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.y = y.value; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.bar); mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
}

/// The area under a line (or between `yStart` and `yEnd`).
public struct AreaMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area); mark.x = x.value; mark.y = y.value; self.mark = mark
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.area); mark.x = x.value; mark.yStart = yStart.value; mark.yEnd = yEnd.value; self.mark = mark
    }
}

/// A symbol at a point.
public struct PointMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.point); mark.x = x.value; mark.y = y.value; self.mark = mark
    }
}

/// A horizontal (`y:`) or vertical (`x:`) rule across the plot.
public struct RuleMark: _MarkContent {
    public let mark: ChartMark
    public init<Y: Plottable>(y: PlottableValue<Y>) { var mark = ChartMark(.rule); mark.y = y.value; self.mark = mark }
    public init<X: Plottable>(x: PlottableValue<X>) { var mark = ChartMark(.rule); mark.x = x.value; self.mark = mark }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule); mark.xStart = xStart.value; mark.xEnd = xEnd.value; mark.y = y.value; self.mark = mark
    }
}

/// A rectangle at a point or over ranges.
public struct RectangleMark: _MarkContent {
    public let mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle); mark.x = x.value; mark.y = y.value; self.mark = mark
    }
}

/// A pie or donut slice of `angle` (iOS 17).
public struct SectorMark: _MarkContent {
    public let mark: ChartMark
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat = 0) {
        var mark = ChartMark(.sector)
        if case .number(let value) = angle.value { mark.angle = value }
        if case .ratio(let ratio) = innerRadius.kind { mark.innerRadiusRatio = ratio }
        self.mark = mark
    }
}

/// A mark's width or height.
public struct MarkDimension: Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(Double), inset(CGFloat) }
    let kind: Kind
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
}

extension MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

/// How bars and areas of several series stack.
public struct MarkStackingMethod: Sendable {
    public static let standard = MarkStackingMethod()
    public static let normalized = MarkStackingMethod()
    public static let center = MarkStackingMethod()
    public static let unstacked = MarkStackingMethod()
}
