import Foundation
import SupabaseHelpers

/// Where a Supabase project's Storage API is.
public struct StorageClientConfiguration: Sendable {
    public var url: URL
    public var headers: [String: String]
    public init(url: URL, headers: [String: String] = [:]) { self.url = url; self.headers = headers }
}

/// Supabase Storage: buckets and their files. Nothing reaches the server in a render: every
/// transfer and listing throws `URLError.notConnectedToInternet`; public URLs are built as the SDK
/// builds them.
public final class SupabaseStorageClient: Sendable {
    public let configuration: StorageClientConfiguration

    public init(configuration: StorageClientConfiguration) { self.configuration = configuration }

    /// The files of bucket `id`.
    public func from(_ id: String) -> StorageFileApi { StorageFileApi(bucketId: id, configuration: configuration) }

    public func listBuckets() async throws -> [Bucket] { throw serverOutOfReach() }
    public func getBucket(_ id: String) async throws -> Bucket { throw serverOutOfReach() }
    public func createBucket(_ id: String, options: BucketOptions = BucketOptions(isPublic: false)) async throws {
        throw serverOutOfReach()
    }
    public func updateBucket(_ id: String, options: BucketOptions) async throws { throw serverOutOfReach() }
    public func emptyBucket(_ id: String) async throws { throw serverOutOfReach() }
    public func deleteBucket(_ id: String) async throws { throw serverOutOfReach() }
}
