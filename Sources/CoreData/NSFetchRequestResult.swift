import Foundation

/// What a fetch request can return: managed objects (the usual), their identifiers, dictionaries
/// of properties or counts, as Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObject: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

extension NSFetchRequestResult where Self: NSManagedObject {
    /// A request for this class's entity. Declared here rather than on the class so that an
    /// entity class's own `fetchRequest() -> NSFetchRequest<Item>` (Xcode's generated one, or the
    /// app's) is the one `Item.fetchRequest()` calls without a type annotation, as apps that declare
    /// it call it on iOS; a class member outranks a protocol extension's.
    public static func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }
}
