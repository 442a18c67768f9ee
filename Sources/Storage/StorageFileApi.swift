import Foundation
import SupabaseHelpers

/// The files of one bucket.
public final class StorageFileApi: Sendable {
    public let bucketId: String
    let configuration: StorageClientConfiguration

    init(bucketId: String, configuration: StorageClientConfiguration) {
        self.bucketId = bucketId; self.configuration = configuration
    }

    // MARK: Transfers and listings (the server is out of reach)

    @discardableResult
    public func upload(_ path: String, data: Data, options: FileOptions = FileOptions()) async throws -> FileUploadResponse {
        throw serverOutOfReach()
    }
    @discardableResult
    public func upload(_ path: String, fileURL: URL, options: FileOptions = FileOptions()) async throws -> FileUploadResponse {
        throw serverOutOfReach()
    }
    @discardableResult
    public func update(_ path: String, data: Data, options: FileOptions = FileOptions()) async throws -> FileUploadResponse {
        throw serverOutOfReach()
    }
    @discardableResult
    public func update(_ path: String, fileURL: URL, options: FileOptions = FileOptions()) async throws -> FileUploadResponse {
        throw serverOutOfReach()
    }
    public func move(from source: String, to destination: String, options: DestinationOptions? = nil) async throws {
        throw serverOutOfReach()
    }
    @discardableResult
    public func copy(from source: String, to destination: String, options: DestinationOptions? = nil) async throws -> String {
        throw serverOutOfReach()
    }
    public func createSignedURL(path: String, expiresIn: Int, download: String? = nil,
                                transform: TransformOptions? = nil) async throws -> URL { throw serverOutOfReach() }
    public func createSignedURLs(paths: [String], expiresIn: Int, download: String? = nil) async throws -> [URL] {
        throw serverOutOfReach()
    }
    @discardableResult
    public func remove(paths: [String]) async throws -> [FileObject] { throw serverOutOfReach() }
    public func list(path: String? = nil, options: SearchOptions? = nil) async throws -> [FileObject] { throw serverOutOfReach() }
    public func download(path: String, options: TransformOptions? = nil) async throws -> Data { throw serverOutOfReach() }
    public func exists(path: String) async throws -> Bool { throw serverOutOfReach() }

    // MARK: Public URLs (built here, as the SDK builds them)

    /// `<storage URL>/object/public/<bucket>/<path>`, or `render/image/…` with transform options, with
    /// the download and transform options as query items.
    public func getPublicURL(path: String, download: String? = nil, options: TransformOptions? = nil) throws -> URL {
        guard var components = URLComponents(url: configuration.url, resolvingAgainstBaseURL: true) else { throw URLError(.badURL) }
        let transform = options?.queryItems ?? []
        let query = (download.map { [URLQueryItem(name: "download", value: $0)] } ?? []) + transform
        components.path += "/\(transform.isEmpty ? "object" : "render/image")/public/\(bucketId)/\(path)"
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw URLError(.badURL) }
        return url
    }
}
