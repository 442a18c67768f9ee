import Foundation

/// How a context is used from threads, as Core Data's `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// Inserts, deletes, fetches and saves managed objects, as Core Data's `NSManagedObjectContext`.
/// Inserts and deletes are pending until `save()`, which commits them to the parent context, or,
/// for a context with none, to the coordinator's in-memory store. A context's fetches see its
/// parent's objects (or the store's) with its own pending changes. Objects are shared between
/// contexts rather than copied per context, so `perform` blocks and merges have nothing to move:
/// `perform` runs its block at once (a still has no later moment), and merging changes does nothing.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// Posted after a save; `userInfo` has the inserted, updated and deleted objects
    /// (`NSInsertedObjectsKey`, `NSUpdatedObjectsKey`, `NSDeletedObjectsKey`).
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let didMergeChangesObjectIDsNotification = Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")
    public static let didSaveObjectIDsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")

    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts between a save and the store are merged (`NSMergePolicy`); a render has none.
    open var mergePolicy: Any = NSMergePolicy.error
    open var transactionAuthor: String?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var retainsRegisteredObjects = false
    open var propagatesDeletesAtEndOfEvent = true
    open var userInfo = NSMutableDictionary()

    /// Inserted objects, in order of insertion.
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    /// Saved objects whose values were set since the last save, in order.
    private var touched: [NSManagedObject] = []

    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    /// The context whose `perform` or `performAndWait` block is running (what `NSFetchRequest.execute()` uses).
    nonisolated(unsafe) static var performing: NSManagedObjectContext?

    /// The model of the context's coordinator (or its parent's).
    var managedObjectModel: NSManagedObjectModel {
        persistentStoreCoordinator?.managedObjectModel ?? parent?.managedObjectModel ?? NSManagedObjectModel()
    }

    // MARK: Changes

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var updatedObjects: Set<NSManagedObject> { Set(touched.filter { $0.hasPersistentChangedValues }) }
    /// The objects the context holds: its own inserts, and the objects it fetched or saved.
    open var registeredObjects: Set<NSManagedObject> { Set(visibleObjects(includingPendingChanges: true) + deleted) }
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || touched.contains { $0.hasPersistentChangedValues } }

    /// Inserts `object` (a deleted one is undeleted).
    open func insert(_ object: NSManagedObject) {
        if let index = deleted.firstIndex(of: object) { deleted.remove(at: index); return }
        guard !inserted.contains(object), !baseObjects(includingPendingChanges: true).contains(object) else { return }
        object.managedObjectContext = self
        inserted.append(object)
        object.awakeFromInsert()
    }

    /// Deletes `object`, applying its relationships' delete rules (cascade deletes the related
    /// objects, nullify removes `object` from their inverse).
    open func delete(_ object: NSManagedObject) {
        guard !deleted.contains(object) else { return }
        object.prepareForDeletion()
        if let index = inserted.firstIndex(of: object) {
            inserted.remove(at: index)
            object.managedObjectContext = nil
        } else {
            deleted.append(object)
        }
        for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
            let related = KeyValuePath.elements(of: object.primitiveValue(forKey: relationship.name))
                ?? (object.primitiveValue(forKey: relationship.name).map { [$0] } ?? [])
            switch relationship.deleteRule {
            case .cascadeDeleteRule: for case let child as NSManagedObject in related { delete(child) }
            case .nullifyDeleteRule: RelationshipInverses.update(relationship, of: object, from: object.primitiveValue(forKey: relationship.name), to: nil)
            case .noActionDeleteRule, .denyDeleteRule: break
            }
        }
    }

    /// Records that a value of `object` changed (what `hasChanges` and `updatedObjects` read).
    func noteChange(of object: NSManagedObject) {
        if object.isSaved, !touched.contains(object) { touched.append(object) }
    }

    /// Commits the pending changes: to the parent context, or to the store.
    open func save() throws {
        guard hasChanges else { return }
        let (savedInserts, savedDeletes, savedUpdates) = (inserted, deleted, updatedObjects)
        NotificationCenter.default.post(name: Self.willSaveObjectsNotification, object: self)
        for object in inserted + Array(savedUpdates) { object.willSave() }
        if let parent {
            for object in inserted { parent.adopt(object) }
            for object in deleted { parent.delete(object) }
            for object in touched { parent.noteChange(of: object) }
        } else {
            persistentStoreCoordinator?.commit(inserted: inserted, deleted: deleted)
            for object in inserted + touched { object.settle(committing: true) }
            for object in deleted { object.managedObjectContext = nil }
        }
        inserted = []
        deleted = []
        touched = []
        for object in savedInserts + Array(savedUpdates) { object.didSave() }
        let userInfo: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(savedInserts), NSUpdatedObjectsKey: savedUpdates,
                                            NSDeletedObjectsKey: Set(savedDeletes)]
        NotificationCenter.default.post(name: Self.didSaveObjectsNotification, object: self, userInfo: userInfo)
    }

    /// Takes `object`, inserted in a child context that saved, as an insert of this context's.
    private func adopt(_ object: NSManagedObject) {
        guard !inserted.contains(object) else { return }
        inserted.append(object)
        object.managedObjectContext = self
    }

    /// Drops the pending changes: inserted objects leave, deleted ones come back, values are restored.
    open func rollback() {
        for object in inserted { object.managedObjectContext = nil; object.settle(committing: false) }
        for object in touched { object.settle(committing: false) }
        inserted = []
        deleted = []
        touched = []
    }

    /// Forgets the pending changes (as `rollback()` does: objects are shared, so none are forgotten).
    open func reset() { rollback() }

    open func processPendingChanges() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag { object.settle(committing: false) }
    }
    open func refreshAllObjects() {}
    /// Objects are shared between contexts, so there is nothing to merge.
    open func mergeChanges(fromContextDidSave notification: Notification) {}
    open class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    open func shouldHandleInaccessibleFault(_ fault: NSManagedObject, for oid: NSManagedObjectID, triggeredByProperty property: NSPropertyDescription?) -> Bool { false }
    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {}

    // MARK: Fetching

    /// The objects the context sees: its base (the parent's objects, or the store's) with its own
    /// inserts added and deletes removed.
    func visibleObjects(includingPendingChanges: Bool) -> [NSManagedObject] {
        let base = baseObjects(includingPendingChanges: includingPendingChanges)
        guard includingPendingChanges else { return base }
        return base.filter { !deleted.contains($0) } + inserted
    }

    private func baseObjects(includingPendingChanges: Bool) -> [NSManagedObject] {
        if let parent { return parent.visibleObjects(includingPendingChanges: true) }
        return persistentStoreCoordinator?.savedObjects ?? []
    }

    /// The results of `request`: objects, their identifiers, dictionaries of their values, or a count.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let found = request.select(from: visibleObjects(includingPendingChanges: request.includesPendingChanges))
        let type = request.resultType
        if type.contains(.countResultType) { return [NSNumber(value: found.count)].compactMap { $0 as? T } }
        if type.contains(.managedObjectIDResultType) { return found.compactMap { $0.objectID as? T } }
        if type.contains(.dictionaryResultType) {
            let keys = (request.propertiesToFetch ?? []).compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            return found.compactMap { object in
                let pairs = (keys.isEmpty ? Array(object.entity.attributesByName.keys).sorted() : keys).compactMap { key in
                    object.value(forKey: key).map { (key, $0) }
                }
                return NSDictionary(dictionary: Dictionary(pairs, uniquingKeysWith: { $1 })) as? T
            }
        }
        return found.compactMap { $0 as? T }
    }

    /// The number of objects `request` would fetch.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        request.select(from: visibleObjects(includingPendingChanges: request.includesPendingChanges)).count
    }

    /// The object with `objectID` (a new object of its entity when the context has none).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        registeredObject(for: objectID) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object with `objectID`, else an error (`NSManagedObjectReferentialIntegrityError`).
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = registeredObject(for: objectID) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "no object with the ID \(objectID)"])
        }
        return object
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        (visibleObjects(includingPendingChanges: true) + deleted).first { $0.objectID === objectID }
    }

    /// Runs a batch request against the store: a batch delete removes the matching saved objects.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let batch = request as? NSBatchDeleteRequest else { return NSPersistentStoreResult() }
        let doomed = batch.fetchRequest.select(from: persistentStoreCoordinator?.savedObjects ?? parent?.visibleObjects(includingPendingChanges: false) ?? [])
        persistentStoreCoordinator?.commit(inserted: [], deleted: doomed)
        return NSBatchDeleteResult(doomed, type: batch.resultType)
    }

    // MARK: Blocks

    /// Runs `block` at once with the context as the one performing (Core Data runs it on the
    /// context's queue soon; a still has no later moment).
    open func perform(_ block: @escaping () -> Void) {
        performAndWait(block)
    }

    open func performAndWait(_ block: () -> Void) {
        let outer = Self.performing
        Self.performing = self
        defer { Self.performing = outer }
        block()
    }

    /// Runs `block` and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        let outer = Self.performing
        Self.performing = self
        defer { Self.performing = outer }
        return try block()
    }

    /// When an async `perform` block runs, as Core Data's `ScheduledTaskType`.
    public enum ScheduledTaskType: Sendable {
        case immediate, enqueued
    }

    /// Runs `block` and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try performAndWait(block)
    }
}

/// Keys of a save notification's `userInfo`.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = NSManagedObjectContext.didSaveObjectsNotification
    public static let NSManagedObjectContextWillSave = NSManagedObjectContext.willSaveObjectsNotification
    public static let NSManagedObjectContextObjectsDidChange = NSManagedObjectContext.didChangeObjectsNotification
    /// Posted when a store changes remotely (CloudKit); a render has no remote changes.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// A point in a store's history a context reads at, as Core Data's `NSQueryGenerationToken`.
open class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    public static let current = NSQueryGenerationToken()
}
