import Foundation
import SwiftUI

/// The content of a plot graphing a function (Apple's `FunctionLinePlotContent` and
/// `FunctionAreaPlotContent`).
public struct _FunctionPlotContent {}

/// A function a `LinePlot` or `AreaPlot` graphs, sampled when the chart knows its x domain.
struct ChartFunction {
    enum Curve {
        /// y = f(x).
        case y(@Sendable (Double) -> Double)
        /// The area between two functions of x.
        case yRange(@Sendable (Double) -> (yStart: Double, yEnd: Double))
        /// (x, y) = f(t).
        case parametric(@Sendable (Double) -> (x: Double, y: Double))
    }
    let curve: Curve
    /// The domain of x (of t for a parametric curve); nil is the chart's x domain.
    let domain: ClosedRange<Double>?

    /// Points sampled across the domain (Mockup's choice: enough for a smooth curve at any plot width).
    static let segments = 240

    /// The marks drawing `mark`'s function across its domain, else `chartDomain`: a point at each
    /// sample, a run of finite values per line (a value that is NaN or infinite breaks the curve, as
    /// Apple asks functions to return where they are undefined). `plot` tells plots apart.
    func sampledMarks(of mark: ChartMark, chartDomain: ClosedRange<Double>, plot: Int) -> [ChartMark] {
        let domain = self.domain ?? chartDomain
        var marks: [ChartMark] = []
        var run = 0, inRun = false
        for index in 0...Self.segments {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(index) / Double(Self.segments)
            var point = mark
            point.function = nil
            point.stacking = .unstacked
            switch curve {
            case .y(let f):
                point.x = .number(t); point.y = .number(f(t))
            case .yRange(let f):
                let (start, end) = f(t)
                point.x = .number(t); point.yStart = .number(start); point.yEnd = .number(end)
            case .parametric(let f):
                let (x, y) = f(t)
                point.x = .number(x); point.y = .number(y)
            }
            guard [point.x, point.y, point.yStart, point.yEnd].allSatisfy({ $0.map(\.isFinite) ?? true }) else {
                if inRun { run += 1; inRun = false }
                continue
            }
            // A run of its own line; the control character keeps it apart from the code's series names.
            point.lineSeries = "\u{1}function \(plot).\(run)" + (mark.lineSeries.map { " \($0)" } ?? "")
            inRun = true
            marks.append(point)
        }
        return marks
    }

    /// `marks` with each function plot's mark replaced by its samples; `chartDomain` is the x domain
    /// the other marks give the chart.
    static func resolve(_ marks: [ChartMark], chartDomain: () -> ClosedRange<Double>) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let domain = chartDomain()
        var plot = 0
        return marks.flatMap { mark -> [ChartMark] in
            guard let function = mark.function else { return [mark] }
            plot += 1
            return function.sampledMarks(of: mark, chartDomain: domain, plot: plot)
        }
    }
}

extension PlotValue {
    /// Whether a number is finite (categories and dates always are).
    var isFinite: Bool { if case .number(let n) = self { return n.isFinite }; return true }
}

extension _Plot where Content == _FunctionPlotContent {
    init(_ kind: ChartMark.Kind, _ curve: ChartFunction.Curve, domain: ClosedRange<Double>?) {
        var mark = ChartMark(kind)
        mark.function = ChartFunction(curve: curve, domain: domain)
        content = _FunctionPlotContent()
        _marks = [mark]
    }
}

extension _Plot where Kind == _LinePlotKind, Content == _FunctionPlotContent {
    /// The graph of y = f(x) over `domain` (the chart's x domain when nil).
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(.line, .y(function), domain: domain)
    }
    @_disfavoredOverload
    public init(x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(.line, .y(function), domain: domain)
    }
    /// The graph of the parametric curve (x, y) = f(t) for t in `domain`.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(.line, .parametric(function), domain: domain)
    }
    @_disfavoredOverload
    public init(x: some StringProtocol, y: some StringProtocol, t: some StringProtocol, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(.line, .parametric(function), domain: domain)
    }
}

extension _Plot where Kind == _AreaPlotKind, Content == _FunctionPlotContent {
    /// The area between zero and y = f(x) over `domain` (the chart's x domain when nil).
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(.area, .y(function), domain: domain)
    }
    @_disfavoredOverload
    public init(x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(.area, .y(function), domain: domain)
    }
    /// The area between two functions of x over `domain` (the chart's x domain when nil).
    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(.area, .yRange(function), domain: domain)
    }
    @_disfavoredOverload
    public init(x: some StringProtocol, yStart: some StringProtocol, yEnd: some StringProtocol, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(.area, .yRange(function), domain: domain)
    }
}
