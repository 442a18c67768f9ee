import Foundation

/// What a store request returns, as Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete returns, as Core Data's `NSBatchDeleteRequestResultType`.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// Deletes the saved objects a fetch request selects, straight from the store (contexts are not
/// told), as Core Data's `NSBatchDeleteRequest`.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
    }

    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>()
        let identifiers = objectIDs.map(ObjectIdentifier.init)
        request.predicate = NSPredicate { object, _ in
            (object as? NSManagedObject).map { identifiers.contains(ObjectIdentifier($0.objectID)) } ?? false
        }
        self.init(fetchRequest: request)
    }
}

/// The outcome of a batch delete: nothing, the deleted objects' identifiers, or their count.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the `[NSManagedObjectID]` deleted, or their count, as the request's result type asks.
    open private(set) var result: Any?

    init(_ deleted: [NSManagedObject], type: NSBatchDeleteRequestResultType) {
        switch type {
        case .resultTypeStatusOnly: result = true
        case .resultTypeObjectIDs: result = deleted.map(\.objectID)
        case .resultTypeCount: result = deleted.count
        }
    }
}
