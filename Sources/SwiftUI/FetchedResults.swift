import CoreData
import Foundation
import MockupUI

/// The objects a `@FetchRequest` found, as SwiftUI's `FetchedResults`: a random-access collection
/// whose predicate and order can be changed (the next read of the request fetches with them).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let results: [Result]
    private let request: FetchRequestBox<Result>

    init(results: [Result], request: FetchRequestBox<Result>) {
        self.results = results
        self.request = request
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.configuration.nsSortDescriptors }
        nonmutating set { request.configuration.nsSortDescriptors = newValue }
    }

    public var nsPredicate: NSPredicate? {
        get { request.configuration.nsPredicate }
        nonmutating set { request.configuration.nsPredicate = newValue }
    }

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }
}

extension FetchedResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { request.configuration.sortDescriptors }
        nonmutating set { request.configuration.sortDescriptors = newValue }
    }
}
