import Dispatch

// Apple's Dispatch has these two (macOS 10.15 / iOS 13); Linux's has only the `+` and `-` operators.
extension DispatchTime {
    /// The time `interval` after this one.
    public func advanced(by interval: DispatchTimeInterval) -> DispatchTime { self + interval }

    /// The interval from this time to `other`, in nanoseconds (negative when `other` is earlier).
    public func distance(to other: DispatchTime) -> DispatchTimeInterval {
        let (difference, overflow) = Int64(bitPattern: other.uptimeNanoseconds)
            .subtractingReportingOverflow(Int64(bitPattern: uptimeNanoseconds))
        return overflow ? .never : .nanoseconds(Int(difference))
    }
}
