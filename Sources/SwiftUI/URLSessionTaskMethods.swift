import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The async task methods of iOS 15 without a delegate, as Apple declares them beside the
// `delegate:` forms. Linux's FoundationNetworking has only the `delegate:` forms (defaulted), so a
// call compiled either way, but an app protocol requiring `data(for:)` — a session it can mock
// (`protocol HTTPSession { func data(for: URLRequest) async throws -> (Data, URLResponse) }`,
// `extension URLSession: HTTPSession {}`) — was not satisfied.
extension URLSession {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }

    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
        try await upload(for: request, fromFile: fileURL, delegate: nil)
    }

    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await download(for: request, delegate: nil)
    }

    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await download(from: url, delegate: nil)
    }
}
