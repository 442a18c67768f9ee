import Foundation

// `ProgressView(timerInterval:)` (iOS 16): a bar that fills or empties over a date range, drawn at
// the render's moment (`TimelineViewStill.date`, which the code's `Date()` reads): before the
// interval full when counting down and empty otherwise, after it the other way round.

extension ProgressView {
    /// A bar that tracks `timerInterval`, with a label and a current-value label; drawn at the
    /// render's moment.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
                @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar that tracks `timerInterval`, with a label; drawn at the render's moment.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar that tracks `timerInterval`; drawn at the render's moment.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: timerFraction(timerInterval, countsDown: countsDown), label: nil, currentValueLabel: nil)
    }
}

/// How far a timer bar over `interval` is filled at the render's moment.
private func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let elapsed = duration > 0
        ? min(max(TimelineViewStill.date.timeIntervalSince(interval.lowerBound) / duration, 0), 1) : 1
    return countsDown ? 1 - elapsed : elapsed
}
