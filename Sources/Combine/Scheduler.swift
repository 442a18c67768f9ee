import Foundation

/// Where a publisher delivers (`receive(on:)`) or measures time (`debounce`); a static render
/// delivers synchronously and never lets time pass.
public protocol Scheduler {}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}

/// A scheduler that runs actions at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    public static let shared = ImmediateScheduler()
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
