import Foundation

/// A model, its coordinator and a main-queue context, as Core Data's `NSPersistentContainer`. The
/// model is the one compiled into the app under `name` (the guide compiler registers the app's
/// `.xcdatamodeld`; an empty model when there is none, whose entities are then made from the classes
/// used). Loading the stores always succeeds at once, and every store is in memory, so a store an
/// app keeps on disk starts empty, as on a fresh install, and a render never writes a file.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The main-queue context views fetch from.
    public let viewContext: NSManagedObjectContext
    /// The stores `loadPersistentStores` opens: one SQLite store in the default directory unless set.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: ManagedObjectModelBundle.model(named: name) ?? NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
    }

    /// Where containers keep their stores by default: the app's Application Support folder on iOS
    /// (a sandbox path here; nothing is written to it).
    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: "/var/mobile/Containers/Data/Application/Mockup/Library/Application Support", isDirectory: true)
    }

    /// Adds each described store and calls `block` for it at once, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, at once (Core Data runs it on a queue soon; a
    /// still has no later moment).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.performAndWait { block(context) }
    }

    /// Runs `block` with a new background context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try context.performAndWait { try block(context) }
    }
}

/// A container whose stores sync with CloudKit, as Core Data's `NSPersistentCloudKitContainer`. A
/// render has no iCloud account: the stores stay local and in memory, nothing syncs.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Would create the CloudKit schema; there is no CloudKit here, so it does nothing.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}

    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canModifyManagedObjects(in store: NSPersistentStore) -> Bool { true }
}

/// Options of `initializeCloudKitSchema(options:)`.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 1 << 1)
    public static let printSchema = Self(rawValue: 1 << 2)
}

/// The CloudKit container a store syncs with, as Core Data's `NSPersistentCloudKitContainerOptions`.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String

    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }
}
