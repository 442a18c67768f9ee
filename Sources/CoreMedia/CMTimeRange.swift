import Foundation

/// A span of media time: a start and a duration, as Core Media's `CMTimeRange`.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime

    public init(start: CMTime, duration: CMTime) { self.start = start; self.duration = duration }
    /// The range from `start` up to `end`.
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
    /// From time zero forever.
    public static let positiveInfinity = CMTimeRange(start: .zero, duration: .positiveInfinity)

    public var end: CMTime { start + duration }
    public var isValid: Bool { start.isValid && duration.isValid && duration.epoch == 0 && duration >= .zero }
    public var isEmpty: Bool { isValid && duration == .zero }
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

    /// Whether `time` is in the range (its end excluded).
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
    /// Whether `range` lies inside this one.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool { range.start >= start && range.end <= end }
}

/// A range from a start and a duration.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
