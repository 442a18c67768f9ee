import Foundation

/// When a `TimelineView` updates. A still is one moment, so every schedule shows the same date.
public protocol TimelineSchedule {}

/// Updates on every frame.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Updates every `interval` seconds.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// Updates at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view redrawn on a schedule. A still shows its content once, at a fixed date —
/// 2025-01-01 09:41:00 UTC (`TimelineViewStill.date`) — so renders never read the clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content closure receives.
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }

    public var body: some View {
        content(Context(date: TimelineViewStill.date, cadence: .live))
    }
}

/// What a `TimelineView`'s content closure receives: the date shown and the update cadence.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view is being updated.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}

/// The moment every `TimelineView` shows.
public enum TimelineViewStill {
    /// 2025-01-01 09:41:00 UTC.
    public static let date = Date(timeIntervalSince1970: 1_735_724_460)
}
