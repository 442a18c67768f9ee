import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `URLSession.dataTaskPublisher`: a real data task per subscription, its data and response
/// published once, its error as a `URLError`, and nothing after a cancel. (No test touches the
/// network: a stub protocol in the session and a closed local port.)
@Suite struct DataTaskPublisherTests {
    /// The events a subscription delivers until it completes.
    private func events<P: Publisher>(_ publisher: P, describe: @escaping @Sendable (P.Output) -> String) async -> [String] {
        await withCheckedContinuation { continuation in
            let recorder = EventRecorder(continuation)
            let token = publisher.sink(receiveCompletion: { completion in
                switch completion {
                case .finished: recorder.finish("finished")
                case .failure(let error): recorder.finish("failure \(type(of: error))")
                }
            }, receiveValue: { recorder.append(describe($0)) })
            recorder.keep(token)
        }
    }

    @Test func publishesTheDataOfTheRequestOnceThenFinishes() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [RatesProtocol.self]
        let session = URLSession(configuration: configuration)
        let url = try #require(URL(string: "https://rates.example/latest"))
        let publisher = session.dataTaskPublisher(for: url)
        #expect(publisher.request.url == url && publisher.session === session)
        let decoded = publisher.map(\.data).decode(type: [String: Int].self, decoder: JSONDecoder())
        #expect(await events(decoded, describe: { "\($0.sorted { $0.key < $1.key })" })
                == [#"[(key: "EUR", value: 2), (key: "GBP", value: 1)]"#, "finished"])
        let status = publisher.map { ($0.response as? HTTPURLResponse)?.statusCode ?? 0 }
        #expect(await events(status, describe: { "\($0)" }) == ["200", "finished"])
    }

    @Test func aFailedTaskEndsWithItsURLError() async throws {
        let closedPort = try #require(URL(string: "http://127.0.0.1:9/rates"))
        let publisher = URLSession.shared.dataTaskPublisher(for: URLRequest(url: closedPort))
        #expect(await events(publisher, describe: { "\($0.data.count) bytes" }) == ["failure URLError"])
    }

    @Test func aCancelledSubscriptionHearsNothingMore() async throws {
        // A request nobody answers, so the task is still loading when the subscription is cancelled.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [SilentProtocol.self]
        let session = URLSession(configuration: configuration)
        let url = try #require(URL(string: "https://silent.example/rates"))
        let heard = Heard()
        let token = session.dataTaskPublisher(for: url)
            .sink(receiveCompletion: { _ in heard.mark() }, receiveValue: { _ in heard.mark() })
        token.cancel()
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(!heard.value, "the task's cancellation error is not published")
    }
}

/// Answers requests to rates.example with a JSON body in the session's own loading system (a
/// `URLProtocol`), so a real task runs without a network.
private final class RatesProtocol: URLProtocol, @unchecked Sendable {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "rates.example" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil) else {
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(#"{"GBP": 1, "EUR": 2}"#.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// Accepts requests to silent.example and never answers them.
private final class SilentProtocol: URLProtocol, @unchecked Sendable {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "silent.example" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {}
    override func stopLoading() {}
}

/// Collects a subscription's events and resumes the test when it completes.
private final class EventRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    private var token: AnyCancellable?
    private var continuation: CheckedContinuation<[String], Never>?

    init(_ continuation: CheckedContinuation<[String], Never>) { self.continuation = continuation }

    func keep(_ token: AnyCancellable) { lock.withLock { self.token = token } }
    func append(_ event: String) { lock.withLock { events.append(event) } }

    func finish(_ event: String) {
        let (all, waiting) = lock.withLock { () -> ([String], CheckedContinuation<[String], Never>?) in
            events.append(event)
            defer { continuation = nil }
            return (events, continuation)
        }
        waiting?.resume(returning: all)
    }
}

/// Whether anything was delivered.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var heard = false
    var value: Bool { lock.withLock { heard } }
    func mark() { lock.withLock { heard = true } }
}
