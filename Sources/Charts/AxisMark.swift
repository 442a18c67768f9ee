import Foundation
import SwiftUI

/// A part of an axis mark: a grid line, a tick or a value label.
@MainActor @preconcurrency
public protocol AxisMark {
    /// The parts this mark draws.
    var _parts: AxisMarkParts { get }
}

/// Which parts an `AxisMarks` draws at a value (a grid line, a tick, a label), and what its label
/// shows.
public struct AxisMarkParts {
    var gridLine = false
    var label = false
    /// A tick outside the plot at the value (`AxisTick`), `tickLength` long (nil: `ChartPlot.tickLength`),
    /// in its stroke and style (nil: the grid line's 0.5 pt in the grid colour).
    var tick = false
    var tickLength: CGFloat?
    var tickStroke: StrokeStyle?
    var tickStyle: AnyShapeStyle?
    /// The label's content (nil: the value's default label).
    var labelContent: AxisLabelContent?
    /// Whether the label is centred in the interval up to the next value, rather than on the value.
    var labelCentered = false
    /// Whether the label shows even where it runs past the chart (`collisionResolution: .disabled`).
    var labelAlwaysShown = false
    /// The grid line's stroke (`AxisGridLine(stroke:)`, `AxisMarks(stroke:)`) and style
    /// (`.foregroundStyle`); nil: a 0.5-pt line in the grid colour.
    var gridStroke: StrokeStyle?
    var gridStyle: AnyShapeStyle?
    /// The label's style and font (`.foregroundStyle`, `.font`); nil: `.secondary`, `.caption2`.
    var labelStyle: AnyShapeStyle?
    var labelFont: Font?
    /// Swift Charts' default marks: a grid line and a label (its default tick is not drawn).
    static var defaults: AxisMarkParts { AxisMarkParts(gridLine: true, label: true) }

    /// The parts of both; where both style a part, this one's style.
    func union(_ other: AxisMarkParts) -> AxisMarkParts {
        AxisMarkParts(gridLine: gridLine || other.gridLine, label: label || other.label, tick: tick || other.tick,
                      tickLength: tickLength ?? other.tickLength, tickStroke: tickStroke ?? other.tickStroke,
                      tickStyle: tickStyle ?? other.tickStyle, labelContent: labelContent ?? other.labelContent,
                      labelCentered: labelCentered || other.labelCentered,
                      labelAlwaysShown: labelAlwaysShown || other.labelAlwaysShown, gridStroke: gridStroke ?? other.gridStroke,
                      gridStyle: gridStyle ?? other.gridStyle, labelStyle: labelStyle ?? other.labelStyle,
                      labelFont: labelFont ?? other.labelFont)
    }

    /// Whether the grid line has a stroke or style of its own.
    var stylesGridLine: Bool { gridStroke != nil || gridStyle != nil }

    /// These parts with `style` on the grid line, tick and label they draw (a style set closer to the mark wins).
    func styled(_ style: AnyShapeStyle) -> AxisMarkParts {
        var parts = self
        if gridLine { parts.gridStyle = gridStyle ?? style }
        if tick { parts.tickStyle = tickStyle ?? style }
        if label { parts.labelStyle = labelStyle ?? style }
        return parts
    }
}

/// What an axis value label shows instead of the value's default label.
enum AxisLabelContent {
    /// The value formatted with a format style in the chart's locale (nil when the style takes another type).
    case format((PlotValue, Locale) -> String?)
    case view(AnyView)

    /// A formatter from a `FormatStyle`, for the value types it takes, in the environment's locale as
    /// `Text(_:format:)` formats (a Japanese chart's `.dateTime.month()` reads "6月").
    static func formatting<F: FormatStyle>(_ format: F) -> AxisLabelContent where F.FormatOutput == String {
        .format { value, locale in
            let input: F.FormatInput?
            switch value {
            case .date(let date): input = date as? F.FormatInput
            case .category(let category): input = category as? F.FormatInput
            case .number(let number):
                // `.currency(code:)` and `.percent` may be Decimal's styles as well as Double's and Int's.
                let candidates: [Any] = [number, Float(number), CGFloat(number), Decimal(number)] + (Int(exactly: number).map { [$0] } ?? [])
                input = candidates.lazy.compactMap { $0 as? F.FormatInput }.first
            }
            return input.map { format.formattedAtRenderMoment($0, locale: locale) }
        }
    }
}

