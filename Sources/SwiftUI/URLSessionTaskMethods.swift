import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The async task methods of iOS 15 without a delegate, as Apple declares them beside the
// `delegate:` forms. Linux's FoundationNetworking has only the `delegate:` forms (defaulted), so a
// call compiled either way, but an app protocol requiring `data(for:)` — a session it can mock
// (`protocol HTTPSession { func data(for: URLRequest) async throws -> (Data, URLResponse) }`,
// `extension URLSession: HTTPSession {}`) — was not satisfied.
//
// A render never touches the network: a request to an http(s) or WebSocket URL through a session
// that uses Foundation's own protocols is never answered — the awaiting code stays where it is (the
// view model's loading state, whatever the machine's connection) until its task is cancelled, and
// then throws `URLError(.cancelled)`. Files load (as on iOS; Linux's sessions refuse the scheme), data
// URLs too, and a session given its own protocol classes (a stub for previews) answers as they do. (This also keeps renders clear of
// FoundationNetworking's async requests, which can deadlock when an `async let` pair is cancelled.)
extension URLSession {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if let url = request.url, url.isFileURL { return try Self.file(url) }
        guard answers(request.url) else { return try await Self.unanswered() }
        return try await data(for: request, delegate: nil)
    }

    public func data(from url: URL) async throws -> (Data, URLResponse) {
        if url.isFileURL { return try Self.file(url) }
        guard answers(url) else { return try await Self.unanswered() }
        return try await data(from: url, delegate: nil)
    }

    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        guard answers(request.url) else { return try await Self.unanswered() }
        return try await upload(for: request, from: bodyData, delegate: nil)
    }

    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
        guard answers(request.url) else { return try await Self.unanswered() }
        return try await upload(for: request, fromFile: fileURL, delegate: nil)
    }

    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        guard answers(request.url) else { return try await Self.unanswered() }
        return try await download(for: request, delegate: nil)
    }

    public func download(from url: URL) async throws -> (URL, URLResponse) {
        guard answers(url) else { return try await Self.unanswered() }
        return try await download(from: url, delegate: nil)
    }

    /// Whether a request to `url` is made: not for the network, unless the session has protocol
    /// classes of the app's own.
    private func answers(_ url: URL?) -> Bool {
        let networkSchemes: Set<String> = ["http", "https", "ws", "wss"]
        guard let scheme = url?.scheme?.lowercased(), networkSchemes.contains(scheme) else { return true }
        return (configuration.protocolClasses ?? []).contains { !String(reflecting: $0).hasPrefix("FoundationNetworking.") }
    }

    /// A file's contents with a plain `URLResponse`, as iOS loads a file URL (Linux's sessions do not
    /// support the scheme); a missing file throws `URLError(.fileDoesNotExist)`.
    private static func file(_ url: URL) throws -> (Data, URLResponse) {
        guard let data = try? Data(contentsOf: url) else { throw URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url]) }
        return (data, URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil))
    }

    /// Suspends until the task is cancelled, then throws `URLError(.cancelled)`.
    private static func unanswered<Answer>() async throws -> Answer {
        let pending = PendingAnswer()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { pending.wait($0) }
        } onCancel: {
            pending.cancel()
        }
        throw URLError(.cancelled)
    }
}

/// A request's continuation, resumed only by its task's cancellation (which may come first).
private final class PendingAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var isCancelled = false

    func wait(_ continuation: CheckedContinuation<Void, Error>) {
        lock.lock()
        if isCancelled {
            lock.unlock()
            continuation.resume(throwing: URLError(.cancelled))
        } else {
            self.continuation = continuation
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(throwing: URLError(.cancelled))
    }
}
