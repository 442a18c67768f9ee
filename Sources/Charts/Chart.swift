import Foundation
import SwiftUI

/// A chart, as Swift Charts' `Chart`: marks drawn over Swift Charts' default axes (horizontal grid
/// lines with value labels on the trailing edge, category or value labels below, a legend when
/// marks are split into series). It fills the space it is offered, like Swift Charts.
public struct Chart: View {
    let marks: [ChartMark]

    /// Marks built by a `ChartContentBuilder` closure.
    public init(@ChartContentBuilder content: () -> _ChartContentGroup) { marks = content().marks }

    /// Marks for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ChartContentBuilder content: @escaping (Data.Element) -> _ChartContentGroup) {
        marks = data.flatMap { content($0).marks }
    }

    /// Marks for each identifiable element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data,
                                              @ChartContentBuilder content: @escaping (Data.Element) -> _ChartContentGroup)
        where Data.Element: Identifiable {
        marks = data.flatMap { content($0).marks }
    }

    @Environment(\.chartOptions) private var options
    @Environment(\.calendar) private var calendar

    /// The plot in the room the legend leaves it (`ChartLegendLayout`).
    @ViewBuilder public var body: some View {
        let marks = self.marks, options = self.options, calendar = self.calendar
        let plot = GeometryReader { proxy in
            ChartPlot(marks: marks, options: options, size: proxy.size, calendar: calendar)
        }
        let legend = ChartPlot(marks: marks, options: options, size: .zero, calendar: calendar).legend
        if let legend {
            ChartLegendLayout(position: options.legendPosition, alignment: options.legendAlignment, spacing: options.legendSpacing) {
                legend
                plot
            }
        } else {
            plot
        }
    }
}

extension View {
    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartOption { $0.xAxis = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartOption { $0.yAxis = visibility } }
    /// The x axis marks: their values and which of grid lines and labels they draw.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let specs = content()._axisMarks
        return chartOption { $0.xAxisMarks = specs }
    }
    /// The y axis marks: their values, side and which of grid lines and labels they draw.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let specs = content()._axisMarks
        return chartOption { $0.yAxisMarks = specs }
    }
    /// Styles the axis area (not applied).
    public func chartXAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View { self }
    public func chartYAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View { self }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chartOption { $0.legend = visibility } }
    /// Places the legend: above the plot for `.top`, beside it for `.leading` / `.trailing`, below it
    /// otherwise, the plot shrinking for it; `alignment` lines it up along that side and `spacing`
    /// sets its gap to the plot (`ChartLegendLayout`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartOption { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing }
    }
    /// A custom legend, placed as `chartLegend(position:alignment:spacing:)` places the default one.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartOption {
            $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing; $0.legendContent = legend
        }
    }

    /// Styles the plot area: backgrounds, borders and overlays of the plot area are drawn behind the
    /// marks (a size set on it does not resize the plot).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartOption { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// A view over the plot area, laid out in it, with a proxy that converts values to positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let layer = ChartProxyLayer(alignment: alignment, content: { AnyView(content($0)) })
        return chartOption { $0.overlays.append(layer) }
    }
    /// A view behind the plot area, with a proxy that converts values to positions.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let layer = ChartProxyLayer(alignment: alignment, content: { AnyView(content($0)) })
        return chartOption { $0.backgrounds.append(layer) }
    }
}

/// The plot area handed to `chartPlotStyle`: an empty area filling the plot.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

/// The axis area handed to `chartXAxisStyle`.
public struct ChartAxisContent: View {
    public var body: some View { EmptyView() }
}