/// Builds the parts of axis marks.
@preconcurrency @MainActor @resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkGroup { _AxisMarkGroup(parts: mark._parts) }
    public static func buildBlock() -> _AxisMarkGroup { _AxisMarkGroup(parts: AxisMarkParts()) }
    public static func buildBlock(_ parts: _AxisMarkGroup...) -> _AxisMarkGroup {
        _AxisMarkGroup(parts: parts.reduce(AxisMarkParts()) { $0.union($1.parts) })
    }
    public static func buildPartialBlock(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildPartialBlock(accumulated: _AxisMarkGroup, next: _AxisMarkGroup) -> _AxisMarkGroup {
        _AxisMarkGroup(parts: accumulated.parts.union(next.parts))
    }
    public static func buildOptional(_ part: _AxisMarkGroup?) -> _AxisMarkGroup { part ?? _AxisMarkGroup(parts: AxisMarkParts()) }
    public static func buildIf(_ part: _AxisMarkGroup?) -> _AxisMarkGroup { buildOptional(part) }
    public static func buildEither(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildEither(second: _AxisMarkGroup) -> _AxisMarkGroup { second }
    public static func buildLimitedAvailability(_ part: _AxisMarkGroup) -> _AxisMarkGroup { part }
}

/// Several axis mark parts.
public struct _AxisMarkGroup: AxisMark {
    let parts: AxisMarkParts
    public var _parts: AxisMarkParts { parts }
}

/// An axis mark of any type.
public struct AnyAxisMark: AxisMark {
    public let _parts: AxisMarkParts
    public init(_ content: any AxisMark) { _parts = content._parts }
    public init(erasing content: some AxisMark) { _parts = content._parts }
}

extension AxisMark {
    /// The style of the mark's grid line and label.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _AxisMarkGroup { _AxisMarkGroup(parts: _parts.styled(AnyShapeStyle(style))) }
    /// The label's font.
    public func font(_ font: Font?) -> _AxisMarkGroup {
        var parts = _parts
        if parts.label { parts.labelFont = parts.labelFont ?? font }
        return _AxisMarkGroup(parts: parts)
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _AxisMarkGroup { _AxisMarkGroup(parts: _parts) }
    public func offset(_ offset: CGSize) -> _AxisMarkGroup { _AxisMarkGroup(parts: _parts) }
}

/// A grid line across the plot at the value.
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    public var _parts: AxisMarkParts { AxisMarkParts(gridLine: true, gridStroke: stroke) }
}

/// A short line at the value, outside the plot on the axis's side: below it for the x axis, beside
/// it toward the labels for the y axis. A length in points is honoured; the `Length` cases (up to a
/// label) draw the automatic length.
public struct AxisTick: AxisMark {
    let length: CGFloat?
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = nil; self.stroke = stroke
    }
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length; self.stroke = stroke
    }
    public var _parts: AxisMarkParts { AxisMarkParts(tick: true, tickLength: length, tickStroke: stroke) }

    /// How long a tick is.
    public struct Length: Sendable, CustomStringConvertible {
        let name: String
        public static let automatic = Length(name: "automatic")
        public static let label = Length(name: "label")
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(name: "label") }
        public static let longestLabel = Length(name: "longestLabel")
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { Length(name: "longestLabel") }
        public var description: String { name }
    }
}

/// The value's label: its default label, a format style's output, a title, or custom content.
public struct AxisValueLabel: AxisMark {
    let content: AxisLabelContent?
    var centered = false
    var alwaysShown = false
    public var _parts: AxisMarkParts {
        AxisMarkParts(label: true, labelContent: content, labelCentered: centered, labelAlwaysShown: alwaysShown)
    }

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) { content = nil; self.centered = centered == true; alwaysShown = collisionResolution.isDisabled }
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = .view(AnyView(content())); self.centered = centered == true; alwaysShown = collisionResolution.isDisabled
    }
    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) { content = .view(AnyView(Text(titleKey))); self.centered = centered == true; alwaysShown = collisionResolution.isDisabled }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        let text = String(label)
        content = .format { _, _ in text }; self.centered = centered == true; alwaysShown = collisionResolution.isDisabled
    }
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil) where Format.FormatOutput == String {
        content = .formatting(format); self.centered = centered == true; alwaysShown = collisionResolution.isDisabled
    }
    /// `.number…` and `.percent…` as Double's styles (`_AxisNumberFormat` says why).
    public init<Format: _AxisNumberFormat>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                           multiLabelAlignment: Alignment? = nil,
                                           collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                           orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                           verticalSpacing: CGFloat? = nil) {
        content = .formatting(format); self.centered = centered == true; alwaysShown = collisionResolution.isDisabled
    }
}

/// Label collision handling.
public struct AxisValueLabelCollisionResolution: Sendable, CustomStringConvertible {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(name: "greedy")
    }
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    var isDisabled: Bool { name == "disabled" }
    public var description: String { name }
}

/// Label orientation.
public struct AxisValueLabelOrientation: Sendable, CustomStringConvertible {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
    public var description: String { name }
}
