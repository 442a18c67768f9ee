import Foundation
import SwiftUI

/// A web sign-in session: the system's browser sheet for an OAuth page. A render presents no sheet
/// and nobody signs in, so a started session ends as when the person dismisses the sheet: the
/// completion handler gets `ASWebAuthenticationSessionError.canceledLogin`.
open class ASWebAuthenticationSession: NSObject {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// Where the sign-in page sends the browser back to the app (iOS 17.4).
    public struct Callback: Sendable {
        /// A URL with the app's custom scheme.
        public static func customScheme(_ customScheme: String) -> Callback { Callback() }
        /// An HTTPS URL of the app's associated domain.
        public static func https(host: String, path: String) -> Callback { Callback() }
    }

    private let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.completionHandler = completionHandler
        super.init()
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        self.completionHandler = completionHandler
        super.init()
    }

    open var canStart: Bool { true }

    /// Starts the session, which the person dismisses at once in a render.
    @discardableResult
    open func start() -> Bool {
        completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
        return true
    }

    open func cancel() {}
}

/// Tells a web authentication session which window to present its sheet over (never asked in a
/// render, which presents no sheet).
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web authentication session ended without a callback URL.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let canceledLogin = Code.canceledLogin
    public static let errorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"
}

/// SwiftUI's web sign-in (iOS 16.4), from `@Environment(\.webAuthenticationSession)`: as a session
/// does, it ends as when the person dismisses the sheet, throwing `.canceledLogin`.
public struct WebAuthenticationSession: Sendable {
    /// Which browser session the sheet uses.
    public struct BrowserSession: Hashable, Sendable {
        private let isEphemeral: Bool
        /// Cookies and website data are shared with the browser.
        public static let shared = BrowserSession(isEphemeral: false)
        /// A private session that shares nothing with the browser.
        public static let ephemeral = BrowserSession(isEphemeral: true)
    }

    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback,
                             preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static let defaultValue = WebAuthenticationSession()
}

extension EnvironmentValues {
    /// The web sign-in of this view's window.
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
