import Foundation

/// Store types, as Core Data names them.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
/// Store options (`NSPersistentStoreDescription.setOption(_:forKey:)`): kept, none changes a render.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// A store added to a coordinator, as Core Data's `NSPersistentStore`. Its rows are the
/// coordinator's, in memory: nothing is read from or written to `url`.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String
    open var configurationName: String
    open var options: [AnyHashable: Any]?
    open var identifier: String
    open var isReadOnly = false

    init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?, identifier: String) {
        self.type = type
        self.configurationName = configurationName ?? "Default"
        self.url = url
        self.options = options
        self.identifier = identifier
    }
}

/// Joins a model to its stores, as Core Data's `NSPersistentStoreCoordinator`. Here it holds the
/// saved objects itself, in the order they were first saved: one store in memory, whatever stores
/// are added (a store on disk starts empty, as a fresh install's does, and is never written).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    open var name: String?
    private let lock = NSLock()
    private var objects: [NSManagedObject] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
    }

    /// Adds a store (nothing is opened: see the type's note).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL, options: options,
                                      identifier: "MOCKUP-STORE-\(persistentStores.count + 1)")
        persistentStores.append(store)
        return store
    }

    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        _ = try? addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration,
                                    at: storeDescription.url, options: storeDescription.options)
        block(storeDescription, nil)
    }

    open func remove(_ store: NSPersistentStore) throws {
        persistentStores.removeAll { $0 === store }
    }

    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

    /// Empties the store (nothing on disk is touched).
    open func destroyPersistentStore(at url: URL, type storeType: String, options: [AnyHashable: Any]? = nil) throws {
        lock.withLock { objects.removeAll() }
    }

    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, type: storeType, options: options)
    }

    /// The saved objects, oldest first.
    var savedObjects: [NSManagedObject] { lock.withLock { objects } }

    /// A save: adds the objects not stored yet, removes `deleted`.
    func commit(inserted: [NSManagedObject], deleted: [NSManagedObject]) {
        let storeIdentifier = persistentStores.first?.identifier ?? "MOCKUP-STORE-1"
        lock.withLock {
            let removed = Set(deleted.map(ObjectIdentifier.init))
            objects.removeAll { removed.contains(ObjectIdentifier($0)) }
            var present = Set(objects.map(ObjectIdentifier.init))
            for object in inserted where !removed.contains(ObjectIdentifier(object)) && present.insert(ObjectIdentifier(object)).inserted {
                objects.append(object)
                object.objectID.makePermanent(inStore: storeIdentifier)
            }
        }
    }
}

/// How a container opens one store, as Core Data's `NSPersistentStoreDescription`. Apps point the
/// URL at `/dev/null` for an in-memory store; every store here is in memory, whatever the URL.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open private(set) var options: [String: NSObject] = [:]
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    /// The CloudKit container the store syncs with (a render never syncs).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public override init() { super.init() }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }
}

/// How conflicts between a context's save and the store are resolved, as Core Data's
/// `NSMergePolicy`. A render's store changes only through its contexts, so there are no conflicts.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType

    public init(merge ty: NSMergePolicyType) { mergeType = ty }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
}

public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

/// The merge policies as Objective-C code names them (immutable `NSMergePolicy` values typed `Any`, as Core Data types them).
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
