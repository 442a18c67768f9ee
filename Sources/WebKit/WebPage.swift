import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation
import SwiftUI

/// The page a SwiftUI `WebView` shows (WebKit for SwiftUI, iOS 26), observable as Apple's is. A
/// render has no web engine and no network: a load only records its URL (`url` changes, observed
/// by the views that read it), nothing loads (`isLoading` stays false, `title` empty), the
/// navigation events of a load end at once, and JavaScript never runs.
@MainActor
public final class WebPage: Observable {
    private let registrar = ObservationRegistrar()
    private var loadedURL: URL?

    /// A page with the default configuration.
    public init() {}

    /// The URL of the last load requested.
    public var url: URL? {
        registrar.access(self, keyPath: \.url)
        return loadedURL
    }

    /// The document's title: empty, as nothing loads.
    public var title: String { "" }
    /// Whether a load is in progress: never.
    public var isLoading: Bool { false }
    /// How much of the load is done: nothing.
    public var estimatedProgress: Double { 0 }
    /// Whether every resource came over a secure connection: no resource came.
    public var hasOnlySecureContent: Bool { false }
    /// The page's theme colour: none.
    public var themeColor: Color? { nil }

    /// Asks to load `request`; its navigation events end at once.
    @discardableResult
    public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> { record(request.url) }

    /// Asks to load `url`; its navigation events end at once.
    @discardableResult
    public func load(_ url: URL) -> AsyncThrowingStream<NavigationEvent, any Error> { record(url) }

    /// Asks to show `html`, its relative URLs resolved against `baseURL`; nothing is laid out.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
        record(baseURL)
    }

    /// Asks to show `data` of `mimeType`; nothing is decoded.
    @discardableResult
    public func load(_ data: Data, mimeType: String, characterEncoding: String.Encoding,
                     baseURL: URL) -> AsyncThrowingStream<NavigationEvent, any Error> {
        record(baseURL)
    }

    /// Reloads the page: nothing was loaded, so its events end at once.
    @discardableResult
    public func reload(fromOrigin: Bool = false) -> AsyncThrowingStream<NavigationEvent, any Error> { record(loadedURL) }

    /// Stops loading (nothing is loading).
    public func stopLoading() {}

    /// Runs JavaScript: a render has no JavaScript engine, so it throws.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKError(.unknown)
    }

    /// The stages a navigation goes through.
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }

    private func record(_ url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
        registrar.withMutation(of: self, keyPath: \.url) { loadedURL = url }
        return AsyncThrowingStream { $0.finish() }
    }
}
