import Foundation

/// The saved models of a container, in the order they were saved: a store in memory shared by the
/// container's contexts.
final class ModelStore: @unchecked Sendable {
    /// Names the store in the models' identifiers (its configuration's name).
    let identifier: String
    private let lock = NSLock()
    private var models: [any PersistentModel] = []

    init(identifier: String) { self.identifier = identifier }

    /// The saved models, oldest first.
    var all: [any PersistentModel] { lock.withLock { models } }

    /// Adds the models not stored yet and removes `deleted` (a context's save).
    func commit(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        lock.withLock {
            let removed = Set(deleted.map { ObjectIdentifier($0) })
            var present = Set(models.map { ObjectIdentifier($0) })
            models.removeAll { removed.contains(ObjectIdentifier($0)) }
            for model in inserted where !removed.contains(ObjectIdentifier(model)) && present.insert(ObjectIdentifier(model)).inserted {
                models.append(model)
            }
        }
    }

    func contains(_ model: any PersistentModel) -> Bool {
        lock.withLock { models.contains { $0 === model } }
    }

    func removeAll() { lock.withLock { models.removeAll() } }
}
