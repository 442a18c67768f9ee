import Foundation

// `ProgressView(timerInterval:)` (iOS 16): a bar that fills or empties over a date range. A render
// has no clock, so it shows the start of the interval: full when counting down, empty otherwise.

extension ProgressView {
    /// A bar that tracks `timerInterval`, with a label and a current-value label; drawn at the
    /// start of the interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
                @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: countsDown ? 1 : 0, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar that tracks `timerInterval`, with a label; drawn at the start of the interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: countsDown ? 1 : 0, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar that tracks `timerInterval`; drawn at the start of the interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: countsDown ? 1 : 0, label: nil, currentValueLabel: nil)
    }
}
