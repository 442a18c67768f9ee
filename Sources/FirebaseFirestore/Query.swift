import Foundation
import FirebaseCore

/// Where a query reads from.
public enum FirestoreSource: Int, Sendable { case `default`, server, cache }

/// A query over a collection (or a collection group). Filters, orders and limits narrow it; in a
/// render the cache is empty, so every form reads no documents.
public class Query: @unchecked Sendable {
    public let firestore: Firestore
    let collectionPath: String

    init(firestore: Firestore, path: String) {
        self.firestore = firestore
        collectionPath = path
    }

    // MARK: Reading

    /// Reads the query: from the empty cache (the server is out of reach), so no documents;
    /// `.server` fails as the client is offline.
    public func getDocuments(source: FirestoreSource = .default, completion: @escaping (QuerySnapshot?, (any Error)?) -> Void) {
        switch read(source) {
        case .success(let snapshot): completion(snapshot, nil)
        case .failure(let error): completion(nil, error)
        }
    }
    public func getDocuments(source: FirestoreSource = .default) async throws -> QuerySnapshot { try read(source).get() }

    private func read(_ source: FirestoreSource) -> Result<QuerySnapshot, FirestoreErrorCode> {
        source == .server ? .failure(.offline("get documents")) : .success(QuerySnapshot(query: self))
    }

