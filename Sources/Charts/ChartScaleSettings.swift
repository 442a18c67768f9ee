import Foundation
import SwiftUI

/// What the scale modifiers say of one position axis: `chartXScale` / `chartYScale` (domain, zero,
/// direction, range of positions) and the scrolling modifiers (visible length, starting value).
struct ChartScaleSettings {
    /// The domain's values (nil: inferred from the marks).
    var domain: [PlotValue]?
    /// Whether an inferred numeric domain reaches zero (nil: Swift Charts' default, which does).
    var includesZero: Bool?
    /// What changes an inferred domain: its categories, or a numeric domain's two ends.
    var modifyInferredDomain: ((inout [PlotValue]) -> Void)?
    /// Whether the axis runs from the domain's end to its start (`.automatic(reversed: true)`).
    var reversed = false
    /// The positions the domain maps to.
    var range: ChartPositionRange = .padding(start: 0, end: 0)
    /// How much of the domain a scrollable chart shows at once (a length of numbers or seconds, or
    /// a count of categories), and the value it starts at.
    var visibleLength: Double?
    var scrollStart: PlotValue?
}

/// The positions a scale's domain maps to: the plot's length less padding at its ends, or the
/// points a `range:` of `CGFloat`s names.
enum ChartPositionRange {
    case padding(start: CGFloat, end: CGFloat)
    case positions(ClosedRange<CGFloat>)

    /// The points left empty before the first and after the last value on an axis `length` long.
    func padding(in length: CGFloat) -> (start: CGFloat, end: CGFloat) {
        switch self {
        case let .padding(start, end): return (start, end)
        case let .positions(span): return (span.lowerBound, length - span.upperBound)
        }
    }
}
