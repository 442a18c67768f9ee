import Foundation
import SwiftUI

/// How values map to positions (drawn linear, or as categories).
public struct ScaleType: Sendable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
    public static func power(exponent: Double) -> ScaleType { ScaleType(name: "power") }
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(name: "symmetricLog") }
    public static let symmetricLog = ScaleType(name: "symmetricLog")
}

/// The values a scale covers: a closed range, the values of an array, or automatic.
public protocol ScaleDomain {
    /// The domain's values (`nil`: inferred from the data).
    var _domainValues: [PlotValue]? { get }
    /// Whether an inferred numeric domain reaches zero (`nil`: Swift Charts' default, which does).
    var _includesZero: Bool? { get }
    /// Whether the axis runs from the domain's end to its start.
    var _reversed: Bool? { get }
    /// What changes an inferred domain (`modifyInferredDomain`), before it reaches the axis marks.
    var _modifyInferredDomain: ((inout [PlotValue]) -> Void)? { get }
}

extension ScaleDomain {
    public var _includesZero: Bool? { nil }
    public var _reversed: Bool? { nil }
    public var _modifyInferredDomain: ((inout [PlotValue]) -> Void)? { nil }
}

/// What a scale maps values to: positions, styles, symbols or sizes.
public protocol ScaleRange {
    associatedtype VisualValue
    /// The range's values, in order.
    var _rangeValues: [VisualValue] { get }
}

/// A range of positions.
public protocol PositionScaleRange: ScaleRange {
    /// Points left empty before the first and after the last value.
    var _padding: (start: CGFloat, end: CGFloat) { get }
    /// The points the domain maps to, when the range names them.
    var _span: ClosedRange<CGFloat>? { get }
}

extension PositionScaleRange {
    public var _padding: (start: CGFloat, end: CGFloat) { (0, 0) }
    public var _span: ClosedRange<CGFloat>? { nil }

    /// The range as the scale applies it.
    var positionRange: ChartPositionRange { _span.map { .positions($0) } ?? .padding(start: _padding.start, end: _padding.end) }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domainValues: [PlotValue]? { [lowerBound.plotValue, upperBound.plotValue] }
}
extension Array: ScaleDomain where Element: Plottable {
    public var _domainValues: [PlotValue]? { map(\.plotValue) }
}
extension ArraySlice: ScaleDomain where Element: Plottable {
    public var _domainValues: [PlotValue]? { map(\.plotValue) }
}

extension ClosedRange: ScaleRange where Bound: BinaryFloatingPoint {
    public typealias VisualValue = Bound
    public var _rangeValues: [Bound] { [lowerBound, upperBound] }
}
extension ClosedRange: PositionScaleRange where Bound == CGFloat {
    public var _span: ClosedRange<CGFloat>? { self }
}
extension Array: ScaleRange {
    public typealias VisualValue = Element
    public var _rangeValues: [Element] { self }
}
extension Array: PositionScaleRange where Element == CGFloat {
    public var _span: ClosedRange<CGFloat>? { ArraySlice(self)._span }
}
extension ArraySlice: ScaleRange {
    public typealias VisualValue = Element
    public var _rangeValues: [Element] { Array(self) }
}
extension ArraySlice: PositionScaleRange where Element == CGFloat {
    /// From the first position to the last (an ascending pair; others map to the plot's length).
    public var _span: ClosedRange<CGFloat>? {
        guard let first, let last, first < last else { return nil }
        return first...last
    }
}
extension Gradient: ScaleRange {
    public typealias VisualValue = Color
    public var _rangeValues: [Color] { stops.map(\.color) }
}

/// The domain inferred from the data, reaching zero or not, changed by `modifyInferredDomain`
/// (the categories in order, or a numeric domain's two ends), and reversed or not, as asked.
public struct AutomaticScaleDomain: ScaleDomain {
    public let _includesZero: Bool?
    public let _reversed: Bool?
    public var _modifyInferredDomain: ((inout [PlotValue]) -> Void)? = nil
    public var _domainValues: [PlotValue]? { nil }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(_includesZero: nil, _reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(_includesZero: includesZero, _reversed: reversed)
    }
    public static func automatic<DataValue: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
                                                       modifyInferredDomain: @escaping (inout [DataValue]) -> Void) -> AutomaticScaleDomain {
        AutomaticScaleDomain(_includesZero: includesZero, _reversed: reversed) { values in
            var typed = values.compactMap { $0.plottable(DataValue.self) }
            modifyInferredDomain(&typed)
            values = typed.map(\.plotValue)
        }
    }
}

/// The plot's length along the axis, less padding at its ends.
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat
    public let _padding: (start: CGFloat, end: CGFloat)
    public var _rangeValues: [CGFloat] { [] }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(_padding: (0, 0)) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(_padding: (padding, padding)) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(_padding: (startPadding, endPadding))
    }
}

extension ChartScaleSettings {
    /// Takes a `chartXScale` / `chartYScale` domain: its values, zero and direction.
    mutating func apply(_ domain: some ScaleDomain) {
        self.domain = domain._domainValues
        includesZero = domain._includesZero
        reversed = domain._reversed ?? false
        modifyInferredDomain = domain._modifyInferredDomain
    }
}

/// A series-keyed lookup for the style, symbol and line style scales: names to values, with the
/// domain's order.
private func seriesLookup<DataValue: Plottable, V>(_ pairs: [(DataValue, V)]) -> (order: [String], value: (String) -> V?) {
    let names = pairs.map { $0.0.plotValue.seriesName }
    let table = Dictionary(zip(names, pairs.map(\.1)), uniquingKeysWith: { first, _ in first })
    return (names, { table[$0] })
}

