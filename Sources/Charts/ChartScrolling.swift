import Foundation
import SwiftUI

extension View {
    /// Makes the chart scroll along `axes`: a still shows its starting position, the marks clipped
    /// to the plot area (the axes' labels stay put).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chartOption { $0.scrollableAxes = axes } }

    /// Shows `length` of the x domain at once (data units: seconds for dates, a count of
    /// categories), from the scroll position (the domain's start by default).
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue.number(length.plotValue)
        return chartOption { $0.xScale.visibleLength = length }
    }
    /// Shows `length` of the y domain at once.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue.number(length.plotValue)
        return chartOption { $0.yScale.visibleLength = length }
    }

    /// Where a scrollable chart starts along x: the value at the plot's leading edge.
    public func chartScrollPosition(initialX: some Plottable) -> some View {
        let start = initialX.plotValue
        return chartOption { $0.xScale.scrollStart = start }
    }
    /// A binding to the value at the plot's leading edge; a still shows its current value.
    public func chartScrollPosition(x: Binding<some Plottable>) -> some View {
        let start = x.wrappedValue.plotValue
        return chartOption { $0.xScale.scrollStart = start }
    }
    /// Where a scrollable chart starts along y.
    public func chartScrollPosition(initialY: some Plottable) -> some View {
        let start = initialY.plotValue
        return chartOption { $0.yScale.scrollStart = start }
    }
    public func chartScrollPosition(y: Binding<some Plottable>) -> some View {
        let start = y.wrappedValue.plotValue
        return chartOption { $0.yScale.scrollStart = start }
    }

    /// How scrolling settles (no effect in a still).
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }

    /// Selection bindings (nothing is selected in a still).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// A gesture on the chart (no effect in a still).
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
}

extension PlotValue {
    /// The number of a length or numeric value (dates in seconds).
    static func number(_ value: PlotValue) -> Double {
        switch value {
        case .number(let n): return n
        case .date(let d): return d.timeIntervalSince1970
        case .category: return 0
        }
    }
}

/// How a scrollable chart settles after scrolling.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {}

/// Where a value-aligned scroll settles.
public struct ValueAlignedLimitBehavior: Sendable {
    public static let automatic = ValueAlignedLimitBehavior()
    public static let always = ValueAlignedLimitBehavior()
    public static let never = ValueAlignedLimitBehavior()
}

/// The value major scroll positions align to.
public struct MajorValueAlignment<Value: Plottable> {
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> where Value: Numeric { MajorValueAlignment() }
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> where Value == Date { MajorValueAlignment() }
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
}

/// Scrolling that settles on values.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// Value alignment needs the chart's scale while it scrolls; a still never scrolls, so the
    /// target stays where the swipe would end.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                                    xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xComponents, yMatching: yComponents, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }
    public static func valueAligned<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y,
                                                            xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xComponents, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents,
                                                            xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yMatching: yComponents, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
}
