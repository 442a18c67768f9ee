import Foundation

/// The unified log's writer (`Logger(subsystem:category:)`). A render writes no log: messages are
/// dropped unread (`OSLogMessage.formatted` gives the text a device would store, with every value
/// shown, as in Xcode's console).
public struct Logger: @unchecked Sendable {
    /// The log this logger writes to.
    public let log: OSLog

    /// A logger for the default log.
    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log: a subsystem and category messages are filed under.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    /// Whether messages of a type would be kept: every type but debug, as a device keeps by default.
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled && type != .debug }
    public var signpostsEnabled: Bool { self !== OSLog.disabled }

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// The categories with a meaning of their own to Instruments.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

/// A message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    /// Levels as `os/log.h` numbers them.
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a message at a level (the iOS 14 form), dropped as `Logger`'s are.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// Logs a message at the default level (the iOS 14 form, `os_log("\(name) appeared")`): a literal
/// without interpolations still means the printf-style form, as in Apple's overlay. A separate
/// function, not a defaulted level: Swift gives a lone unlabelled argument to the first parameter.
@_disfavoredOverload
public func os_log(dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    os_log(.default, dso: dso, log: log, message)
}

/// Logs a printf-style message (the iOS 10 form), dropped as `Logger`'s are.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: CVarArg...) {}

/// Logs a printf-style message at a level (the iOS 12 form), dropped as `Logger`'s are.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog, _ message: StaticString, _ args: CVarArg...) {}
