/// A value rendered in a snapshot format, with everything its render warned about.
public struct Snapshot<Format> {
    public var format: Format
    /// Render warnings (unknown fonts or symbols, missing images, …): a snapshot with warnings
    /// fails unless the assertion allows them.
    public var warnings: [String]

    public init(_ format: Format, warnings: [String] = []) {
        self.format = format; self.warnings = warnings
    }
}

/// A snapshot strategy, as swift-snapshot-testing's: how a `Value` becomes a `Format` that is
/// stored as a file with `pathExtension` and compared with `diffing`.
///
/// Strategies are values: build your own from an existing one with `pullback`, e.g. a strategy
/// for a model type that renders it through a view:
///
/// ```swift
/// extension Snapshotting where Value == Account, Format == PixelImage {
///     static let card = Snapshotting<AccountCard, PixelImage>.image(layout: .width(360))
///         .pullback { AccountCard(account: $0) }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: @MainActor (Value) throws -> Snapshot<Format>

    public init(pathExtension: String, diffing: Diffing<Format>,
                snapshot: @escaping @MainActor (Value) throws -> Snapshot<Format>) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot
    }

    /// The strategy for `NewValue`: `transform` turns it into this strategy's value (its warnings
    /// are kept beside this strategy's).
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Snapshot<Value>)
        -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            let transformed = try transform(value)
            let result = try snapshot(transformed.format)
            return Snapshot(result.format, warnings: transformed.warnings + result.warnings)
        }
    }

    /// The strategy for `NewValue`: `transform` turns it into this strategy's value.
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format> {
        pullback { (value: NewValue) in Snapshot(try transform(value)) }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy that stores the value itself.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Snapshot($0) }
    }
}
