import Foundation

/// When a snapshot assertion writes its golden instead of comparing.
public enum SnapshotRecordMode: String, Sendable {
    /// Always compare; a missing golden fails.
    case never
    /// Write goldens that don't exist yet; compare the others.
    case missing
    /// Rewrite every golden (review the changes before committing them).
    case all

    /// From the `MOCKUP_RECORD` environment variable: `all` (or `1`, `true`) records everything,
    /// `missing` records only missing goldens; unset or anything else never records.
    public static var fromEnvironment: SnapshotRecordMode {
        switch ProcessInfo.processInfo.environment["MOCKUP_RECORD"]?.lowercased() {
        case "all", "1", "true", "yes": return .all
        case "missing": return .missing
        default: return .never
        }
    }
}
