import Foundation

/// Where a publisher delivers (`receive(on:)`) or measures time (`debounce`); a static render
/// delivers synchronously and never lets time pass.
public protocol Scheduler {
    /// The scheduler's time; its `Stride` is the interval the timing operators take
    /// (`RunLoop.SchedulerTimeType.Stride`, `S.SchedulerTimeType.Stride` in generic code).
    associatedtype SchedulerTimeType: _SchedulerTime
}

/// A scheduler's time (not Apple API: Apple's are `Strideable`): every scheduler measures intervals
/// in `SchedulerStride`.
public protocol _SchedulerTime {}

extension _SchedulerTime {
    public typealias Stride = SchedulerStride
}

extension DispatchQueue: Scheduler {
    /// A moment on a dispatch queue's clock.
    public struct SchedulerTimeType: _SchedulerTime, Sendable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
    }
}

extension RunLoop: Scheduler {
    /// A moment on a run loop's clock.
    public struct SchedulerTimeType: _SchedulerTime, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
    }
}

extension OperationQueue: Scheduler {
    /// A moment on an operation queue's clock.
    public struct SchedulerTimeType: _SchedulerTime, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
    }
}

/// A scheduler that runs actions at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    public static let shared = ImmediateScheduler()
    /// The immediate scheduler's time, which never advances.
    public struct SchedulerTimeType: _SchedulerTime, Sendable {}
}

/// A time interval for scheduler-based operators (`.milliseconds(300)`, `.seconds(1)`, `0.5`).
public struct SchedulerStride: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The interval in seconds.
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1e9) }
}
