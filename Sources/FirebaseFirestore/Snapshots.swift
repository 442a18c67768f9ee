import Foundation

/// Where a snapshot's data came from: the local cache, in a render.
public final class SnapshotMetadata: @unchecked Sendable {
    public let hasPendingWrites = false
    public let isFromCache = true
}

/// A document as read: its fields if it exists.
public class DocumentSnapshot: @unchecked Sendable {
    public let reference: DocumentReference
    public let metadata = SnapshotMetadata()
    let fields: [String: Any]?

    init(reference: DocumentReference, data: [String: Any]?) {
        self.reference = reference
        fields = data
    }

    public var documentID: String { reference.documentID }
    public var exists: Bool { fields != nil }
    /// The document's fields, or nil when it does not exist.
    public func data() -> [String: Any]? { fields }
    public func data(with serverTimestampBehavior: ServerTimestampBehavior) -> [String: Any]? { fields }
    /// One field's value (a dotted path reaches into maps).
    public func get(_ field: Any) -> Any? {
        let names = (field as? FieldPath)?.fieldNames ?? String(describing: field).split(separator: ".").map(String.init)
        return names.reduce(fields as Any?) { value, name in (value as? [String: Any])?[name] }
    }
    public subscript(key: Any) -> Any? { self.get(key) }
}

/// A document a query returned: it always exists.
public final class QueryDocumentSnapshot: DocumentSnapshot, @unchecked Sendable {
    public override func data() -> [String: Any] { fields ?? [:] }
}

/// How server timestamps not yet set read.
public enum ServerTimestampBehavior: Int, Sendable { case none, estimate, previous }

/// A query's result: no documents, from the empty cache, in a render.
public final class QuerySnapshot: @unchecked Sendable {
    public let query: Query
    public let metadata = SnapshotMetadata()
    public let documents: [QueryDocumentSnapshot] = []
    public let documentChanges: [DocumentChange] = []
    init(query: Query) { self.query = query }

    public var isEmpty: Bool { documents.isEmpty }
    public var count: Int { documents.count }
    public func documentChanges(includeMetadataChanges: Bool) -> [DocumentChange] { documentChanges }
}

/// A change in a query's result.
public final class DocumentChange: @unchecked Sendable {
    public enum DocumentChangeType: Int, Sendable { case added, modified, removed }
    public let type: DocumentChangeType
    public let document: QueryDocumentSnapshot
    public let oldIndex: UInt
    public let newIndex: UInt
    private init(type: DocumentChangeType, document: QueryDocumentSnapshot, oldIndex: UInt, newIndex: UInt) {
        self.type = type
        self.document = document
        self.oldIndex = oldIndex
        self.newIndex = newIndex
    }
}

public typealias DocumentChangeType = DocumentChange.DocumentChangeType