/// A lookup from a mapping closure, for series named by string values.
private func seriesMapping<DataValue: Plottable, V>(_ mapping: @escaping (DataValue) -> V) -> (String) -> V? {
    { name in (name as? DataValue.PrimitivePlottable).flatMap { DataValue(primitivePlottable: $0) }.map(mapping) }
}

extension View {
    // MARK: Position scales

    /// The x values shown, their direction, and the positions they map to.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        let range = range.positionRange
        return chartOption { $0.xScale.apply(domain); $0.xScale.range = range }
    }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartOption { $0.xScale.apply(domain) }
    }
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let range = range.positionRange
        return chartOption { $0.xScale.range = range }
    }
    /// The x scale's type (drawn linear).
    public func chartXScale(type: ScaleType? = nil) -> some View { self }

    /// The y values shown, their direction, and the positions they map to.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        let range = range.positionRange
        return chartOption { $0.yScale.apply(domain); $0.yScale.range = range }
    }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartOption { $0.yScale.apply(domain) }
    }
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let range = range.positionRange
        return chartOption { $0.yScale.range = range }
    }
    /// The y scale's type (drawn linear).
    public func chartYScale(type: ScaleType? = nil) -> some View { self }

    // MARK: Foreground style scale

    /// Styles per series value.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let lookup = seriesLookup(mapping.map { ($0.key, AnyShapeStyle($0.value)) })
        return chartOption { $0.seriesStyle = lookup.value; $0.seriesOrder = lookup.order }
    }
    /// The series in order, coloured with the palette (or `range`).
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                                  type: ScaleType? = nil) -> some View
        where Range.VisualValue: ShapeStyle {
        let order = domain._domainValues?.map(\.seriesName), palette = range._rangeValues.map { AnyShapeStyle($0) }
        return chartOption { $0.seriesOrder = order; $0.palette = palette }
    }
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let order = domain._domainValues?.map(\.seriesName)
        return chartOption { $0.seriesOrder = order }
    }
    /// Replaces the default series palette.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
        where Range.VisualValue: ShapeStyle {
        let palette = range._rangeValues.map { AnyShapeStyle($0) }
        return chartOption { $0.palette = palette }
    }
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { self }
    /// Styles from a closure, for the series in `domain` (series named by strings).
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
        where Domain.Element: Plottable {
        let order = domain.map(\.plotValue.seriesName), lookup = seriesMapping { AnyShapeStyle(mapping($0)) as AnyShapeStyle? }
        return chartOption { $0.seriesOrder = order; $0.seriesStyle = { lookup($0) ?? nil } }
    }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let lookup: (String) -> AnyShapeStyle? = seriesMapping { (value: DataValue) in AnyShapeStyle(mapping(value)) }
        return chartOption { $0.seriesStyle = lookup }
    }

    // MARK: Symbol scale

    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let lookup = seriesLookup(mapping.map { ($0.key, AnyChartSymbolShape($0.value)) })
        return chartOption { $0.seriesSymbol = lookup.value }
    }
    @_disfavoredOverload
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let lookup = seriesLookup(mapping.map { ($0.key, AnyChartSymbolShape($0.value)) })
        return chartOption { $0.seriesSymbol = lookup.value }
    }
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
        where Range.VisualValue: ChartSymbolShape {
        let symbols = range._rangeValues.map { AnyChartSymbolShape($0) }
        return chartOption { $0.symbolPalette = symbols }
    }
    @_disfavoredOverload
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain, range: [any ChartSymbolShape]) -> some View {
        let symbols = range.map { AnyChartSymbolShape($0) }
        return chartOption { $0.symbolPalette = symbols }
    }
    public func chartSymbolScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue: ChartSymbolShape {
        let symbols = range._rangeValues.map { AnyChartSymbolShape($0) }
        return chartOption { $0.symbolPalette = symbols }
    }
    @_disfavoredOverload
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let symbols = range.map { AnyChartSymbolShape($0) }
        return chartOption { $0.symbolPalette = symbols }
    }
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
        where Domain.Element: Plottable {
        let lookup: (String) -> AnyChartSymbolShape? = seriesMapping { (value: Domain.Element) in AnyChartSymbolShape(mapping(value)) }
        return chartOption { $0.seriesSymbol = lookup }
    }
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        let lookup: (String) -> AnyChartSymbolShape? = seriesMapping { (value: DataValue) in AnyChartSymbolShape(mapping(value)) }
        return chartOption { $0.seriesSymbol = lookup }
    }

    // MARK: Line style scale

    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
        where Range.VisualValue == StrokeStyle {
        let styles = range._rangeValues
        return chartOption { $0.lineStylePalette = styles }
    }
    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let styles = range._rangeValues
        return chartOption { $0.lineStylePalette = styles }
    }
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let lookup = seriesLookup(mapping.map { ($0.key, $0.value) })
        return chartOption { $0.seriesLineStyle = lookup.value }
    }
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
        where Domain.Element: Plottable {
        let lookup: (String) -> StrokeStyle? = seriesMapping(mapping)
        return chartOption { $0.seriesLineStyle = lookup }
    }
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        let lookup: (String) -> StrokeStyle? = seriesMapping(mapping)
        return chartOption { $0.seriesLineStyle = lookup }
    }

    // MARK: Symbol size scale (symbols are drawn at their own size)

    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                             type: ScaleType? = nil) -> some View { self }
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }
    public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View { self }
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View { self }
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
        where Domain.Element: Plottable { self }
    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View { self }
}
