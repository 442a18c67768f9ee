import Foundation
import SwiftUI

/// Inserts, deletes, fetches and saves models, as SwiftData's `ModelContext`. Inserted and deleted
/// models are pending until `save()` commits them to the container's store; the context's own
/// fetches see its pending changes (`FetchDescriptor.includePendingChanges`), other contexts only
/// what is saved. Autosave, undo and notifications keep their values; a render never waits for an
/// autosave, so pending changes stay pending until `save()`.
public class ModelContext: Equatable {
    /// Posted before a context saves.
    public static let willSave = Notification.Name("SwiftData.ModelContext.willSave")
    /// Posted after a context saved; `userInfo` has the inserted, updated and deleted identifiers.
    public static let didSave = Notification.Name("SwiftData.ModelContext.didSave")

    /// The keys of `didSave`'s `userInfo`.
    public enum NotificationKey: String {
        case queryGeneration, invalidatedAllIdentifiers, insertedIdentifiers, updatedIdentifiers, deletedIdentifiers
    }

    public let container: ModelContainer
    /// Whether the context saves on its own (on for a container's main context).
    public var autosaveEnabled = false
    public var undoManager: UndoManager?
    /// Who made the changes, as recorded in the store's history.
    public var author: String?
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    public private(set) var deletedModelsArray: [any PersistentModel] = []
    /// Models whose properties changed since the last save: a render does not track property edits.
    public var changedModelsArray: [any PersistentModel] { [] }

    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether there are inserted or deleted models not saved yet.
    public var hasChanges: Bool { !insertedModelsArray.isEmpty || !deletedModelsArray.isEmpty }

    /// Inserts `model` and the models it refers to (its relationships) into the context.
    public func insert<T: PersistentModel>(_ model: T) {
        var visited = Set<ObjectIdentifier>()
        insertGraph(model, visited: &visited)
    }

    private func insertGraph(_ model: any PersistentModel, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(model)).inserted else { return }
        if let deleted = deletedModelsArray.firstIndex(where: { $0 === model }) {
            deletedModelsArray.remove(at: deleted)
            ModelRegistry.shared.record(model, deleted: false)
        } else if !container.store.contains(model), !insertedModelsArray.contains(where: { $0 === model }) {
            insertedModelsArray.append(model)
            ModelRegistry.shared.record(model, insertedIn: self, storeIdentifier: container.store.identifier)
        }
        for related in RelatedModels(of: model) { insertGraph(related, visited: &visited) }
    }

    /// Inserts the models that the context's models and the saved ones refer to and that neither
    /// holds: SwiftData inserts a model when a relationship of a model in the context is set to it
    /// after that model's insert (`list.reminders = samples` after `insert(list)`). Deleted models
    /// stay deleted, and what only they refer to is not inserted.
    private func insertReferencedModels() {
        let roots = insertedModelsArray + container.store.all
        let deleted = Set(deletedModelsArray.map { ObjectIdentifier($0) })
        var known = Set(roots.map { ObjectIdentifier($0) })
        var pending = roots.filter { !deleted.contains(ObjectIdentifier($0)) }
        while let model = pending.popLast() {
            for related in RelatedModels(of: model)
            where !deleted.contains(ObjectIdentifier(related)) && known.insert(ObjectIdentifier(related)).inserted {
                insertedModelsArray.append(related)
                ModelRegistry.shared.record(related, insertedIn: self, storeIdentifier: container.store.identifier)
                pending.append(related)
            }
        }
    }

    /// Deletes `model`: an inserted model is simply dropped, a saved one leaves the store on `save()`.
    public func delete<T: PersistentModel>(_ model: T) {
        if let inserted = insertedModelsArray.firstIndex(where: { $0 === model }) {
            insertedModelsArray.remove(at: inserted)
        } else if !deletedModelsArray.contains(where: { $0 === model }) {
            deletedModelsArray.append(model)
        }
        ModelRegistry.shared.record(model, deleted: true)
    }

    /// Deletes every model of `model`'s class that matches `predicate` (all of them when nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// The models of the context and its store that `descriptor` selects, in its order.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try descriptor.select(from: candidates(includingPendingChanges: descriptor.includePendingChanges))
    }

    /// The fetch as a collection (a render has no batches to load: the models are all there).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(try fetch(descriptor))
    }

    /// How many models `descriptor` selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` selects.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>,
                                                      batchSize: Int) throws -> FetchResultsCollection<PersistentIdentifier> {
        FetchResultsCollection(try fetchIdentifiers(descriptor))
    }

    /// Calls `block` with each model `descriptor` selects.
    public func enumerate<T: PersistentModel>(_ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
                                              block: (T) throws -> Void) throws {
        for model in try self.fetch(fetch) { try block(model) }
    }

    /// Commits the pending inserts and deletes to the container's store.
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        insertReferencedModels()
        let inserted = insertedModelsArray, deleted = deletedModelsArray
        container.store.commit(inserted: inserted, deleted: deleted)
        insertedModelsArray = []
        deletedModelsArray = []
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: [
            NotificationKey.insertedIdentifiers.rawValue: inserted.map(\.persistentModelID),
            NotificationKey.deletedIdentifiers.rawValue: deleted.map(\.persistentModelID),
            NotificationKey.updatedIdentifiers.rawValue: [PersistentIdentifier](),
        ])
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Drops the pending inserts and deletes (property edits are not undone).
    public func rollback() {
        for model in deletedModelsArray { ModelRegistry.shared.record(model, deleted: false) }
        insertedModelsArray = []
        deletedModelsArray = []
    }

    /// Nothing to process: changes are applied as they are made.
    public func processPendingChanges() {}

    /// The model with `persistentModelID` that the context or its store holds.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = candidates(includingPendingChanges: true).first(where: { $0.persistentModelID == persistentModelID })
        else { preconditionFailure("SwiftData: no model with identifier \(persistentModelID) in this context's store") }
        return model
    }

    /// The model with `persistentModelID` if the context or its store holds one of class `T`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        candidates(includingPendingChanges: true).first { $0.persistentModelID == persistentModelID } as? T
    }

    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

    /// Whether `model` is inserted into or deleted from this context and not saved yet.
    func hasPendingChange(for model: AnyObject) -> Bool {
        insertedModelsArray.contains { $0 === model } || deletedModelsArray.contains { $0 === model }
    }

    /// The saved models not deleted here, then (with pending changes) the ones inserted here.
    private func candidates(includingPendingChanges: Bool) -> [any PersistentModel] {
        insertReferencedModels()
        let saved = container.store.all
        guard includingPendingChanges else { return saved }
        return saved.filter { model in !deletedModelsArray.contains { $0 === model } } + insertedModelsArray
    }
}
