import Foundation

/// What a fetch request can return: managed objects (the usual), their identifiers, dictionaries
/// of properties or counts, as Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObject: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
