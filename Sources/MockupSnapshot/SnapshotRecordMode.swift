import Foundation

/// When a snapshot assertion writes its golden instead of (only) comparing.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Always compare; a missing golden fails.
    case never
    /// Write goldens that don't exist yet; compare the others.
    case missing
    /// Compare, and rewrite the goldens that differ (review the changes before committing them).
    case failed
    /// Rewrite every golden (review the changes before committing them).
    case all

    /// The environment variable that sets the mode for a whole test run.
    public static let environmentVariable = "MOCKUP_RECORD"

    /// Parses a `MOCKUP_RECORD` value exactly (`never`, `missing`, `failed`, `all`); anything else
    /// throws an error that lists the valid values.
    public init(environmentValue value: String) throws {
        guard let mode = SnapshotRecordMode(rawValue: value) else {
            throw SnapshotRecordModeError(value: value)
        }
        self = mode
    }

    /// The mode `MOCKUP_RECORD` sets, nil when it is unset or empty; throws for an unknown value.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> SnapshotRecordMode? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        return try SnapshotRecordMode(environmentValue: value)
    }
}

/// An unknown `MOCKUP_RECORD` value.
public struct SnapshotRecordModeError: Error, CustomStringConvertible, Sendable {
    public let value: String
    public var description: String {
        "\(SnapshotRecordMode.environmentVariable)='\(value)' is not a record mode; use one of "
            + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + " (or leave it unset to compare only)"
    }
}
