import Foundation
import FirebaseCore

/// Cloud Firestore. A render is a fresh install offline, so the local cache is empty: a query reads
/// no documents (from the cache, without an error), listeners hear that empty result once, a
/// document read fails as the client is offline (`.unavailable`), and writes wait for the server:
/// their completions are not called and their `async` forms do not return (docs/API-SHIMS.md).
public final class Firestore: @unchecked Sendable {
    private static let registry = InstanceRegistry<Firestore>()

    public let app: FirebaseApp?
    public var settings = FirestoreSettings()

    private init(app: FirebaseApp?) { self.app = app }

    /// The default app's database.
    public static func firestore() -> Firestore { firestore(app: FirebaseApp.app(), database: "(default)") }
    public static func firestore(app: FirebaseApp) -> Firestore { firestore(app: app, database: "(default)") }
    public static func firestore(database: String) -> Firestore { firestore(app: FirebaseApp.app(), database: database) }
    public static func firestore(app: FirebaseApp?, database: String) -> Firestore {
        let key = (app?.name ?? "") + "/" + database
        return registry.instance(for: key) { Firestore(app: app) }
    }

    public func collection(_ collectionPath: String) -> CollectionReference { CollectionReference(firestore: self, path: collectionPath) }
    public func document(_ documentPath: String) -> DocumentReference { DocumentReference(firestore: self, path: documentPath) }
    public func collectionGroup(_ collectionID: String) -> Query { Query(firestore: self, path: collectionID) }
    public func batch() -> WriteBatch { WriteBatch() }

    /// Runs `updateBlock` against the server: out of reach, so it fails with `.unavailable`.
    public func runTransaction(_ updateBlock: @escaping (Transaction, NSErrorPointer) -> Any?,
                               completion: @escaping (Any?, (any Error)?) -> Void) {
        completion(nil, FirestoreErrorCode.offline("run a transaction"))
    }
    public func runTransaction(_ updateBlock: @escaping (Transaction, NSErrorPointer) -> Any?) async throws -> Any? {
        throw FirestoreErrorCode.offline("run a transaction")
    }

    public func useEmulator(withHost host: String, port: Int) {}
    public func enableNetwork(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    public func disableNetwork(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    public func clearPersistence(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
    public func waitForPendingWrites(completion: @escaping ((any Error)?) -> Void) {}
    public func terminate(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
}

/// The database's settings.
public final class FirestoreSettings: @unchecked Sendable {
    public var host = "firestore.googleapis.com"
    public var isSSLEnabled = true
    public var isPersistenceEnabled = true
    public var cacheSizeBytes: Int64 = 100 * 1024 * 1024
    public var cacheSettings: any LocalCacheSettings = PersistentCacheSettings()
    public var dispatchQueue = DispatchQueue.main
    public init() {}
}

/// Where the database keeps its local cache.
public protocol LocalCacheSettings {}
public final class PersistentCacheSettings: LocalCacheSettings {
    public init(sizeBytes: NSNumber? = nil) {}
}
public final class MemoryCacheSettings: LocalCacheSettings {
    public init() {}
}

/// A set of writes committed together (never committed in a render).
public final class WriteBatch: @unchecked Sendable {
    @discardableResult public func setData(_ data: [String: Any], forDocument document: DocumentReference) -> WriteBatch { self }
    @discardableResult public func setData(_ data: [String: Any], forDocument document: DocumentReference, merge: Bool) -> WriteBatch { self }
    @discardableResult public func setData<T: Encodable>(from value: T, forDocument document: DocumentReference, merge: Bool = false,
                                                         encoder: Firestore.Encoder = Firestore.Encoder()) throws -> WriteBatch { self }
    @discardableResult public func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference) -> WriteBatch { self }
    @discardableResult public func deleteDocument(_ document: DocumentReference) -> WriteBatch { self }
    /// Waits for the server: `completion` is not called.
    public func commit(completion: (((any Error)?) -> Void)? = nil) {}
    public func commit() async throws { await waitForServer() }
}

/// The reads and writes of a transaction (none run in a render).
public final class Transaction: @unchecked Sendable {
    public func getDocument(_ document: DocumentReference) throws -> DocumentSnapshot { throw FirestoreErrorCode.offline("get document") }
    @discardableResult public func setData(_ data: [String: Any], forDocument document: DocumentReference) -> Transaction { self }
    @discardableResult public func setData(_ data: [String: Any], forDocument document: DocumentReference, merge: Bool) -> Transaction { self }
    @discardableResult public func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference) -> Transaction { self }
    @discardableResult public func deleteDocument(_ document: DocumentReference) -> Transaction { self }
}

/// Where a transaction's block reports an error (Foundation's `NSErrorPointer`, which needs
/// Objective-C's autoreleasing pointer on Apple platforms).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
