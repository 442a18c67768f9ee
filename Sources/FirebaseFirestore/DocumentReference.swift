import Foundation
import FirebaseCore

/// One document. Its reads fail as the client is offline (the empty cache does not have it), its
/// listener hears once that it does not exist, and its writes wait for the server.
public final class DocumentReference: @unchecked Sendable, Equatable, Hashable {
    public let firestore: Firestore
    /// The document's path from the database's root.
    public let path: String

    init(firestore: Firestore, path: String) {
        self.firestore = firestore
        self.path = path
    }

    /// The document's ID: the path's last part.
    public var documentID: String { path.split(separator: "/").last.map(String.init) ?? path }
    /// The collection the document is in.
    public var parent: CollectionReference {
        CollectionReference(firestore: firestore, path: path.split(separator: "/").dropLast().joined(separator: "/"))
    }
    public func collection(_ collectionPath: String) -> CollectionReference {
        CollectionReference(firestore: firestore, path: path + "/" + collectionPath)
    }

    public static func == (lhs: DocumentReference, rhs: DocumentReference) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    // MARK: Reading

    public func getDocument(source: FirestoreSource = .default, completion: @escaping (DocumentSnapshot?, (any Error)?) -> Void) {
        completion(nil, FirestoreErrorCode.offline("get document"))
    }
    public func getDocument(source: FirestoreSource = .default) async throws -> DocumentSnapshot {
        throw FirestoreErrorCode.offline("get document")
    }

    /// Tells `listener` once that the document is not in the (empty) cache.
    @discardableResult
    public func addSnapshotListener(includeMetadataChanges: Bool = false,
                                    listener: @escaping (DocumentSnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        let snapshot = DocumentSnapshot(reference: self, data: nil)
        listener(snapshot, nil)
        return Registration()
    }
    @discardableResult
    public func addSnapshotListener(_ listener: @escaping (DocumentSnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        addSnapshotListener(includeMetadataChanges: false, listener: listener)
    }
    /// The document as it changes: missing from the cache, once.
    public func snapshots(includeMetadataChanges: Bool = false) -> AsyncThrowingStream<DocumentSnapshot, any Error> {
        let snapshot = DocumentSnapshot(reference: self, data: nil)
        return AsyncThrowingStream { $0.yield(snapshot) }
    }

    // MARK: Writing (waits for the server: completions are not called, async forms do not return)

    public func setData(_ documentData: [String: Any], completion: (((any Error)?) -> Void)? = nil) {}
    public func setData(_ documentData: [String: Any], merge: Bool, completion: (((any Error)?) -> Void)? = nil) {}
    public func setData(_ documentData: [String: Any], mergeFields: [Any], completion: (((any Error)?) -> Void)? = nil) {}
    public func setData(_ documentData: [String: Any]) async throws { await waitForServer() }
    public func setData(_ documentData: [String: Any], merge: Bool) async throws { await waitForServer() }
    public func updateData(_ fields: [AnyHashable: Any], completion: (((any Error)?) -> Void)? = nil) {}
    public func updateData(_ fields: [AnyHashable: Any]) async throws { await waitForServer() }
    public func delete(completion: (((any Error)?) -> Void)? = nil) {}
    public func delete() async throws { await waitForServer() }
}

/// A listener's handle, to stop listening.
public protocol ListenerRegistration: AnyObject {
    func remove()
}

final class Registration: ListenerRegistration {
    func remove() {}
}
