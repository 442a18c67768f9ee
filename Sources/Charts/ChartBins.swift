import Foundation
import SwiftUI

/// One bin of `NumberBins` or `DateBins`: from its lower bound up to its upper bound (the last
/// bin includes its upper bound).
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    public let lowerBound: Bound
    public let upperBound: Bound
    let includesUpperBound: Bool

    public func contains(_ element: Bound) -> Bool {
        element >= lowerBound && (element < upperBound || includesUpperBound && element == upperBound)
    }
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where Bound == C.Index { lowerBound..<upperBound }
}

/// The bins between consecutive thresholds.
private func bin<Value: Comparable>(_ thresholds: [Value], _ position: Int) -> ChartBinRange<Value> {
    ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1], includesUpperBound: position == thresholds.count - 2)
}

/// The bin holding `value`: the last threshold not above it (clamped to the bins).
private func binIndex<Value: Comparable>(_ thresholds: [Value], _ value: Value) -> Int {
    var low = 0, high = thresholds.count - 1
    while low < high {
        let middle = (low + high + 1) / 2
        if thresholds[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return Swift.min(Swift.max(low, 0), Swift.max(thresholds.count - 2, 0))
}

/// Numbers split into bins for histograms: given thresholds, a bin size, a bin count, or about
/// `desiredCount` bins of a nice size (1, 2, 2.5 or 5 × 10ⁿ) covering the range or the data.
public struct NumberBins<Value: Comparable>: RandomAccessCollection {
    public typealias Element = ChartBinRange<Value>
    public typealias Index = Int
    public let thresholds: [Value]

    public init(thresholds: [Value]) { self.thresholds = thresholds }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public subscript(position: Int) -> ChartBinRange<Value> { bin(thresholds, position) }
    /// The index of the bin holding `value`.
    public func index(for value: Value) -> Int { binIndex(thresholds, value) }

    /// Thresholds every `step` from a multiple of it at or below `low` to one at or above `high`.
    static func steps(_ low: Double, _ high: Double, step: Double) -> [Double] {
        guard step > 0, high > low else { return [low, low + Swift.max(step, 1)] }
        let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
        return stride(from: first, through: Swift.max(last, first + 1), by: 1).map { $0 * step }
    }
    /// A nice step giving about `count` bins over `low…high`, at least `minimumStride`.
    static func niceStep(_ low: Double, _ high: Double, count: Int, minimumStride: Double) -> Double {
        Swift.max(ChartScale.niceStep((high - low) / Double(Swift.max(count, 1))), minimumStride)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(thresholds: NumberBins.steps(Double(range.lowerBound), Double(range.upperBound), step: Double(size)).map { Value($0) })
    }
    public init(range: ClosedRange<Value>, count: Int) {
        let step = (range.upperBound - range.lowerBound) / Value(Swift.max(count, 1))
        self.init(thresholds: (0...Swift.max(count, 1)).map { range.lowerBound + Value($0) * step })
    }
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let low = Double(range.lowerBound), high = Double(range.upperBound)
        let step = NumberBins.niceStep(low, high, count: desiredCount, minimumStride: Double(minimumStride))
        self.init(thresholds: NumberBins.steps(low, high, step: step).map { Value($0) })
    }
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let low = data.min() ?? 0, high = data.max() ?? 1
        // Sturges' rule when no count is given.
        let count = desiredCount ?? Int((log2(Double(Swift.max(data.count, 1))) + 1).rounded(.up))
        self.init(range: low...high, desiredCount: count, minimumStride: minimumStride)
    }
}

extension NumberBins where Value: BinaryInteger {
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(thresholds: NumberBins.steps(Double(range.lowerBound), Double(range.upperBound), step: Double(size)).map { Value($0) })
    }
    public init(range: ClosedRange<Value>, count: Int) {
        let step = Swift.max((Double(range.upperBound) - Double(range.lowerBound)) / Double(Swift.max(count, 1)), 1).rounded(.up)
        self.init(thresholds: NumberBins.steps(Double(range.lowerBound), Double(range.upperBound), step: step).map { Value($0) })
    }
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let low = Double(range.lowerBound), high = Double(range.upperBound)
        let step = Swift.max(NumberBins.niceStep(low, high, count: desiredCount, minimumStride: Double(minimumStride)), 1).rounded(.up)
        self.init(thresholds: NumberBins.steps(low, high, step: step).map { Value($0) })
    }
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let low = data.min() ?? 0, high = data.max() ?? 1
        let count = desiredCount ?? Int((log2(Double(Swift.max(data.count, 1))) + 1).rounded(.up))
        self.init(range: low...high, desiredCount: count, minimumStride: minimumStride)
    }
}

/// Dates split into bins: given thresholds, a time interval, calendar units, or about
/// `desiredCount` bins of the calendar unit that comes closest.
public struct DateBins: RandomAccessCollection {
    public typealias Element = ChartBinRange<Date>
    public typealias Index = Int
    public let thresholds: [Date]

    public init(thresholds: [Date]) { self.thresholds = thresholds }
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let low = range.lowerBound.timeIntervalSince1970, high = range.upperBound.timeIntervalSince1970
        self.init(thresholds: NumberBins<Double>.steps(low, high, step: timeInterval).map { Date(timeIntervalSince1970: $0) })
    }
    public init(unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .autoupdatingCurrent) {
        var dates: [Date] = []
        var date = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        while dates.count < 10_000 {
            dates.append(date)
            if date >= range.upperBound, dates.count > 1 { break }
            guard let next = calendar.date(byAdding: unit, value: Swift.max(stride, 1), to: date) else { break }
            date = next
        }
        self.init(thresholds: dates)
    }
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let units: [(Calendar.Component, TimeInterval)] = [(.second, 1), (.minute, 60), (.hour, 3600), (.day, 86_400),
                                                           (.weekOfYear, 604_800), (.month, 2_629_800), (.year, 31_557_600)]
        let unit = units.min { abs(span / $0.1 - Double(desiredCount)) < abs(span / $1.1 - Double(desiredCount)) }?.0 ?? .day
        self.init(unit: unit, range: range, calendar: calendar)
    }
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
        let low = data.min() ?? Date(timeIntervalSince1970: 0), high = data.max() ?? low
        let count = desiredCount ?? Int((log2(Double(Swift.max(data.count, 1))) + 1).rounded(.up))
        self.init(range: low...high, desiredCount: count, calendar: calendar)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public subscript(position: Int) -> ChartBinRange<Date> { bin(thresholds, position) }
    /// The index of the bin holding `value`.
    public func index(for value: Date) -> Int { binIndex(thresholds, value) }
}

extension PlottableValue where Value: Comparable {
    /// A bin: bars and rectangles span it, other marks sit in its middle.
    public static func value(_ labelKey: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "", value: range.lowerBound.plotValue, rangeEnd: range.upperBound.plotValue)
    }
    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: "", value: range.lowerBound.plotValue, rangeEnd: range.upperBound.plotValue)
    }
}
