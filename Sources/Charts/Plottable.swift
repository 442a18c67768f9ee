import Foundation
import SwiftUI

/// A value a chart can place on an axis: a number, a category or a date.
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)
}

/// A type whose values can be plotted (numbers, strings, dates), as Swift Charts' `Plottable`.
public protocol Plottable {
    var _plotValue: PlotValue { get }
}

extension Double: Plottable { public var _plotValue: PlotValue { .number(self) } }
extension Float: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Int: Plottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Decimal: Plottable { public var _plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension String: Plottable { public var _plotValue: PlotValue { .category(self) } }
extension Substring: Plottable { public var _plotValue: PlotValue { .category(String(self)) } }
extension Date: Plottable { public var _plotValue: PlotValue { .date(self) } }

extension Plottable where Self: RawRepresentable, RawValue == String {
    public var _plotValue: PlotValue { .category(rawValue) }
}

/// A labelled value for a mark's position (`.value("Sales", 120)`).
public struct PlottableValue<Value: Plottable> {
    /// The axis label.
    public let label: String
    let value: PlotValue

    /// A value with a label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value._plotValue)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value._plotValue)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value._plotValue)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to `unit` (the date is plotted as given).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: "", value: .date(value))
    }
}
