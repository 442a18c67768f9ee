import Foundation
import SwiftUI

// iOS 18's plots: `BarPlot(data, x: .value("Day", \.day), y: .value("Steps", \.steps))` draws the
// marks its mark type would draw for each element of a collection, and `LinePlot`/`AreaPlot` also
// graph functions (FunctionPlots.swift). Every plot type is `_Plot` of its kind; Apple's
// `BarPlot<Content>` and the others are its names.

/// Chart content of one plot type (`Kind`) over a collection or a function (`Content`).
public struct _Plot<Kind, Content>: ChartContent {
    let content: Content
    public let _marks: [ChartMark]
    public var body: some View { EmptyView() }
}

public enum _BarPlotKind {}
public enum _LinePlotKind {}
public enum _AreaPlotKind {}
public enum _PointPlotKind {}
public enum _RulePlotKind {}
public enum _RectanglePlotKind {}
public enum _SectorPlotKind {}

/// Bars for a collection (iOS 18).
public typealias BarPlot<Content> = _Plot<_BarPlotKind, Content>
/// A line through a collection, or the graph of a function (iOS 18).
public typealias LinePlot<Content> = _Plot<_LinePlotKind, Content>
/// Areas for a collection, or under or between functions (iOS 18).
public typealias AreaPlot<Content> = _Plot<_AreaPlotKind, Content>
/// Points for a collection (iOS 18).
public typealias PointPlot<Content> = _Plot<_PointPlotKind, Content>
/// Rules for a collection (iOS 18).
public typealias RulePlot<Content> = _Plot<_RulePlotKind, Content>
/// Rectangles for a collection (iOS 18).
public typealias RectanglePlot<Content> = _Plot<_RectanglePlotKind, Content>
/// Pie or donut sectors for a collection (iOS 18).
public typealias SectorPlot<Content> = _Plot<_SectorPlotKind, Content>

/// What a plot over a collection holds: its elements, one per mark.
public protocol _PlotData {
    associatedtype DataElement
    var elements: [DataElement] { get }
}

/// The content of a plot over `Data` (Apple's `VectorizedBarPlotContent<Data>` and its siblings).
public struct _VectorizedPlotContent<Data: RandomAccessCollection>: _PlotData {
    public let elements: [Data.Element]
}

extension _Plot: VectorizedChartContent where Content: _PlotData {
    public typealias DataElement = Content.DataElement
    public var _elements: [Content.DataElement] { content.elements }
}

extension _Plot {
    /// The plot of `data`: the mark `mark` makes of each element.
    init<Data: RandomAccessCollection>(_ data: Data, mark: (Data.Element) -> ChartMark) where Content == _VectorizedPlotContent<Data> {
        let elements = Array(data)
        content = _VectorizedPlotContent(elements: elements)
        _marks = elements.map(mark)
    }
}

extension _Plot where Kind == _BarPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                                              width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
                                              stacking: MarkStackingMethod = .standard) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(x: x($0), y: y($0), width: width($0), height: height($0), stacking: stacking).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                                              width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(x: x($0), yStart: yStart, yEnd: yEnd, width: width($0), stacking: stacking).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>,
                                              height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: xStart, xEnd: xEnd, y: y($0), height: height($0), stacking: stacking).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0), height: height($0)).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0), width: width($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                                          yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { BarMark(xStart: xStart($0), xEnd: xEnd($0), yStart: yStart($0), yEnd: yEnd($0)).mark }
    }
}

extension _Plot where Kind == _LinePlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { LineMark(x: x($0), y: y($0)).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { LineMark(x: x($0), y: y($0), series: series($0)).mark }
    }
}

extension _Plot where Kind == _AreaPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                                              stacking: MarkStackingMethod = .standard) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x($0), y: y($0), stacking: stacking).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                                              series: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x($0), y: y($0), series: series($0), stacking: stacking).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0), series: series($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { AreaMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0), series: series($0)).mark }
    }
}

extension _Plot where Kind == _PointPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x($0), y: y($0)).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x($0), y: y).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { PointMark(x: x, y: y($0)).mark }
    }
}

extension _Plot where Kind == _RulePlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(xStart: xStart, xEnd: xEnd, y: y($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: CGFloat? = nil) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(xStart: xStart($0), xEnd: xEnd($0), y: y).mark }
    }
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x($0), yStart: yStart, yEnd: yEnd).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RuleMark(x: x, yStart: yStart($0), yEnd: yEnd($0)).mark }
    }
}

extension _Plot where Kind == _RectanglePlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
                                              width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(x: x($0), y: y($0), width: width($0), height: height($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                            y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0), height: height($0)).mark }
    }
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
                                                            yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0), width: width($0)).mark }
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                                          yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == _VectorizedPlotContent<Data> {
        self.init(data) { RectangleMark(xStart: xStart($0), xEnd: xEnd($0), yStart: yStart($0), yEnd: yEnd($0)).mark }
    }
}

extension _Plot where Kind == _SectorPlotKind {
    public init<Data: RandomAccessCollection>(_ data: Data, angle: PlottableProjection<Data.Element, some Plottable>,
                                              innerRadius: MarkDimensions<Data.Element> = .automatic, outerRadius: MarkDimensions<Data.Element> = .automatic,
                                              angularInset: CGFloat? = nil) where Content == _VectorizedPlotContent<Data> {
        self.init(data) { SectorMark(angle: angle($0), innerRadius: innerRadius($0), outerRadius: outerRadius($0), angularInset: angularInset).mark }
    }
}
