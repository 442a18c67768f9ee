import Foundation

extension Text {
    /// A timer over `timerInterval` (iOS 16), as `m:ss`, or `h:mm:ss` from an hour on when
    /// `showsHours` (otherwise minutes keep counting). It shows its value at `pauseTime` when given,
    /// else at the render's moment (`TimelineViewStill.date`, which the code's `Date()` reads), held
    /// within the interval: a workout started 23 min 14 s before `Date()` reads "23:14".
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(verbatim: Text.timerString(timerInterval: timerInterval, pauseTime: pauseTime,
                                             countsDown: countsDown, showsHours: showsHours))
    }

    /// What `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows.
    nonisolated static func timerString(timerInterval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool,
                            showsHours: Bool) -> String {
        let start = timerInterval.lowerBound, end = timerInterval.upperBound
        let moment = min(max(pauseTime ?? TimelineViewStill.date, start), end)
        let seconds = countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
        return timerString(seconds: seconds, showsHours: showsHours)
    }

    /// Whole seconds as a timer reads them: `m:ss`, or `h:mm:ss` from an hour on when `showsHours`.
    nonisolated static func timerString(seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(max(seconds, 0).rounded(.down))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        if showsHours && hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, secs) }
        return String(format: "%d:%02d", showsHours ? minutes : total / 60, secs)
    }
}
