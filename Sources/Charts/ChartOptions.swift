import Foundation
import SwiftUI

/// What the chart modifiers set, read by `Chart` from the environment.
struct ChartOptions {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    /// `chartXAxis { … }` / `chartYAxis { … }` content (nil: Swift Charts' default axis).
    var xAxisMarks: [AxisMarksSpec]?
    var yAxisMarks: [AxisMarksSpec]?
    var legend: Visibility = .automatic
    /// Where the legend goes (`ChartLegendLayout`), how it lines up and its gap to the plot.
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// A custom legend replacing the series list.
    var legendContent: AnyView?
    /// The x and y scales' settings.
    var xScale = ChartScaleSettings()
    var yScale = ChartScaleSettings()
    /// Axis titles (`chartXAxisLabel` / `chartYAxisLabel`).
    var xAxisTitle: ChartAxisTitle?
    var yAxisTitle: ChartAxisTitle?
    /// The axes the chart scrolls along (`chartScrollableAxes`): marks are clipped to the plot there.
    var scrollableAxes: Axis.Set = []
    /// The series style of a series name, from `chartForegroundStyleScale`.
    var seriesStyle: (String) -> AnyShapeStyle? = { _ in nil }
    /// The series names in legend and colour order, from a style scale's domain.
    var seriesOrder: [String]?
    /// Replaces the default palette (`chartForegroundStyleScale(range:)`).
    var palette: [AnyShapeStyle]?
    /// The symbol of a series name, from `chartSymbolScale`.
    var seriesSymbol: (String) -> AnyChartSymbolShape? = { _ in nil }
    var symbolPalette: [AnyChartSymbolShape]?
    /// The dash style of a series name, from `chartLineStyleScale`.
    var seriesLineStyle: (String) -> StrokeStyle? = { _ in nil }
    var lineStylePalette: [StrokeStyle]?
    /// The plot area's style: what `chartPlotStyle` does to the (empty) plot area.
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// Views over and behind the plot, given the chart's proxy.
    var overlays: [ChartProxyLayer] = []
    var backgrounds: [ChartProxyLayer] = []
}

/// A view drawn over or behind the plot from a `ChartProxy`.
struct ChartProxyLayer {
    let alignment: Alignment
    let content: (ChartProxy) -> AnyView
}

enum ChartOptionsKey: EnvironmentKey {
    static var defaultValue: ChartOptions { ChartOptions() }
}

extension EnvironmentValues {
    var chartOptions: ChartOptions {
        get { self[ChartOptionsKey.self] }
        set { self[ChartOptionsKey.self] = newValue }
    }
}

extension View {
    func chartOption(_ change: @escaping (inout ChartOptions) -> Void) -> some View {
        transformEnvironment(\.chartOptions, transform: change)
    }
}
