import Foundation
import FirebaseCore

/// Firebase Realtime Database. A render is a fresh install offline with an empty cache: value
/// listeners wait for data that never arrives (they are not called), single reads and `getData`
/// fail as the client is offline, and writes wait for the server.
public final class Database: @unchecked Sendable {
    private static let registry = InstanceRegistry<Database>()

    public let app: FirebaseApp?
    public var isPersistenceEnabled = false
    public var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024
    public var callbackQueue = DispatchQueue.main

    private init(app: FirebaseApp?) { self.app = app }

    public static func database() -> Database { database(app: FirebaseApp.app(), url: nil) }
    public static func database(app: FirebaseApp) -> Database { database(app: app, url: nil) }
    public static func database(url: String) -> Database { database(app: FirebaseApp.app(), url: url) }
    public static func database(app: FirebaseApp?, url: String?) -> Database {
        let key = url ?? app?.options.databaseURL ?? ""
        return registry.instance(for: key) { Database(app: app) }
    }

    public func reference() -> DatabaseReference { DatabaseReference(database: self, path: "") }
    public func reference(withPath path: String) -> DatabaseReference { DatabaseReference(database: self, path: path) }
    public func reference(fromURL databaseUrl: String) -> DatabaseReference { DatabaseReference(database: self, path: "") }
    public func goOnline() {}
    public func goOffline() {}
    public func purgeOutstandingWrites() {}
    public func useEmulator(withHost host: String, port: Int) {}
    public static func setLoggingEnabled(_ enabled: Bool) {}
}

/// A listener's handle.
public typealias DatabaseHandle = UInt

/// What a listener hears about.
public enum DataEventType: Int, Sendable { case childAdded, childRemoved, childChanged, childMoved, value }

/// A read of a location's data: ordered, filtered and limited.
public class DatabaseQuery: @unchecked Sendable {
    public let database: Database
    let path: String
    init(database: Database, path: String) {
        self.database = database
        self.path = path.split(separator: "/").joined(separator: "/")
    }

    public var ref: DatabaseReference { DatabaseReference(database: database, path: path) }

    /// Waits for data: none is cached and the server is out of reach, so `block` is not called.
    @discardableResult
    public func observe(_ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void) -> DatabaseHandle { 0 }
    @discardableResult
    public func observe(_ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
                        withCancel cancelBlock: ((any Error) -> Void)?) -> DatabaseHandle { 0 }
    @discardableResult
    public func observe(_ eventType: DataEventType, andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void)
        -> DatabaseHandle { 0 }
    public func observeSingleEvent(of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void) {}
    public func observeSingleEvent(of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void,
                                   withCancel cancelBlock: ((any Error) -> Void)?) {}
    public func observeSingleEvent(of eventType: DataEventType) async -> (DataSnapshot, String?) {
        await waitForServer()
        return (DataSnapshot(ref: ref), nil)
    }
    /// Reads from the server: fails as the client is offline.
    public func getData(completion: @escaping ((any Error)?, DataSnapshot?) -> Void) {
        completion(DatabaseOffline(), nil)
    }
    public func getData() async throws -> DataSnapshot { throw DatabaseOffline() }
    public func removeObserver(withHandle handle: DatabaseHandle) {}
    public func removeAllObservers() {}
    public func keepSynced(_ keepSynced: Bool) {}

    public func queryOrdered(byChild key: String) -> DatabaseQuery { self }
    public func queryOrderedByKey() -> DatabaseQuery { self }
    public func queryOrderedByValue() -> DatabaseQuery { self }
    public func queryOrderedByPriority() -> DatabaseQuery { self }
    public func queryLimited(toFirst limit: UInt) -> DatabaseQuery { self }
    public func queryLimited(toLast limit: UInt) -> DatabaseQuery { self }
    public func queryStarting(atValue startValue: Any?) -> DatabaseQuery { self }
    public func queryStarting(atValue startValue: Any?, childKey: String?) -> DatabaseQuery { self }
    public func queryStarting(afterValue startAfterValue: Any?) -> DatabaseQuery { self }
    public func queryEnding(atValue endValue: Any?) -> DatabaseQuery { self }
    public func queryEnding(atValue endValue: Any?, childKey: String?) -> DatabaseQuery { self }
    public func queryEnding(beforeValue endValue: Any?) -> DatabaseQuery { self }
    public func queryEqual(toValue value: Any?) -> DatabaseQuery { self }
    public func queryEqual(toValue value: Any?, childKey: String?) -> DatabaseQuery { self }
}

