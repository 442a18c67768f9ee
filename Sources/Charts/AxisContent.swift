import Foundation
import SwiftUI

/// Axis configuration content (`chartXAxis { AxisMarks { … } }`); the chart draws Swift Charts'
/// default axes whatever it says.
@MainActor @preconcurrency
public protocol AxisContent {}

/// Builds axis content.
@MainActor @resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildBlock(_ parts: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildOptional(_ part: _AxisContentGroup?) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
}

/// Several axis contents.
public struct _AxisContentGroup: AxisContent {}

/// Which values get axis marks.
public struct AxisMarkValues: Sendable {
    public static let automatic = AxisMarkValues()
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) {}
}

/// Where axis marks go.
public enum AxisMarkPosition: Sendable { case automatic, leading, trailing, top, bottom }

/// The value an axis mark is for.
public struct AxisValue: Sendable {
    public let index: Int
    public let count: Int
    public func `as`<T>(_ type: T.Type) -> T? { nil }
}

/// Axis marks: grid lines, ticks and labels.
public struct AxisMarks: AxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic) {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisContentBuilder content: (AxisValue) -> _AxisContentGroup) {}
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {}
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                              @AxisContentBuilder content: (AxisValue) -> _AxisContentGroup) {}
}

/// Axis mark presets.
public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }

/// A grid line.
public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}

/// A tick.
public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}

/// A value label.
public struct AxisValueLabel: AxisContent {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {}
    public func font(_ font: Font?) -> AxisValueLabel { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}

/// Label collision handling.
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let greedy = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// Label orientation.
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
}
