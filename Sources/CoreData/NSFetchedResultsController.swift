import Foundation

/// A section of a fetched results controller's objects, as Core Data's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// The kinds of change a results controller reports, as Core Data's `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete = 2, move = 3, update = 4
}

/// What a results controller tells of its changes: a render changes nothing after its fetch, so
/// no method is ever called. Every method is optional.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                           sectionIndexTitleForSectionName sectionName: String) -> String? { sectionName.first.map { String($0).uppercased() } }
}

/// A fetch request's results split into sections by a key path, as Core Data's
/// `NSFetchedResultsController`: `performFetch()` fetches from the context; sections group
/// consecutive objects with the same section name (the request's sort puts them together).
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    open private(set) var fetchedObjects: [ResultType]?

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
    }

    open func performFetch() throws {
        fetchedObjects = try managedObjectContext.fetch(fetchRequest)
    }

    /// The sections of the fetched objects (one unnamed section without a key path), nil before a fetch.
    open var sections: [any NSFetchedResultsSectionInfo]? {
        guard let fetchedObjects else { return nil }
        guard let sectionNameKeyPath else { return [Section(name: "", objects: fetchedObjects)] }
        var sections: [Section] = []
        for object in fetchedObjects {
            let name = KeyValuePath(sectionNameKeyPath).value(of: object).map { "\($0)" } ?? ""
            if sections.last?.name == name { sections[sections.count - 1].members.append(object) }
            else { sections.append(Section(name: name, objects: [object])) }
        }
        return sections
    }

    open func object(at indexPath: IndexPath) -> ResultType {
        (sections![indexPath[0]] as! Section).members[indexPath[1]]
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (sectionIndex, section) in (sections ?? []).enumerated() {
            if let row = (section as! Section).members.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) { return IndexPath(indexes: [sectionIndex, row]) }
        }
        return nil
    }

    open var sectionIndexTitles: [String] { (sections ?? []).compactMap(\.indexTitle) }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int { sectionIndex }

    open class func deleteCache(withName name: String?) {}

    private struct Section: NSFetchedResultsSectionInfo {
        let name: String
        var members: [ResultType]
        init(name: String, objects: [ResultType]) { self.name = name; members = objects }
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }
}
