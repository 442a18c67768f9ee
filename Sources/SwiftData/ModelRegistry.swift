import Foundation

/// What SwiftData keeps beside each model object (Apple's generated backing data): its identifier and
/// the context it was inserted in. Models carry no stored property of ours (the `@Model` rewrite adds
/// none), so it is a side table keyed by object identity; a weak reference tells a live object from a
/// dead one whose address was reused.
final class ModelRegistry: @unchecked Sendable {
    static let shared = ModelRegistry()

    private struct Entry {
        weak var object: AnyObject?
        var identifier: PersistentIdentifier
        weak var context: ModelContext?
        var isDeleted = false
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastNumber = 0

    /// The identifier of `model`, made the first time it is asked for.
    func identifier(of model: AnyObject) -> PersistentIdentifier {
        lock.withLock { entry(of: model).identifier }
    }

    /// The context `model` was inserted in, if it is still alive.
    func context(of model: AnyObject) -> ModelContext? {
        lock.withLock { entry(of: model).context }
    }

    /// Whether `model` was deleted from its context.
    func isDeleted(_ model: AnyObject) -> Bool {
        lock.withLock { entry(of: model).isDeleted }
    }

    /// Records that `model` was inserted in `context` (whose store is named `storeIdentifier`).
    func record(_ model: AnyObject, insertedIn context: ModelContext, storeIdentifier: String) {
        lock.withLock {
            var entry = entry(of: model)
            entry.context = context
            entry.isDeleted = false
            entry.identifier = PersistentIdentifier(entityName: entry.identifier.entityName, storeIdentifier: storeIdentifier,
                                                    number: entry.identifier.number)
            entries[ObjectIdentifier(model)] = entry
        }
    }

    /// Records that `model` was deleted (`deleted`) or that a deletion was rolled back.
    func record(_ model: AnyObject, deleted: Bool) {
        lock.withLock {
            var entry = entry(of: model)
            entry.isDeleted = deleted
            entries[ObjectIdentifier(model)] = entry
        }
    }

    /// The entry of `model`, made (and stored) when there is none for this object. Call with the lock held.
    private func entry(of model: AnyObject) -> Entry {
        let key = ObjectIdentifier(model)
        if let entry = entries[key], entry.object === model { return entry }
        lastNumber += 1
        let entry = Entry(object: model, identifier: PersistentIdentifier(entityName: String(describing: type(of: model)),
                                                                          storeIdentifier: nil, number: lastNumber))
        entries[key] = entry
        return entry
    }
}
