import Foundation
import SwiftUI

/// A labelled value read from each element of a plot's data (iOS 18's vectorized plots):
/// `.value("Price", \.price)`, a constant, a range between two key paths, or a date binned to a unit.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The value of one element, as a mark takes it.
    let value: (DataElement) -> PlottableValue<DataValue>

    /// The value of `element`.
    func callAsFunction(_ element: DataElement) -> PlottableValue<DataValue> { value(element) }

    private static func reading(_ label: String, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self { PlottableValue(label: label, value: $0[keyPath: keyPath].plotValue) }
    }
    private static func constant(_ label: String, _ value: DataValue) -> Self {
        let plotted = PlottableValue<DataValue>(label: label, value: value.plotValue)
        return Self { _ in plotted }
    }

    public static func value(_ labelKey: LocalizedStringKey, _ keyPath: KeyPath<DataElement, DataValue>) -> Self { reading("", keyPath) }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ keyPath: KeyPath<DataElement, DataValue>) -> Self { reading(String(label), keyPath) }
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, DataValue>) -> Self { reading("", keyPath) }

    public static func value(_ labelKey: LocalizedStringKey, _ value: DataValue) -> Self { constant("", value) }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> Self { constant(String(label), value) }
    public static func value(_ label: Text, _ value: DataValue) -> Self { constant("", value) }
}

extension PlottableProjection where DataValue: Comparable {
    private static func spanning(_ label: String, _ start: @escaping (DataElement) -> DataValue,
                                 _ end: @escaping (DataElement) -> DataValue) -> Self {
        Self { PlottableValue(label: label, value: start($0).plotValue, rangeEnd: end($0).plotValue) }
    }

    /// A range from one key path's value to another's: bars and rectangles span it.
    public static func value(_ labelKey: LocalizedStringKey, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> Self {
        spanning("", { $0[keyPath: start] }, { $0[keyPath: end] })
    }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ start: KeyPath<DataElement, DataValue>,
                             _ end: KeyPath<DataElement, DataValue>) -> Self {
        spanning(String(label), { $0[keyPath: start] }, { $0[keyPath: end] })
    }
    public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        spanning("", { $0[keyPath: start] }, { $0[keyPath: end] })
    }
    public static func value(_ labelKey: LocalizedStringKey, _ start: DataValue, _ end: DataValue) -> Self {
        spanning("", { _ in start }, { _ in end })
    }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ start: DataValue, _ end: DataValue) -> Self {
        spanning(String(label), { _ in start }, { _ in end })
    }
    public static func value(_ label: Text, _ start: DataValue, _ end: DataValue) -> Self { spanning("", { _ in start }, { _ in end }) }
}

extension PlottableProjection where DataValue == Date {
    private static func binned(_ label: String, _ date: @escaping (DataElement) -> Date, unit: Calendar.Component,
                               calendar: Calendar?) -> Self {
        Self { PlottableValue<Date>.value(label, date($0), unit: unit, calendar: calendar) }
    }

    /// Each element's date binned to `unit`: bars and rectangles span the unit.
    public static func value(_ labelKey: LocalizedStringKey, _ date: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        binned("", { $0[keyPath: date] }, unit: unit, calendar: calendar)
    }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ date: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        binned(String(label), { $0[keyPath: date] }, unit: unit, calendar: calendar)
    }
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        binned("", { _ in date }, unit: unit, calendar: calendar)
    }
    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        binned(String(label), { _ in date }, unit: unit, calendar: calendar)
    }
}

/// A width or height for each element of a vectorized plot (iOS 18): `MarkDimension`'s kinds, each
/// a constant or read from a key path.
public struct MarkDimensions<DataElement> {
    /// The dimension of one element.
    let dimension: (DataElement) -> MarkDimension

    func callAsFunction(_ element: DataElement) -> MarkDimension { dimension(element) }

    private static func reading(_ keyPath: KeyPath<DataElement, CGFloat>, _ kind: @escaping (CGFloat) -> MarkDimension) -> Self {
        Self { kind($0[keyPath: keyPath]) }
    }

    public static var automatic: Self { Self { _ in .automatic } }
    public static func fixed(_ value: CGFloat) -> Self { Self { _ in .fixed(value) } }
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { reading(keyPath, MarkDimension.fixed) }
    public static func ratio(_ value: CGFloat) -> Self { Self { _ in .ratio(value) } }
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { reading(keyPath, MarkDimension.ratio) }
    public static func inset(_ value: CGFloat) -> Self { Self { _ in .inset(value) } }
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { reading(keyPath, MarkDimension.inset) }
}

extension MarkDimensions: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { dimension = { _ in .fixed(CGFloat(value)) } }
    public init(integerLiteral value: Int) { dimension = { _ in .fixed(CGFloat(value)) } }
}
