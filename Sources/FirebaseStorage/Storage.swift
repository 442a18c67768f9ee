import Foundation
import FirebaseCore

/// Cloud Storage for Firebase. A render reaches no server, and Storage retries while it waits for
/// one: uploads, downloads and URL requests stay under way (their completions are not called, their
/// `async` forms do not return), as on a device offline within the retry time.
public final class Storage: @unchecked Sendable {
    private static let registry = InstanceRegistry<Storage>()

    public let app: FirebaseApp?
    public var maxUploadRetryTime: TimeInterval = 600
    public var maxDownloadRetryTime: TimeInterval = 600
    public var maxOperationRetryTime: TimeInterval = 120
    let bucket: String

    private init(app: FirebaseApp?, bucket: String) {
        self.app = app
        self.bucket = bucket
    }

    /// The default app's bucket.
    public static func storage() -> Storage { storage(app: FirebaseApp.app(), url: nil) }
    public static func storage(app: FirebaseApp) -> Storage { storage(app: app, url: nil) }
    public static func storage(url: String) -> Storage { storage(app: FirebaseApp.app(), url: url) }
    public static func storage(app: FirebaseApp?, url: String?) -> Storage {
        let bucket = url.map { $0.replacingOccurrences(of: "gs://", with: "") } ?? app?.options.storageBucket ?? ""
        return registry.instance(for: bucket) { Storage(app: app, bucket: bucket) }
    }

    public func reference() -> StorageReference { StorageReference(storage: self, path: "") }
    public func reference(withPath path: String) -> StorageReference { StorageReference(storage: self, path: path) }
    public func reference(forURL url: String) -> StorageReference {
        let path = url.replacingOccurrences(of: "gs://", with: "").split(separator: "/").dropFirst().joined(separator: "/")
        return StorageReference(storage: self, path: path)
    }
    public func useEmulator(withHost host: String, port: Int) {}
}

/// A file's place in the bucket.
public final class StorageReference: @unchecked Sendable {
    public let storage: Storage
    /// The path from the bucket's root.
    public let fullPath: String
    init(storage: Storage, path: String) {
        self.storage = storage
        fullPath = path.split(separator: "/").joined(separator: "/")
    }

    public var bucket: String { storage.bucket }
    public var name: String { fullPath.split(separator: "/").last.map(String.init) ?? "" }
    public func child(_ path: String) -> StorageReference { StorageReference(storage: storage, path: fullPath + "/" + path) }
    public func parent() -> StorageReference? {
        fullPath.isEmpty ? nil : StorageReference(storage: storage, path: fullPath.split(separator: "/").dropLast().joined(separator: "/"))
    }
    public func root() -> StorageReference { StorageReference(storage: storage, path: "") }

    @discardableResult
    public func putData(_ uploadData: Data, metadata: StorageMetadata? = nil,
                        completion: ((StorageMetadata?, (any Error)?) -> Void)? = nil) -> StorageUploadTask { StorageUploadTask() }
    public func putDataAsync(_ uploadData: Data, metadata: StorageMetadata? = nil,
                             onProgress: ((Progress?) -> Void)? = nil) async throws -> StorageMetadata {
        await waitForServer()
        return StorageMetadata()
    }
    @discardableResult
    public func putFile(from fileURL: URL, metadata: StorageMetadata? = nil,
                        completion: ((StorageMetadata?, (any Error)?) -> Void)? = nil) -> StorageUploadTask { StorageUploadTask() }
    public func putFileAsync(from url: URL, metadata: StorageMetadata? = nil,
                             onProgress: ((Progress?) -> Void)? = nil) async throws -> StorageMetadata {
        await waitForServer()
        return StorageMetadata()
    }
    public func downloadURL(completion: @escaping (URL?, (any Error)?) -> Void) {}
    public func downloadURL() async throws -> URL {
        await waitForServer()
        return URL(fileURLWithPath: "/")
    }
    @discardableResult
    public func getData(maxSize: Int64, completion: @escaping (Data?, (any Error)?) -> Void) -> StorageDownloadTask { StorageDownloadTask() }
    public func data(maxSize: Int64) async throws -> Data {
        await waitForServer()
        return Data()
    }
    @discardableResult
    public func write(toFile fileURL: URL, completion: ((URL?, (any Error)?) -> Void)? = nil) -> StorageDownloadTask { StorageDownloadTask() }
    public func getMetadata(completion: @escaping (StorageMetadata?, (any Error)?) -> Void) {}
    public func delete(completion: (((any Error)?) -> Void)? = nil) {}
    public func delete() async throws { await waitForServer() }
    public func listAll(completion: @escaping (StorageListResult?, (any Error)?) -> Void) {}
    public func listAll() async throws -> StorageListResult {
        await waitForServer()
        return StorageListResult()
    }
}

/// A file's metadata.
public final class StorageMetadata: @unchecked Sendable {
    public var contentType: String?
    public var cacheControl: String?
    public var contentDisposition: String?
    public var customMetadata: [String: String]?
    public private(set) var name: String?
    public private(set) var path: String?
    public private(set) var size: Int64 = 0
    public private(set) var timeCreated: Date?
    public private(set) var updated: Date?
    public init() {}
    public init(dictionary: [String: Any]) { contentType = dictionary["contentType"] as? String }
}

/// The files and folders under a reference.
public final class StorageListResult: @unchecked Sendable {
    public let items: [StorageReference] = []
    public let prefixes: [StorageReference] = []
    public let pageToken: String? = nil
}

/// A transfer's state, as its observers hear it.
public enum StorageTaskStatus: Int, Sendable { case unknown, resume, progress, pause, success, failure }

/// What a transfer's observer is told (never, in a render: the transfer waits for the server).
public final class StorageTaskSnapshot: @unchecked Sendable {
    public let progress: Progress? = nil
    public let error: (any Error)? = nil
    public let status = StorageTaskStatus.unknown
}

/// An upload or download under way.
public class StorageObservableTask: @unchecked Sendable {
    @discardableResult
    public func observe(_ status: StorageTaskStatus, handler: @escaping (StorageTaskSnapshot) -> Void) -> String { UUID().uuidString }
    public func removeObserver(withHandle handle: String) {}
    public func removeAllObservers(for status: StorageTaskStatus) {}
    public func removeAllObservers() {}
    public func pause() {}
    public func resume() {}
    public func cancel() {}
}
public final class StorageUploadTask: StorageObservableTask, @unchecked Sendable {}
public final class StorageDownloadTask: StorageObservableTask, @unchecked Sendable {}

/// Storage's error codes (`FIRStorageErrorDomain`).
public enum StorageErrorCode: Int, Error, Sendable {
    case unknown = -13000, objectNotFound = -13010, bucketNotFound = -13011, projectNotFound = -13012, quotaExceeded = -13013,
         unauthenticated = -13020, unauthorized = -13021, retryLimitExceeded = -13030, nonMatchingChecksum = -13031,
         downloadSizeExceeded = -13032, cancelled = -13040, invalidArgument = -13050
}
