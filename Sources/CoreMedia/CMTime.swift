@_exported import CoreVideo
@_exported import Foundation

/// A media time's numerator.
public typealias CMTimeValue = Int64
/// A media time's denominator: units per second.
public typealias CMTimeScale = Int32
/// Distinguishes otherwise equal times in different loops of a timeline.
public typealias CMTimeEpoch = Int64

/// What a `CMTime` holds besides its value: whether it is valid, rounded, infinite or indefinite.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a time is rounded when its timescale changes.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardNegativeInfinity,
         roundTowardPositiveInfinity
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// A rational media time, `value / timescale` seconds, as Core Media's `CMTime`. Players in a render
/// never move, so the times they report are `.zero`.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value; self.timescale = timescale; self.flags = flags; self.epoch = epoch
    }

    /// `value / timescale` seconds; a timescale of zero or less makes an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` in units of `1 / preferredTimescale`, rounded half away from zero; NaN is
    /// invalid and infinities are the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        let scaled = seconds * Double(preferredTimescale)
        let rounded = scaled.rounded(.toNearestOrAwayFromZero)
        self.init(value: CMTimeValue(rounded), timescale: preferredTimescale,
                  flags: rounded == scaled ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// A finite, valid time (not indefinite or infinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN when invalid or indefinite, ±infinity when infinite.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in units of `1 / newTimescale`.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return isNumeric ? .invalid : self }
        let exact = Double(value) * Double(newTimescale) / Double(timescale)
        let rounded: Double
        switch method {
        case .roundHalfAwayFromZero, .quickTime: rounded = exact.rounded(.toNearestOrAwayFromZero)
        case .roundTowardZero: rounded = exact.rounded(.towardZero)
        case .roundAwayFromZero: rounded = exact.rounded(.awayFromZero)
        case .roundTowardNegativeInfinity: rounded = exact.rounded(.down)
        case .roundTowardPositiveInfinity: rounded = exact.rounded(.up)
        }
        return CMTime(value: CMTimeValue(rounded), timescale: newTimescale,
                      flags: rounded == exact ? flags : flags.union(.hasBeenRounded), epoch: epoch)
    }

    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }

    /// Core Media's order: invalid times are equal to each other and less than any valid time;
    /// −∞ < numeric times < +∞ < indefinite; numeric times compare by their rational value.
    fileprivate static func order(_ lhs: CMTime, _ rhs: CMTime) -> Int {
        func rank(_ time: CMTime) -> Int {
            if !time.isValid { return 0 }
            if time.isNegativeInfinity { return 1 }
            if time.isNumeric { return 2 }
            if time.isPositiveInfinity { return 3 }
            return 4
        }
        let (l, r) = (rank(lhs), rank(rhs))
        if l != r || l != 2 { return l < r ? -1 : l > r ? 1 : 0 }
        if lhs.epoch != rhs.epoch { return lhs.epoch < rhs.epoch ? -1 : 1 }
        let left = lhs.value.multipliedFullWidth(by: CMTimeValue(rhs.timescale))
        let right = rhs.value.multipliedFullWidth(by: CMTimeValue(lhs.timescale))
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        return left.low < right.low ? -1 : left.low > right.low ? 1 : 0
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { order(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { order(lhs, rhs) < 0 }

    /// Equal times (1/2 and 2/4) hash alike: numeric times by their value in seconds.
    public func hash(into hasher: inout Hasher) {
        if isNumeric {
            hasher.combine(epoch)
            hasher.combine(seconds)
        } else {
            hasher.combine(flags.intersection([.valid, .positiveInfinity, .negativeInfinity, .indefinite]).rawValue)
        }
    }
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` in units of `1 / preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN when invalid or indefinite).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1 as `time1` is less than, equal to or greater than `time2`.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { Int32(CMTime.order(time1, time2)) }

/// The same time in units of `1 / newTimescale`.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}

/// The sum; infinities and invalid times combine as Core Media documents (+∞ + −∞ is invalid).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isNumeric, rhs.isNumeric {
        let scale = commonTimescale(lhs.timescale, rhs.timescale)
        let (l, r) = (lhs.convertScale(scale, method: .default), rhs.convertScale(scale, method: .default))
        let flags: CMTimeFlags = l.hasBeenRounded || r.hasBeenRounded ? [.valid, .hasBeenRounded] : .valid
        return CMTime(value: l.value &+ r.value, timescale: scale, flags: flags, epoch: lhs.epoch)
    }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    if (lhs.isPositiveInfinity && rhs.isNegativeInfinity) || (lhs.isNegativeInfinity && rhs.isPositiveInfinity) { return .invalid }
    return lhs.isNumeric ? rhs : lhs
}

/// The difference: `lhs + (-rhs)`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeAdd(lhs, negated(rhs)) }

/// The time times an integer.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return multiplier < 0 ? negated(time) : time }
    return CMTime(value: time.value &* CMTimeValue(multiplier), timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// The time times a real number, in the time's timescale doubled until it is at least 65 536 (as
/// Core Media documents), rounded half away from zero.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return multiplier < 0 ? negated(time) : time }
    var timescale = time.timescale
    while timescale < 65_536 { timescale *= 2 }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: timescale)
}

/// The time times `multiplier / divisor`, exactly (the fraction reduced) unless that overflows.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard divisor != 0 else { return .invalid }
    guard time.isNumeric else { return (multiplier < 0) != (divisor < 0) ? negated(time) : time }
    let (product, overflow) = time.value.multipliedReportingOverflow(by: CMTimeValue(multiplier))
    var value = product, scale = Int64(time.timescale) * Int64(divisor)
    if scale < 0 { (value, scale) = (-value, -scale) }
    var (a, b) = (value.magnitude, UInt64(scale))
    while b != 0 { (a, b) = (b, a % b) }
    if !overflow, a > 0 { value /= Int64(a); scale /= Int64(a) }
    guard !overflow, scale <= CMTimeScale.max else {
        return CMTimeMultiplyByFloat64(time, multiplier: Float64(multiplier) / Float64(divisor))
    }
    return CMTime(value: value, timescale: CMTimeScale(scale), flags: time.flags, epoch: time.epoch)
}

/// The absolute value.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { CMTimeCompare(time, .zero) < 0 ? negated(time) : time }

/// The lesser of two times.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { min(time1, time2) }

/// The greater of two times.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { max(time1, time2) }

private func negated(_ time: CMTime) -> CMTime {
    if time.isPositiveInfinity { return .negativeInfinity }
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric else { return time }
    return CMTime(value: -time.value, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// The least common multiple of two timescales, or the larger one when it overflows.
private func commonTimescale(_ a: CMTimeScale, _ b: CMTimeScale) -> CMTimeScale {
    if a == b { return a }
    var (x, y) = (Int64(a), Int64(b))
    while y != 0 { (x, y) = (y, x % y) }
    let lcm = Int64(a) / x * Int64(b)
    return lcm <= Int64(Int32.max) ? CMTimeScale(lcm) : max(a, b)
}

extension CMTime {
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static prefix func - (time: CMTime) -> CMTime { negated(time) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    public static func * (time: CMTime, multiplier: Float64) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
    public static func * (multiplier: Float64, time: CMTime) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
    public static func *= (time: inout CMTime, multiplier: Int32) { time = time * multiplier }
    public static func *= (time: inout CMTime, multiplier: Float64) { time = time * multiplier }
}
