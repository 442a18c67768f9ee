import Foundation

/// Which models a fetch selects and in which order, as SwiftData's `FetchDescriptor`: a Foundation
/// `Predicate` (`#Predicate<Item> { $0.isDone }`), `SortDescriptor`s, then an offset and a limit.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether the context's unsaved inserts and deletes count (they do by default).
    public var includePendingChanges = true
    /// The properties to load first; a render's models are loaded whole.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the models; a render's models are loaded whole.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }

    /// The models of class `T` among `candidates` that match, sorted (stable: equal models keep the
    /// store's order), from the offset and at most the limit.
    func select(from candidates: [any PersistentModel]) throws -> [T] {
        var models = candidates.compactMap { $0 as? T }
        if let predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !sortBy.isEmpty { models = models.sorted(using: sortBy) }
        let start = min(max(fetchOffset ?? 0, 0), models.count)
        let end = fetchLimit.map { min(start + max($0, 0), models.count) } ?? models.count
        return Array(models[start..<end])
    }
}
