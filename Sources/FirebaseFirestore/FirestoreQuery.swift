import Foundation
import SwiftUI

/// A SwiftUI property that holds a collection's documents as model values and keeps them current.
/// In a render the local cache is empty and the server out of reach: no documents (`[]`, or
/// `.success([])` for the `Result` form), as the view shows on a fresh install offline.
@propertyWrapper
public struct FirestoreQuery<T>: DynamicProperty {
    /// The query a `@FirestoreQuery` runs; the view can change it through the projected value.
    public struct Configuration {
        public var path: String
        public var predicates: [QueryPredicate]
        public var error: (any Error)?
        public var decodingFailureStrategy: DecodingFailureStrategy
        public var animation: Animation?
    }

    /// What a document that does not decode does: fail the query, or be left out.
    public enum DecodingFailureStrategy: Sendable { case ignore, raise }

    public let wrappedValue: T
    @State private var configuration: Configuration

    public var projectedValue: Binding<Configuration> { $configuration }

    public init<U: Decodable>(collectionPath: String, predicates: [QueryPredicate] = [], animation: Animation? = nil,
                              decodingFailureStrategy: DecodingFailureStrategy = .raise) where T == [U] {
        wrappedValue = []
        _configuration = State(initialValue: Configuration(path: collectionPath, predicates: predicates,
                                                           decodingFailureStrategy: decodingFailureStrategy, animation: animation))
    }

    public init<U: Decodable>(collectionPath: String, predicates: [QueryPredicate] = [], animation: Animation? = nil,
                              decodingFailureStrategy: DecodingFailureStrategy = .raise) where T == Result<[U], any Error> {
        wrappedValue = .success([])
        _configuration = State(initialValue: Configuration(path: collectionPath, predicates: predicates,
                                                           decodingFailureStrategy: decodingFailureStrategy, animation: animation))
    }
}

/// A filter, order or limit of a `@FirestoreQuery`.
public enum QueryPredicate {
    case isEqualTo(_ field: String, _ value: Any)
    case isIn(_ field: String, _ values: [Any])
    case isNotIn(_ field: String, _ values: [Any])
    case arrayContains(_ field: String, _ value: Any)
    case arrayContainsAny(_ field: String, _ values: [Any])
    case isLessThan(_ field: String, _ value: Any)
    case isGreaterThan(_ field: String, _ value: Any)
    case isLessThanOrEqualTo(_ field: String, _ value: Any)
    case isGreaterThanOrEqualTo(_ field: String, _ value: Any)
    case orderBy(_ field: String, _ value: Bool)
    case limitTo(_ value: Int)
    case limitToLast(_ value: Int)

    public static func whereField(_ field: String, isEqualTo value: Any) -> QueryPredicate { .isEqualTo(field, value) }
    public static func whereField(_ field: String, isIn values: [Any]) -> QueryPredicate { .isIn(field, values) }
    public static func whereField(_ field: String, isNotIn values: [Any]) -> QueryPredicate { .isNotIn(field, values) }
    public static func whereField(_ field: String, arrayContains value: Any) -> QueryPredicate { .arrayContains(field, value) }
    public static func whereField(_ field: String, arrayContainsAny values: [Any]) -> QueryPredicate { .arrayContainsAny(field, values) }
    public static func whereField(_ field: String, isLessThan value: Any) -> QueryPredicate { .isLessThan(field, value) }
    public static func whereField(_ field: String, isGreaterThan value: Any) -> QueryPredicate { .isGreaterThan(field, value) }
    public static func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> QueryPredicate { .isLessThanOrEqualTo(field, value) }
    public static func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> QueryPredicate { .isGreaterThanOrEqualTo(field, value) }
    public static func order(by field: String, descending: Bool = false) -> QueryPredicate { .orderBy(field, descending) }
    public static func limit(to value: Int) -> QueryPredicate { .limitTo(value) }
    public static func limit(toLast value: Int) -> QueryPredicate { .limitToLast(value) }
}
