import Foundation

/// A request a context or store executes, as Core Data's `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    open var affectedStores: [NSPersistentStore]?
}

/// What a fetch returns, as Core Data's `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Which objects of an entity to fetch, in which order, as Core Data's `NSFetchRequest`: a
/// predicate, sort descriptors, an offset and a limit. Options that only tune how a SQLite store
/// loads rows (batch size, faulting, prefetching) are kept and change nothing: a render's objects
/// are all in memory. `NSFetchRequestResult` is an Objective-C protocol on Apple platforms, whose
/// existential conforms to itself; a Swift one does not, so the result type here is not
/// constrained, and `NSFetchRequest<NSFetchRequestResult>` compiles as it does there.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity fetched (its subentities' objects are included).
    open var entityName: String?
    private var explicitEntity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    /// Whether the context's unsaved inserts and deletes count (they do by default).
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var includesPropertyValues = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var shouldRefreshRefetchedObjects = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var havingPredicate: NSPredicate?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// The entity fetched: the one set, else the registered entity of `entityName`.
    open var entity: NSEntityDescription? {
        get { explicitEntity ?? entityName.map(ManagedObjectModelBundle.namedEntity) }
        set { explicitEntity = newValue; entityName = newValue?.name }
    }

    /// Runs the request in the context whose `perform` or `performAndWait` block is running.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.performing else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060,
                          userInfo: [NSLocalizedDescriptionKey: "execute() runs only inside a context's perform block"])
        }
        return try context.fetch(self)
    }

    /// The objects of `candidates` this request selects: filtered, sorted (stably), offset and limited.
    func select(from candidates: [NSManagedObject]) -> [NSManagedObject] {
        var found = candidates.filter { object in
            (entityName.map { object.entity.isKind(ofEntityNamed: $0) } ?? true) && (predicate?.evaluate(with: object) ?? true)
        }
        if let sortDescriptors, !sortDescriptors.isEmpty {
            found = found.enumerated().sorted { first, second in
                for descriptor in sortDescriptors {
                    let order = descriptor.compare(first.element, to: second.element)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return first.offset < second.offset
            }.map(\.element)
        }
        found = Array(found.dropFirst(fetchOffset))
        return fetchLimit > 0 ? Array(found.prefix(fetchLimit)) : found
    }
}
