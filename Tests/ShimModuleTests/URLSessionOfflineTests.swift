import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI
import Testing

/// A render never touches the network: `URLSession`'s async requests to http(s) are never answered
/// until their task is cancelled; files load, and a session with its own protocol classes answers.
@Suite struct URLSessionOfflineTests {
    @Test func aNetworkRequestWaitsUntilItsTaskIsCancelled() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/rates"))   // a closed port would fail at once
        let request = Task { try await URLSession.shared.data(from: url) }
        try await Task.sleep(nanoseconds: 100_000_000)
        request.cancel()
        await #expect(throws: URLError.self) { try await request.value }
        // An `async let` pair, cancelled together when the scope ends, does not deadlock.
        let pair = Task {
            async let first = URLSession.shared.data(from: url)
            async let second = URLSession.shared.data(for: URLRequest(url: url))
            return try await (first.0.count, second.0.count)
        }
        pair.cancel()
        await #expect(throws: URLError.self) { try await pair.value }
    }

    @Test func filesLoad() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("offline-\(UUID().uuidString).json")
        try Data("{\"a\":1}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (data, response) = try await URLSession.shared.data(from: file)
        #expect(String(decoding: data, as: UTF8.self) == "{\"a\":1}" && response.expectedContentLength == 7)
        await #expect(throws: URLError.self) { try await URLSession.shared.data(for: URLRequest(url: file.appendingPathExtension("gone"))) }
    }

    @Test func aSessionWithItsOwnProtocolAnswers() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [GreetingProtocol.self]
        let (data, response) = try await URLSession(configuration: configuration).data(from: try #require(URL(string: "https://api.example/hello")))
        #expect(String(decoding: data, as: UTF8.self) == "hello" && (response as? HTTPURLResponse)?.statusCode == 200)
    }
}

/// Answers every request with 200 and "hello".
private final class GreetingProtocol: URLProtocol, @unchecked Sendable {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("hello".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}
