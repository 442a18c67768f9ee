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

    public var body: some View {
        let marks = self.marks, options = self.options
        return GeometryReader { proxy in
            ChartPlot(marks: marks, options: options, size: proxy.size)
        }
    }
}

/// What the chart modifiers set.
struct ChartOptions {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var yDomain: ClosedRange<Double>?
    var xDomain: ClosedRange<Double>?
    var seriesStyles: [String: AnyShapeStyle] = [:]
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
    private func chartOption(_ change: @escaping (inout ChartOptions) -> Void) -> some View {
        transformEnvironment(\.chartOptions, transform: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartOption { $0.xAxis = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartOption { $0.yAxis = visibility } }
    /// Custom x axis marks (the default axis is drawn).
    public func chartXAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View { self }
    /// Custom y axis marks (the default axis is drawn).
    public func chartYAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View { self }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chartOption { $0.legend = visibility } }
    /// Places the legend (drawn below).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    /// The y values shown.
    public func chartYScale<B: BinaryFloatingPoint>(domain: ClosedRange<B>) -> some View {
        chartOption { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartYScale(domain: ClosedRange<Int>) -> some View {
        chartOption { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    /// The x values shown.
    public func chartXScale<B: BinaryFloatingPoint>(domain: ClosedRange<B>) -> some View {
        chartOption { $0.xDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartXScale(domain: ClosedRange<Int>) -> some View {
        chartOption { $0.xDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    public func chartXScale(domain: ClosedRange<Date>) -> some View {
        chartOption { $0.xDomain = domain.lowerBound.timeIntervalSince1970...domain.upperBound.timeIntervalSince1970 }
    }
    /// Styles per series name.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let styles = Dictionary(mapping.map { ($0.key, AnyShapeStyle($0.value)) }, uniquingKeysWith: { a, _ in a })
        return chartOption { $0.seriesStyles = styles }
    }
    /// The plot area's style (not applied).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }
    /// A view over the chart (not drawn: it needs the chart's proxy).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    /// A view behind the chart (not drawn: it needs the chart's proxy).
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    /// Axis titles (not drawn).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic) -> some View { self }
    /// Selection bindings (nothing is selected in a still).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// The plot area handed to `chartPlotStyle`.
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

/// Converts between chart values and positions (no positions outside a render).
public struct ChartProxy {
    public func value<P: Plottable>(atX x: CGFloat, as type: P.Type) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public var plotSize: CGSize { .zero }
}
