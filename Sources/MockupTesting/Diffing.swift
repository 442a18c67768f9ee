import Foundation

/// How a snapshot format is stored and compared, as swift-snapshot-testing's `Diffing`.
public struct Diffing<Format> {
    /// The file's bytes.
    public var toData: (Format) throws -> Data
    /// The format back from a stored file; throws when the file is damaged.
    public var fromData: (Data) throws -> Format
    /// Nil when `actual` is alike enough to `expected`, else why not (and files that show it).
    public var diff: (_ expected: Format, _ actual: Format) -> SnapshotDifference?

    public init(toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
                diff: @escaping (_ expected: Format, _ actual: Format) -> SnapshotDifference?) {
        self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

/// Why a snapshot does not match its golden.
public struct SnapshotDifference {
    /// One line: what changed and by how much.
    public var message: String
    /// Files written beside the expected and actual ones, by suffix (`diff.png`).
    public var artifacts: [(suffix: String, data: Data)]

    public init(_ message: String, artifacts: [(suffix: String, data: Data)] = []) {
        self.message = message; self.artifacts = artifacts
    }
}
