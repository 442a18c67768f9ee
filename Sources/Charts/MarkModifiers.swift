import Foundation
import SwiftUI

/// How a line passes through its points.
public struct InterpolationMethod: Sendable {
    public static let linear = InterpolationMethod()
    public static let catmullRom = InterpolationMethod()
    public static let cardinal = InterpolationMethod()
    public static let monotone = InterpolationMethod()
    public static let stepStart = InterpolationMethod()
    public static let stepCenter = InterpolationMethod()
    public static let stepEnd = InterpolationMethod()
}

/// The symbol of point marks and line points.
public struct BasicChartSymbolShape: Sendable {
    public static let circle = BasicChartSymbolShape()
    public static let square = BasicChartSymbolShape()
    public static let triangle = BasicChartSymbolShape()
    public static let diamond = BasicChartSymbolShape()
    public static let pentagon = BasicChartSymbolShape()
    public static let plus = BasicChartSymbolShape()
    public static let cross = BasicChartSymbolShape()
    public static let asterisk = BasicChartSymbolShape()
}

/// Where an annotation goes relative to its mark.
public enum AnnotationPosition: Sendable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }

// Mark modifiers: each returns the marks with the change applied.
extension ChartContent {
    private func mapMarks(_ change: (inout ChartMark) -> Void) -> _ChartContentGroup {
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

    /// Colours the marks by series (the default palette, in order of appearance).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup {
        let name: String
        switch value.value {
        case .category(let category): name = category
        case .number(let number): name = String(number)
        case .date(let date): name = String(date.timeIntervalSince1970)
        }
        return mapMarks { $0.series = name }
    }

    /// The line's curve (drawn straight).
    public func interpolationMethod(_ method: InterpolationMethod) -> _ChartContentGroup { mapMarks { _ in } }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> _ChartContentGroup { mapMarks { $0.lineWidth = style.lineWidth } }

    public func symbol(_ symbol: BasicChartSymbolShape) -> _ChartContentGroup { mapMarks { _ in } }
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _ChartContentGroup { mapMarks { _ in } }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ChartContentGroup { mapMarks { _ in } }
    public func symbolSize(_ size: CGFloat) -> _ChartContentGroup { mapMarks { $0.symbolSize = size } }
    public func symbolSize(_ size: CGSize) -> _ChartContentGroup { mapMarks { $0.symbolSize = size.width * size.height } }

    /// Rounds the corners of bars.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> _ChartContentGroup {
        mapMarks { $0.cornerRadius = radius }
    }

    public func opacity(_ opacity: Double) -> _ChartContentGroup { mapMarks { $0.opacity *= opacity } }

    /// Annotations are not drawn yet.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> _ChartContentGroup {
        mapMarks { _ in }
    }

    /// Groups bars side by side (drawn overlapping).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> _ChartContentGroup {
        mapMarks { _ in }
    }

    public func accessibilityLabel(_ label: Text) -> _ChartContentGroup { mapMarks { _ in } }
    public func accessibilityValue(_ value: Text) -> _ChartContentGroup { mapMarks { _ in } }
    public func zIndex(_ value: Double) -> _ChartContentGroup { mapMarks { _ in } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ChartContentGroup { mapMarks { _ in } }
}
