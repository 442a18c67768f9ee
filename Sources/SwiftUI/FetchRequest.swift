import CoreData
import Foundation
import MockupUI

/// The objects a view shows, fetched from the managed object context of its environment, as
/// SwiftUI's `@FetchRequest`. The fetch runs each time the body reads the property, so objects
/// inserted before the body runs (by a preview's container, or an `onAppear`) are shown; changing
/// the configuration (`$items.nsPredicate`, `items.nsSortDescriptors`) changes what the next read
/// finds. Animations of changes are never seen in a still.
@preconcurrency @MainActor @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let request: FetchRequestBox<Result>

    /// What a fetch request's predicate and order are, as the projected value edits them.
    public struct Configuration {
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
        /// The Foundation sort descriptors `nsSortDescriptors` were made from, if they were.
        var foundationOrder: FoundationOrder?
    }

    /// The objects found (none when the fetch fails).
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: (try? context.fetch(request.request)) ?? [], request: request)
    }

    /// The request's configuration, as a binding.
    public var projectedValue: Binding<Configuration> {
        let request = self.request
        return Binding(get: { request.configuration }, set: { request.configuration = $0 })
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = FetchRequestBox(fetchRequest)
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = FetchRequestBox(fetchRequest)
    }

    public mutating func update() {}
}

extension FetchRequest where Result: NSManagedObject {
    /// A request of `Result`'s entity.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// A request of `Result`'s entity sorted by Foundation sort descriptors.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: [], predicate: predicate, animation: animation)
        projectedValue.wrappedValue.sortDescriptors = sortDescriptors
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order as Foundation sort descriptors: those it was given, or none when it was given
    /// `NSSortDescriptor`s (which cannot be turned back into key paths here).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { foundationOrder?.descriptors(matching: nsSortDescriptors) ?? [] }
        set {
            nsSortDescriptors = newValue.map(NSSortDescriptor.init)
            foundationOrder = FoundationOrder(made: nsSortDescriptors, from: newValue)
        }
    }
}

/// Foundation sort descriptors and the `NSSortDescriptor`s made from them.
struct FoundationOrder {
    let made: [NSSortDescriptor]
    let from: [Any]

    /// The Foundation descriptors, if `current` are still the ones made from them.
    func descriptors<Compared>(matching current: [NSSortDescriptor]) -> [SortDescriptor<Compared>]? {
        guard made.elementsEqual(current, by: ===) else { return nil }
        return from as? [SortDescriptor<Compared>]
    }
}

/// A fetch request shared by a `FetchRequest` and the results and bindings made from it, so a
/// change of predicate or order made through them is what the next fetch uses.
final class FetchRequestBox<Result: NSFetchRequestResult> {
    let request: NSFetchRequest<Result>
    private var foundationOrder: FoundationOrder?

    init(_ request: NSFetchRequest<Result>) { self.request = request }

    var configuration: FetchRequest<Result>.Configuration {
        get { .init(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate, foundationOrder: foundationOrder) }
        set {
            request.sortDescriptors = newValue.nsSortDescriptors
            request.predicate = newValue.nsPredicate
            foundationOrder = newValue.foundationOrder
        }
    }
}
