import Foundation

/// The unified log's store, as an app reads its own process's entries (`OSLogStore(scope:
/// .currentProcessIdentifier)`, iOS 15) for a log viewer. A render writes no log (`Logger` drops its
/// messages), so the store opens and holds no entries.
public final class OSLogStore: @unchecked Sendable {
    /// Which entries a store reads.
    public enum Scope: Int, Sendable {
        /// The whole system's log (macOS only).
        case system = 0
        /// The entries of the calling process.
        case currentProcessIdentifier = 1
    }

    /// The store of `scope`'s entries.
    public init(scope: Scope) throws {}

    /// The store of the current process (what `OSLogStore(scope: .currentProcessIdentifier)` opens).
    public static func local() throws -> OSLogStore { try OSLogStore(scope: .currentProcessIdentifier) }

    /// The entries at and after `position` (all of them when nil) that `predicate` matches: none.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        AnySequence([])
    }

    /// The position of the first entry at or after `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` before the last entry (a negative interval).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` after the device last started.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
}

/// A place in the log's entries, where reading starts.
public final class OSLogPosition: @unchecked Sendable {}

/// How entries are read.
public final class OSLogEnumerator: @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest entries first.
        public static let reverse = Options(rawValue: 1)
    }
}

// The entry types a log viewer reads (`entries.compactMap { $0 as? OSLogEntryLog }`). A render's
// store holds no entries, so none is ever made; they carry Apple's properties for code to compile.

/// An entry of the log: its message, date and store category (an object, hashable by identity).
open class OSLogEntry: NSObject, @unchecked Sendable {
    /// The entry's message with its values filled in.
    public let composedMessage = ""
    /// When the entry was written.
    public let date = Date(timeIntervalSince1970: 0)
    /// How long the entry is kept.
    public let storeCategory = StoreCategory.undefined

    /// How long an entry is kept.
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }
}

/// What an entry written by a process records of it.
public protocol OSLogEntryFromProcess {
    var activityIdentifier: os_activity_id_t { get }
    var process: String { get }
    var processIdentifier: pid_t { get }
    var sender: String { get }
    var threadIdentifier: UInt64 { get }
}

/// What an entry with a subsystem and category records.
public protocol OSLogEntryWithPayload {
    var category: String { get }
    var components: [OSLogMessageComponent] { get }
    var formatString: String { get }
    var subsystem: String { get }
}

/// An activity's identifier.
public typealias os_activity_id_t = UInt64

/// One part of an entry's message: literal text or a formatted value.
public final class OSLogMessageComponent: @unchecked Sendable {
    /// The text the component shows.
    public let formatSubstring = ""
}

/// An entry a `Logger` (or `os_log`) wrote, with its level, subsystem and category.
public final class OSLogEntryLog: OSLogEntry, OSLogEntryFromProcess, OSLogEntryWithPayload, @unchecked Sendable {
    /// An entry's level.
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }

    public let level = Level.undefined
    public let activityIdentifier: os_activity_id_t = 0
    public let process = ""
    public let processIdentifier: pid_t = 0
    public let sender = ""
    public let threadIdentifier: UInt64 = 0
    public let category = ""
    public let components: [OSLogMessageComponent] = []
    public let formatString = ""
    public let subsystem = ""
}
