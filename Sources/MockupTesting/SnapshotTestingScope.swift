import Foundation
import MockupSnapshot

/// Settings for the snapshot assertions inside `withSnapshotTesting`.
public struct SnapshotTestingConfiguration: Sendable {
    /// The record mode of assertions that do not pass one; nil = `MOCKUP_RECORD`, else `.never`.
    public var record: SnapshotRecordMode?
    /// Where failure artifacts go; nil = `MOCKUP_ARTIFACTS_DIR`, else `.build/mockup-artifacts` of
    /// the package around the test file.
    public var artifactsDirectory: URL?

    public init(record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil) {
        self.record = record; self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration in effect (task-local).
    @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with the snapshot assertions inside it recording as `record` and writing
/// failure artifacts to `artifactsDirectory` (nil keeps the enclosing setting), as
/// swift-snapshot-testing's `withSnapshotTesting(record:)`.
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil,
                                   operation: () throws -> R) rethrows -> R {
    var configuration = SnapshotTestingConfiguration.current
    if let record { configuration.record = record }
    if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
