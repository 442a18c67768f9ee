import Foundation

/// Marks intervals and events for Instruments. A render records none; the work inside
/// `withIntervalSignpost` runs as usual.
public struct OSSignposter: @unchecked Sendable {
    public let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    public init(logHandle: OSLog) { log = logHandle }
    public init(logger: Logger) { log = logger.log }

    public static let disabled = OSSignposter(logHandle: .disabled)
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A fresh identifier for one interval, unique within the process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID.next() }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    /// Runs `task` inside an interval named `name`.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// Identifies a signpost interval.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { self = OSSignpostID.next() }
    public init(log: OSLog, object: AnyObject) { self.init(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))) }

    /// For intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
    static func next() -> OSSignpostID { OSSignpostID(counter.withLock { $0 += 1; return $0 }) }
}

/// An interval begun by `beginInterval`, to end with `endInterval`.
public final class OSSignpostIntervalState: @unchecked Sendable {
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
}

/// What an `os_signpost` call marks: a point in time, or the beginning or end of an interval.
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Values as `os/signpost.h` numbers them.
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// Marks a signpost (the iOS 12 form, before `OSSignposter`); a render records none.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a printf-style message; a render records none.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}
