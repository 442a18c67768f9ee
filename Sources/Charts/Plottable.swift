import Foundation
import SwiftUI

/// A value a chart can place on an axis: a number, a category or a date.
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)
}

/// A type whose values can be plotted, as Swift Charts' `Plottable`: it converts to and from a
/// primitive plottable value (a number, a string or a date).
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a number, string or date.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive value, if there is one.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types Swift Charts plots directly: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value on an axis.
    var _plotValue: PlotValue { get }
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable {
    /// The value on an axis.
    var plotValue: PlotValue { primitivePlottable._plotValue }
}

extension PlotValue {
    /// The value as a `P`, when it is of `P`'s kind (a number as an integer when it is whole).
    func plottable<P: Plottable>(_ type: P.Type) -> P? {
        primitive(P.PrimitivePlottable.self).flatMap(P.init(primitivePlottable:))
    }

    private func primitive<Primitive: PrimitivePlottableProtocol>(_ type: Primitive.Type) -> Primitive? {
        switch self {
        case .category(let category): return category as? Primitive
        case .date(let date): return date as? Primitive
        case .number(let number):
            if let floating = Primitive.self as? any BinaryFloatingPoint.Type { return Self.converted(number, to: floating) as? Primitive }
            if let integer = Primitive.self as? any BinaryInteger.Type { return Self.converted(number, to: integer) as? Primitive }
            return nil
        }
    }

    private static func converted<F: BinaryFloatingPoint>(_ number: Double, to type: F.Type) -> F { F(number) }
    private static func converted<I: BinaryInteger>(_ number: Double, to type: I.Type) -> I? { I(exactly: number) }
}

extension Plottable where Self: RawRepresentable, RawValue == String {
    public var primitivePlottable: String { rawValue }
    public init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

extension Double: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Double
    public var _plotValue: PlotValue { .number(self) }
}
extension Float: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Float
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension CGFloat: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = CGFloat
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension Int: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension Int8: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int8
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension Int16: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int16
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension Int32: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int32
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension Int64: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int64
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension UInt: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension UInt8: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt8
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension UInt16: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt16
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension UInt32: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt32
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension UInt64: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt64
    public var _plotValue: PlotValue { .number(Double(self)) }
}
extension String: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = String
    public var _plotValue: PlotValue { .category(self) }
}
extension Date: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Date
    public var _plotValue: PlotValue { .date(self) }
}

extension Decimal: Plottable {
    public typealias PrimitivePlottable = Double
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension Substring: Plottable {
    public var primitivePlottable: String { String(self) }
    public init?(primitivePlottable: String) { self.init(primitivePlottable) }
}

/// A labelled value for a mark's position (`.value("Sales", 120)`).
public struct PlottableValue<Value: Plottable> {
    /// The axis label.
    public let label: String
    let value: PlotValue
    /// The end of a range value (`.value("Bin", 0..<10)`), plotted from `value` to it.
    var rangeEnd: PlotValue?
    /// Whether the range is a calendar unit (`unit:`): bars on it take a share of it, as of a band.
    var isCalendarUnit = false

    init(label: String, value: PlotValue, rangeEnd: PlotValue? = nil, isCalendarUnit: Bool = false) {
        self.label = label; self.value = value; self.rangeEnd = rangeEnd; self.isCalendarUnit = isCalendarUnit
    }

    /// A value with a label.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value.plotValue)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value.plotValue)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value.plotValue)
    }
}

extension PlottableValue where Value: Comparable {
    /// A range of values (a bin): bars and rectangles span it.
    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "", value: range.lowerBound.plotValue, rangeEnd: range.upperBound.plotValue)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: range.lowerBound.plotValue, rangeEnd: range.upperBound.plotValue)
    }

    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "", value: range.lowerBound.plotValue, rangeEnd: range.upperBound.plotValue)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to `unit`: bars and rectangles span the unit from the start of the date's one.
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        binned("", date, unit: unit, calendar: calendar)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        binned(String(label), date, unit: unit, calendar: calendar)
    }

    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        binned("", date, unit: unit, calendar: calendar)
    }

    /// The unit's interval around `date` in `calendar`, else the device's (the render's calendar and
    /// zone, as the chart's axes use: the machine's would move day boundaries with its zone).
    private static func binned(_ label: String, _ date: Date, unit: Calendar.Component, calendar: Calendar?) -> PlottableValue<Date> {
        let calendar = calendar ?? EnvironmentValues().calendar
        guard let interval = calendar.dateInterval(of: unit, for: date) else { return PlottableValue(label: label, value: .date(date)) }
        return PlottableValue(label: label, value: .date(interval.start), rangeEnd: .date(interval.end), isCalendarUnit: true)
    }
}
