import Foundation
import SwiftUI
import Testing

/// Apps hide `URLSession` behind a protocol of their own to mock it: the delegate-less async
/// methods satisfy it, as on iOS.
struct URLSessionTaskMethodsTests {
    protocol HTTPSession: Sendable {
        func data(for request: URLRequest) async throws -> (Data, URLResponse)
        func data(from url: URL) async throws -> (Data, URLResponse)
        func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse)
        func download(from url: URL) async throws -> (URL, URLResponse)
    }

    @Test func urlSessionSatisfiesAnAppsSessionProtocol() async throws {
        let session: any HTTPSession = URLSession.shared
        #expect(session is URLSession)
        // The call reaches the session's own task (a scheme no protocol handles fails at once, without a network).
        await #expect(throws: URLError.self) { try await session.data(from: URL(string: "mockup-test://nowhere")!) }
        do {
            _ = try await session.data(for: URLRequest(url: URL(string: "mockup-test://nowhere")!))
            Issue.record("a scheme no protocol handles fails")
        } catch let error as URLError {
            #expect(error.code == .unsupportedURL)
        }
    }
}

extension URLSession: URLSessionTaskMethodsTests.HTTPSession {}
