import CoreData
import Foundation
import MockupUI

/// The objects a view shows in sections, fetched from the managed object context of its
/// environment, as SwiftUI's `@SectionedFetchRequest`: consecutive objects with the same section
/// identifier form a section (the sort descriptors should sort by it first, as on iOS).
@preconcurrency @MainActor @propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let request: FetchRequestBox<Result>
    private let section: SectionIdentifierBox<Result, SectionIdentifier>

    /// What the request's sections, predicate and order are, as the projected value edits them.
    public struct Configuration {
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
        var foundationOrder: FoundationOrder?
    }

    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(results: (try? context.fetch(request.request)) ?? [], request: request, section: section)
    }

    public var projectedValue: Binding<Configuration> {
        let request = self.request, section = self.section
        return Binding(get: {
            let configuration = request.configuration
            return Configuration(sectionIdentifier: section.keyPath, nsSortDescriptors: configuration.nsSortDescriptors,
                                 nsPredicate: configuration.nsPredicate, foundationOrder: configuration.foundationOrder)
        }, set: { configuration in
            section.keyPath = configuration.sectionIdentifier
            request.configuration = .init(nsSortDescriptors: configuration.nsSortDescriptors, nsPredicate: configuration.nsPredicate,
                                          foundationOrder: configuration.foundationOrder)
        })
    }

    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        request = FetchRequestBox(fetchRequest)
        section = SectionIdentifierBox(sectionIdentifier)
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    public func update() {}
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate,
                  animation: animation)
    }

    @_disfavoredOverload
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: [], predicate: predicate, animation: animation)
        projectedValue.wrappedValue.sortDescriptors = sortDescriptors
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { foundationOrder?.descriptors(matching: nsSortDescriptors) ?? [] }
        set {
            nsSortDescriptors = newValue.map(NSSortDescriptor.init)
            foundationOrder = FoundationOrder(made: nsSortDescriptors, from: newValue)
        }
    }
}

/// The section identifier of a sectioned request, shared with its results and bindings.
final class SectionIdentifierBox<Result, SectionIdentifier> {
    var keyPath: KeyPath<Result, SectionIdentifier>
    init(_ keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
}

/// The sections a `@SectionedFetchRequest` found, as SwiftUI's `SectionedFetchResults`.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    /// One section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        fileprivate var members: [Result]
        public var startIndex: Int { members.startIndex }
        public var endIndex: Int { members.endIndex }
        public subscript(position: Int) -> Result { members[position] }
    }

    private let sections: [Section]
    private let request: FetchRequestBox<Result>
    private let section: SectionIdentifierBox<Result, SectionIdentifier>

    init(results: [Result], request: FetchRequestBox<Result>, section: SectionIdentifierBox<Result, SectionIdentifier>) {
        var sections: [Section] = []
        for result in results {
            let identifier = result[keyPath: section.keyPath]
            if sections.last?.id == identifier { sections[sections.count - 1].members.append(result) }
            else { sections.append(Section(id: identifier, members: [result])) }
        }
        self.sections = sections
        self.request = request
        self.section = section
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.configuration.nsSortDescriptors }
        nonmutating set { request.configuration.nsSortDescriptors = newValue }
    }

    public var nsPredicate: NSPredicate? {
        get { request.configuration.nsPredicate }
        nonmutating set { request.configuration.nsPredicate = newValue }
    }

    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { section.keyPath }
        nonmutating set { section.keyPath = newValue }
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }
}

extension SectionedFetchResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { request.configuration.sortDescriptors }
        nonmutating set { request.configuration.sortDescriptors = newValue }
    }
}
