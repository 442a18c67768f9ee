import Foundation
import SwiftUI

/// Chart content drawing a whole collection at once, one mark per element (iOS 18's plots): its
/// modifiers can read each element's style through key paths and projections.
@MainActor @preconcurrency
public protocol VectorizedChartContent<DataElement>: ChartContent {
    associatedtype DataElement
    /// The data, one element per mark of `_marks`, in order.
    var _elements: [DataElement] { get }
}

/// A vectorized plot after a modifier: its elements and their marks.
public struct _VectorizedChartContentGroup<DataElement>: VectorizedChartContent {
    public let _elements: [DataElement]
    public let _marks: [ChartMark]
    public var body: some View { EmptyView() }
}

extension VectorizedChartContent {
    /// Each element's mark changed by what the element says.
    func mapElementMarks(_ change: (DataElement, inout ChartMark) -> Void) -> _VectorizedChartContentGroup<DataElement> {
        let elements = _elements
        return _VectorizedChartContentGroup(_elements: elements, _marks: zip(elements, _marks).map { element, mark in
            var mark = mark
            change(element, &mark)
            return mark
        })
    }

    /// Each mark in its element's style.
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { $1.style = AnyShapeStyle($0[keyPath: keyPath]) }
    }
    /// Each mark at its element's opacity.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { $1.opacity *= Double($0[keyPath: keyPath]) }
    }
    /// Each line in its element's stroke.
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { $1.lineStyle = $0[keyPath: keyPath] }
    }
    /// Each point in its element's symbol.
    public func symbol(_ keyPath: KeyPath<DataElement, some ChartSymbolShape>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { $1.symbol = AnyChartSymbolShape($0[keyPath: keyPath]) }
    }
    /// Each symbol with its element's bounding size.
    public func symbolSize(_ size: KeyPath<DataElement, CGSize>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { let size = $0[keyPath: size]; $1.symbolSize = size.width * size.height }
    }
    /// Each symbol with its element's area.
    public func symbolSize(_ area: KeyPath<DataElement, CGFloat>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { $1.symbolSize = $0[keyPath: area] }
    }

    /// Colours each mark by its element's series, as `foregroundStyle(by:)` does for one mark.
    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { element, mark in mark.series = value(element).value.seriesName }
    }
    /// Splits lines into its elements' series, each with the next dash pattern.
    public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { element, mark in mark.setDashSeries(value(element).value.seriesName) }
    }
    /// Gives each element's series the next of Swift Charts' symbols.
    public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { element, mark in mark.setSymbolSeries(value(element).value.seriesName) }
    }
    /// Sizes symbols by a value (drawn at the default size, as `symbolSize(by:)` on one mark).
    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>) -> _VectorizedChartContentGroup<DataElement> {
        mapElementMarks { _, _ in }
    }
}