    /// Tells `listener` the query's result from the empty cache, once.
    @discardableResult
    public func addSnapshotListener(includeMetadataChanges: Bool = false,
                                    listener: @escaping (QuerySnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        let snapshot = QuerySnapshot(query: self)
        listener(snapshot, nil)
        return Registration()
    }
    @discardableResult
    public func addSnapshotListener(_ listener: @escaping (QuerySnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        addSnapshotListener(includeMetadataChanges: false, listener: listener)
    }
    /// The query's results as they change: the empty cache's, once.
    public func snapshots(includeMetadataChanges: Bool = false) -> AsyncThrowingStream<QuerySnapshot, any Error> {
        let snapshot = QuerySnapshot(query: self)
        return AsyncThrowingStream { $0.yield(snapshot) }
    }

    /// How many documents match, counted by the server (out of reach).
    public var count: AggregateQuery { AggregateQuery(query: self) }

    // MARK: Narrowing (the cache has nothing to narrow)

    public func whereField(_ field: String, isEqualTo value: Any) -> Query { self }
    public func whereField(_ field: String, isNotEqualTo value: Any) -> Query { self }
    public func whereField(_ field: String, isLessThan value: Any) -> Query { self }
    public func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Query { self }
    public func whereField(_ field: String, isGreaterThan value: Any) -> Query { self }
    public func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Query { self }
    public func whereField(_ field: String, arrayContains value: Any) -> Query { self }
    public func whereField(_ field: String, arrayContainsAny values: [Any]) -> Query { self }
    public func whereField(_ field: String, in values: [Any]) -> Query { self }
    public func whereField(_ field: String, notIn values: [Any]) -> Query { self }
    public func whereField(_ path: FieldPath, isEqualTo value: Any) -> Query { self }
    public func whereField(_ path: FieldPath, isNotEqualTo value: Any) -> Query { self }
    public func whereField(_ path: FieldPath, in values: [Any]) -> Query { self }
    public func whereField(_ path: FieldPath, notIn values: [Any]) -> Query { self }
    public func whereFilter(_ filter: Filter) -> Query { self }
    public func order(by field: String) -> Query { self }
    public func order(by field: String, descending: Bool) -> Query { self }
    public func order(by path: FieldPath) -> Query { self }
    public func order(by path: FieldPath, descending: Bool) -> Query { self }
    public func limit(to limit: Int) -> Query { self }
    public func limit(toLast limit: Int) -> Query { self }
    public func start(at fieldValues: [Any]) -> Query { self }
    public func start(after fieldValues: [Any]) -> Query { self }
    public func start(atDocument document: DocumentSnapshot) -> Query { self }
    public func start(afterDocument document: DocumentSnapshot) -> Query { self }
    public func end(at fieldValues: [Any]) -> Query { self }
    public func end(before fieldValues: [Any]) -> Query { self }
    public func end(atDocument document: DocumentSnapshot) -> Query { self }
    public func end(beforeDocument document: DocumentSnapshot) -> Query { self }
}

/// A collection's documents.
public final class CollectionReference: Query, @unchecked Sendable {
    /// The collection's path from the database's root.
    public var path: String { collectionPath }
    /// The collection's own ID: the path's last part.
    public var collectionID: String { path.split(separator: "/").last.map(String.init) ?? path }
    /// The document the collection is under, if it is a subcollection.
    public var parent: DocumentReference? {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? DocumentReference(firestore: firestore, path: parts.dropLast().joined(separator: "/")) : nil
    }

    /// A new document with an ID of 20 letters and digits, as Firestore makes them (the same
    /// sequence of IDs in every render).
    public func document() -> DocumentReference { document(AutoID.next()) }
    public func document(_ documentPath: String) -> DocumentReference {
        DocumentReference(firestore: firestore, path: path + "/" + documentPath)
    }

    /// Adds a document; the write waits for the server, so `completion` is not called.
    @discardableResult
    public func addDocument(data: [String: Any], completion: (((any Error)?) -> Void)? = nil) -> DocumentReference { document() }
    public func addDocument(data: [String: Any]) async throws -> DocumentReference {
        await waitForServer()
        return document()
    }
}

/// A field's path inside a document.
public final class FieldPath: @unchecked Sendable {
    public let fieldNames: [String]
    public init(_ fieldNames: [String]) { self.fieldNames = fieldNames }
    /// The document's ID, as a field to filter or order by.
    public static func documentID() -> FieldPath { FieldPath(["__name__"]) }
}

/// A query filter, combinable with `orFilter` and `andFilter`.
public final class Filter: @unchecked Sendable {
    private init() {}
    public static func whereField(_ field: String, isEqualTo value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, isNotEqualTo value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, isLessThan value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, isGreaterThan value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, arrayContains value: Any) -> Filter { Filter() }
    public static func whereField(_ field: String, arrayContainsAny values: [Any]) -> Filter { Filter() }
    public static func whereField(_ field: String, in values: [Any]) -> Filter { Filter() }
    public static func whereField(_ field: String, notIn values: [Any]) -> Filter { Filter() }
    public static func orFilter(_ filters: [Filter]) -> Filter { Filter() }
    public static func andFilter(_ filters: [Filter]) -> Filter { Filter() }
}

/// A count of a query's documents, computed by the server.
public final class AggregateQuery: @unchecked Sendable {
    public let query: Query
    init(query: Query) { self.query = query }
    public func getAggregation(source: AggregateSource, completion: @escaping (AggregateQuerySnapshot?, (any Error)?) -> Void) {
        completion(nil, FirestoreErrorCode.offline("run the aggregation"))
    }
    public func getAggregation(source: AggregateSource) async throws -> AggregateQuerySnapshot {
        throw FirestoreErrorCode.offline("run the aggregation")
    }
}

/// Where an aggregation runs.
public enum AggregateSource: Int, Sendable { case server }

/// An aggregation's result.
public final class AggregateQuerySnapshot: @unchecked Sendable {
    public let count: NSNumber
    public let query: AggregateQuery
    private init(count: NSNumber, query: AggregateQuery) {
        self.count = count
        self.query = query
    }
}

/// Document IDs made up on the device: a fixed pseudo-random sequence (SplitMix64), so renders repeat.
enum AutoID {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    static func next() -> String {
        lock.withLock {
            String((0..<20).map { _ in
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return alphabet[Int((z ^ (z >> 31)) % UInt64(alphabet.count))]
            })
        }
    }
}
