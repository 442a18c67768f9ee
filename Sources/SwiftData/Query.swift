import Foundation
import SwiftUI

/// The models a view shows, fetched from the model context in its environment, as SwiftData's
/// `@Query`: `@Query(sort: \Item.date, order: .reverse) var items: [Item]`. The fetch runs each time
/// the view's body reads the property, so models inserted before the body runs (by a preview, or an
/// `onAppear`) are shown. With no `.modelContainer` above the view the context is an empty one, and
/// the query finds nothing, as on iOS.
@preconcurrency @MainActor @propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var environmentContext
    private let fetchResult: @MainActor (ModelContext) throws -> Result
    private let emptyResult: Result

    private init(fetch: @escaping @MainActor (ModelContext) throws -> Result, empty: Result) {
        fetchResult = fetch
        emptyResult = empty
    }

    /// The models found (none when the fetch failed: see `fetchError`).
    public var wrappedValue: Result { (try? fetchResult(environmentContext)) ?? emptyResult }

    /// The error of the last fetch, if it failed (a predicate that throws).
    public var fetchError: (any Error)? {
        do { _ = try fetchResult(environmentContext); return nil } catch { return error }
    }

    /// The context the query fetches from: the view's environment's.
    public var modelContext: ModelContext { environmentContext }
}

extension Query where Result == [Element] {
    /// A query of `descriptor`'s models (`transaction` animates changes, which a still never shows).
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(fetch: { try $0.fetch(descriptor) }, empty: [])
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor)
    }

    /// A query of the models matching `filter`, in the order of `descriptors` (`@Query var items`
    /// fetches all of them, in the store's order).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query of the models matching `filter`, sorted by the property at `keyPath` in `order`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: keyPath, order: order)
    }

    /// A query sorted by an optional property (nil sorts first in forward order).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: keyPath, order: order)
    }
}

/// `keyPath` as the `Sendable` key path Foundation's `SortDescriptor` takes on this platform.
/// SwiftData's `Query` takes any key path, and a render reads it on the main actor only; the two
/// types differ by a marker protocol, so they have the same representation.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}
