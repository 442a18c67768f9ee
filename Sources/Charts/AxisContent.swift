import Foundation
import SwiftUI

/// Axis configuration content (`chartXAxis { AxisMarks(values: …) { … } }`).
@MainActor @preconcurrency
public protocol AxisContent {
    /// The axis marks this content describes.
    var _axisMarks: [AxisMarksSpec] { get }
}

/// What one `AxisMarks` asks for: which values, on which side, with which parts at each value.
public struct AxisMarksSpec {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    /// The parts at a value (the content closure, run for each value).
    var parts: (AxisValue) -> AxisMarkParts
}

/// Builds axis content.
@preconcurrency @MainActor @resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentGroup { _AxisContentGroup(specs: content._axisMarks) }
    public static func buildBlock() -> _AxisContentGroup { _AxisContentGroup(specs: []) }
    public static func buildBlock(_ parts: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup(specs: parts.flatMap(\.specs)) }
    public static func buildPartialBlock(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildPartialBlock(accumulated: _AxisContentGroup, next: _AxisContentGroup) -> _AxisContentGroup {
        _AxisContentGroup(specs: accumulated.specs + next.specs)
    }
    public static func buildOptional(_ part: _AxisContentGroup?) -> _AxisContentGroup { part ?? _AxisContentGroup(specs: []) }
    public static func buildIf(_ part: _AxisContentGroup?) -> _AxisContentGroup { buildOptional(part) }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
    public static func buildLimitedAvailability(_ part: _AxisContentGroup) -> _AxisContentGroup { part }
}

/// Several axis contents.
public struct _AxisContentGroup: AxisContent {
    let specs: [AxisMarksSpec]
    public var _axisMarks: [AxisMarksSpec] { specs }
}

/// Axis content of any type.
public struct AnyAxisContent: AxisContent {
    public let _axisMarks: [AxisMarksSpec]
    public init(_ content: any AxisContent) { _axisMarks = content._axisMarks }
    public init(erasing content: some AxisContent) { _axisMarks = content._axisMarks }
}

extension AxisContent {
    /// Draws the axis content as one layer (no visible difference in a still).
    public func compositingLayer() -> _AxisContentGroup { _AxisContentGroup(specs: _axisMarks) }
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> _AxisContentGroup {
        _AxisContentGroup(specs: _axisMarks)
    }
}

/// Which values get axis marks: Swift Charts' automatic nice values (about `desiredCount` of
/// them), every `stepSize`, every `count` calendar units, or the given values.
public struct AxisMarkValues: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case stride(Double)
        case calendar(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlotValue])
    }
    var kind: Kind
    /// Whether an inferred domain's start and end round out to the marks (nil: they do).
    var roundsLowerBound: Bool? = nil
    var roundsUpperBound: Bool? = nil

    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil))
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: nil), roundsLowerBound: roundLowerBound, roundsUpperBound: roundUpperBound)
    }
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)),
                       roundsLowerBound: roundLowerBound, roundsUpperBound: roundUpperBound)
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .calendar(component, count: count, calendar: calendar))
    }
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil,
                                                      roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)), roundsLowerBound: roundLowerBound, roundsUpperBound: roundUpperBound)
    }
    public var description: String { "\(kind)" }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .values(elements.map { .number($0) }) }
}

/// Where axis marks go.
public struct AxisMarkPosition: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
    public var description: String { "\(kind)" }
}

/// Axis mark presets (how marks align with the plot; drawn as `.automatic`).
public struct AxisMarkPreset: Sendable, CustomStringConvertible {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
    public var description: String { name }
}

/// The value an axis mark is for.
public struct AxisValue: Sendable {
    public let index: Int
    public let count: Int
    let value: PlotValue
    /// The value as `P`, if it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.from(value) }
}

/// Axis marks: grid lines, ticks and value labels at `values`. Without a content closure they
/// are Swift Charts' default marks (a grid line, a tick and a label per value).
public struct AxisMarks: AxisContent {
    let spec: AxisMarksSpec
    public var _axisMarks: [AxisMarksSpec] { [spec] }

    private init(position: AxisMarkPosition, values: AxisMarkValues, parts: @escaping (AxisValue) -> AxisMarkParts) {
        spec = AxisMarksSpec(values: values, position: position, parts: parts)
    }
    /// The default marks with their labels formatted.
    private init(position: AxisMarkPosition, values: AxisMarkValues, label: AxisLabelContent, stroke: StrokeStyle?) {
        self.init(position: position, values: values,
                  parts: { _ in AxisMarkParts(gridLine: true, label: true, labelContent: label, gridStroke: stroke) })
    }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(position: position, values: values, parts: { _ in AxisMarkParts(gridLine: true, label: true, gridStroke: stroke) })
    }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(position: position, values: AxisMarkValues(kind: .values(values.map(\.plotValue))),
                  parts: { _ in AxisMarkParts(gridLine: true, label: true, gridStroke: stroke) })
    }
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
        where Format.FormatOutput == String {
        self.init(position: position, values: values, label: .formatting(format), stroke: stroke)
    }
    /// `.number…` and `.percent…` as Double's styles (`_AxisNumberFormat` says why).
    public init<Format: _AxisNumberFormat>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                           values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(position: position, values: values, label: .formatting(format), stroke: stroke)
    }
    /// Marks at `values` labelled by a style of their type, as Apple constrains it (`Format.FormatInput == Value`):
    /// the array's literals pick the style's type, so `.percent` over `[0, 0.02]` is Double's.
    public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                                       position: AxisMarkPosition = .automatic, values: [Value],
                                                       stroke: StrokeStyle? = nil)
        where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(position: position, values: AxisMarkValues(kind: .values(values.map(\.plotValue))), label: .formatting(format), stroke: stroke)
    }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkGroup) {
        self.init(position: position, values: values, parts: { content($0).parts })
    }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkGroup) {
        self.init(position: position, values: AxisMarkValues(kind: .values(values.map(\.plotValue))), parts: { content($0).parts })
    }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> _AxisMarkGroup) {
        let parts = content().parts
        self.init(position: position, values: values, parts: { _ in parts })
    }
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping () -> _AxisMarkGroup) {
        let parts = content().parts
        self.init(position: position, values: AxisMarkValues(kind: .values(values.map(\.plotValue))), parts: { _ in parts })
    }
}
