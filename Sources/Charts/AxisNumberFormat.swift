import Foundation

/// The number format styles an axis label takes when the code names no type: Double's `.number` and
/// `.percent` styles and what their modifiers return.
///
/// Apple declares one format initializer on `AxisValueLabel` and `AxisMarks`, generic over
/// `Format: FormatStyle` with `Format.FormatInput: Plottable`. With swift-foundation's static members
/// (`.number` on `FloatingPointFormatStyle<Double>`, `<Float>`, `<Float16>`, `IntegerFormatStyle<Int…>`
/// and `Decimal.FormatStyle`) Swift 6's solver finds every one of them in `AxisValueLabel(format: .number)`
/// and reports "ambiguous use of 'number'" — with Apple's constraint too, Double and Int remain. The
/// overloads taking this protocol are more specific than the generic ones, so `.number…` and `.percent…`
/// resolve to Double's styles (which format an integer axis's values alike); a style of another type
/// (`.currency(code:)`, `.dateTime`) still takes the generic initializer.
public protocol _AxisNumberFormat: FormatStyle where FormatInput == Double, FormatOutput == String {}

extension FloatingPointFormatStyle<Double>: _AxisNumberFormat {}
extension FloatingPointFormatStyle<Double>.Percent: _AxisNumberFormat {}
