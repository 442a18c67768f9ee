import Foundation

/// Identifies a managed object across contexts, as Core Data's `NSManagedObjectID`: temporary until
/// its object is first saved, then permanent. URIs have Core Data's shape
/// (`x-coredata:///Item/t3`, `x-coredata://<store>/Item/p3`) with numbers counted in order of use,
/// so renders are deterministic.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entity: NSEntityDescription
    /// Whether the object was never saved.
    public private(set) var isTemporaryID = true
    private let number: Int
    private var storeIdentifier = ""

    init(entity: NSEntityDescription, number: Int) {
        self.entity = entity
        self.number = number
    }

    /// A URI naming the object (`x-coredata:///Item/t3` while temporary).
    public func uriRepresentation() -> URL {
        let entityName = entity.name ?? "NSManagedObject"
        return URL(string: isTemporaryID ? "x-coredata:///\(entityName)/t\(number)" : "x-coredata://\(storeIdentifier)/\(entityName)/p\(number)")!
    }

    /// Makes the identifier permanent (the object's first save into `store`).
    func makePermanent(inStore store: String) {
        isTemporaryID = false
        storeIdentifier = store
    }

    public override var description: String { uriRepresentation().absoluteString }
}