/// A location in the database.
public final class DatabaseReference: DatabaseQuery, @unchecked Sendable {
    /// The location's last key (nil at the root).
    public var key: String? { path.split(separator: "/").last.map(String.init) }
    public var url: String { "https://mockup.firebaseio.com/" + path }
    public var parent: DatabaseReference? {
        path.isEmpty ? nil : DatabaseReference(database: database, path: path.split(separator: "/").dropLast().joined(separator: "/"))
    }
    public var root: DatabaseReference { DatabaseReference(database: database, path: "") }

    public func child(_ pathString: String) -> DatabaseReference { DatabaseReference(database: database, path: path + "/" + pathString) }
    /// A child with a key made up here (chronologically ordered, as Firebase's push IDs).
    public func childByAutoId() -> DatabaseReference { child(PushID.next()) }

    // Writes wait for the server: their completions are not called.
    public func setValue(_ value: Any?) {}
    public func setValue(_ value: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {}
    public func setValue(_ value: Any?, andPriority priority: Any?) {}
    public func setValue(_ value: Any?) async throws -> DatabaseReference {
        await waitForServer()
        return self
    }
    public func setValue<T: Encodable>(from value: T, encoder: Database.Encoder = Database.Encoder(),
                                       completion: (((any Error)?) -> Void)? = nil) throws {
        _ = try encoder.encode(value)
    }
    public func updateChildValues(_ values: [AnyHashable: Any]) {}
    public func updateChildValues(_ values: [AnyHashable: Any], withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {}
    public func updateChildValues(_ values: [AnyHashable: Any]) async throws -> DatabaseReference {
        await waitForServer()
        return self
    }
    public func removeValue() {}
    public func removeValue(completionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {}
    public func removeValue() async throws -> DatabaseReference {
        await waitForServer()
        return self
    }
    public func onDisconnectRemoveValue() {}
    public func onDisconnectSetValue(_ value: Any?) {}
    public func runTransactionBlock(_ block: @escaping (MutableData) -> TransactionResult) {}
    public func runTransactionBlock(_ block: @escaping (MutableData) -> TransactionResult,
                                    andCompletionBlock completionBlock: @escaping ((any Error)?, Bool, DataSnapshot?) -> Void) {}
}

/// A location's data as read.
public final class DataSnapshot: @unchecked Sendable {
    public let ref: DatabaseReference
    public let value: Any?
    init(ref: DatabaseReference, value: Any? = nil) {
        self.ref = ref
        self.value = value
    }
    public var key: String { ref.key ?? "" }
    public var children: NSEnumerator { NSArray().objectEnumerator() }
    public var childrenCount: UInt { 0 }
    public var priority: Any? { nil }
    public func exists() -> Bool { value != nil }
    public func hasChildren() -> Bool { false }
    public func hasChild(_ childPathString: String) -> Bool { false }
    public func childSnapshot(forPath childPathString: String) -> DataSnapshot { DataSnapshot(ref: ref.child(childPathString)) }
    /// The data read into `type` (throws: a snapshot in a render holds none).
    public func data<T: Decodable>(as type: T.Type, decoder: Database.Decoder = Database.Decoder()) throws -> T {
        throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "Cannot get keyed decoding container -- found null value instead."))
    }
}

/// A location's value inside a transaction.
public final class MutableData: @unchecked Sendable {
    public var value: Any?
    public var key: String?
    init() {}
}

/// How a transaction ends.
public final class TransactionResult: @unchecked Sendable {
    public static func success(withValue value: MutableData) -> TransactionResult { TransactionResult() }
    public static func abort() -> TransactionResult { TransactionResult() }
}

/// Values the server fills in.
public enum ServerValue {
    public static func timestamp() -> [AnyHashable: Any] { [".sv": "timestamp"] }
    public static func increment(_ delta: NSNumber) -> [AnyHashable: Any] { [".sv": ["increment": delta]] }
}

extension Database {
    /// Turns an `Encodable` value into database values.
    public struct Encoder: Sendable {
        public init() {}
        public func encode<T: Encodable>(_ value: T) throws -> Any {
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: .fragmentsAllowed)
        }
    }
    /// Reads database values into a `Decodable` value.
    public struct Decoder: Sendable {
        public init() {}
        public func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
            try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed))
        }
    }
}

/// The error a read that needs the server ends with.
struct DatabaseOffline: LocalizedError {
    var errorDescription: String? { "Client is offline" }
}

/// Push IDs made up on the device: a fixed sequence, so renders repeat.
enum PushID {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    private static let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")

    static func next() -> String {
        lock.withLock {
            counter += 1
            var value = counter, key = ""
            for _ in 0..<20 {
                key.insert(alphabet[value % alphabet.count], at: key.startIndex)
                value /= alphabet.count
            }
            return key
        }
    }
}
