import Foundation
import SupabaseHelpers

/// Supabase Auth. A render is a fresh install with no connection: no session is stored
/// (`currentSession` and `currentUser` are nil, `session` throws `AuthError.sessionMissing`), a
/// listener hears `.initialSession` with no session once, and every call that needs the server throws
/// `URLError.notConnectedToInternet` at once, as the SDK does on a device offline.
public actor AuthClient {
    /// Where the client's server is and how it keeps its session.
    public struct Configuration: Sendable {
        public let url: URL
        public var headers: [String: String]
        public let flowType: AuthFlowType
        public let redirectToURL: URL?
        public let storageKey: String?
        public let localStorage: any AuthLocalStorage
        public let autoRefreshToken: Bool

        public init(url: URL, headers: [String: String] = [:], flowType: AuthFlowType = .pkce, redirectToURL: URL? = nil,
                    storageKey: String? = nil, localStorage: any AuthLocalStorage = KeychainLocalStorage(),
                    autoRefreshToken: Bool = true) {
            self.url = url; self.headers = headers; self.flowType = flowType; self.redirectToURL = redirectToURL
            self.storageKey = storageKey; self.localStorage = localStorage; self.autoRefreshToken = autoRefreshToken
        }
    }

    public nonisolated let configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    // MARK: The session (none)

    /// The stored session: none on a fresh install.
    public var session: Session {
        get async throws { throw AuthError.sessionMissing }
    }
    public nonisolated var currentSession: Session? { nil }
    public nonisolated var currentUser: User? { nil }

    /// Calls `listener` with the initial state (no session), as the SDK does when a listener is added.
    @discardableResult
    public func onAuthStateChange(_ listener: @escaping AuthStateChangeListener) -> some AuthStateChangeListenerRegistration {
        listener(.initialSession, nil)
        return AuthStateListenerToken()
    }

    /// The initial state (no session), then nothing more.
    public nonisolated var authStateChanges: AsyncStream<(event: AuthChangeEvent, session: Session?)> {
        AsyncStream { continuation in continuation.yield((.initialSession, nil)) }
    }

    // MARK: Signing up and in (the server is out of reach)

    @discardableResult
    public func signUp(email: String, password: String, data: [String: AnyJSON]? = nil, redirectTo: URL? = nil,
                       captchaToken: String? = nil) async throws -> AuthResponse { throw serverOutOfReach() }
    @discardableResult
    public func signUp(phone: String, password: String, channel: MessagingChannel = .sms, data: [String: AnyJSON]? = nil,
                       captchaToken: String? = nil) async throws -> AuthResponse { throw serverOutOfReach() }
    @discardableResult
    public func signIn(email: String, password: String, captchaToken: String? = nil) async throws -> Session { throw serverOutOfReach() }
    @discardableResult
    public func signIn(phone: String, password: String, captchaToken: String? = nil) async throws -> Session { throw serverOutOfReach() }
    @discardableResult
    public func signInWithIdToken(credentials: OpenIDConnectCredentials) async throws -> Session { throw serverOutOfReach() }
    @discardableResult
    public func signInAnonymously(data: [String: AnyJSON]? = nil, captchaToken: String? = nil) async throws -> Session {
        throw serverOutOfReach()
    }
    public func signInWithOTP(email: String, redirectTo: URL? = nil, shouldCreateUser: Bool = true, data: [String: AnyJSON]? = nil,
                              captchaToken: String? = nil) async throws { throw serverOutOfReach() }
    public func signInWithOTP(phone: String, channel: MessagingChannel = .sms, shouldCreateUser: Bool = true,
                              data: [String: AnyJSON]? = nil, captchaToken: String? = nil) async throws { throw serverOutOfReach() }
    @discardableResult
    public func signInWithOAuth(provider: Provider, redirectTo: URL? = nil, scopes: String? = nil,
                                queryParams: [(name: String, value: String?)] = [],
                                launchFlow: @MainActor @Sendable (_ url: URL) async throws -> URL) async throws -> Session {
        throw serverOutOfReach()
    }
    @discardableResult
    public func signInWithOAuth(provider: Provider, redirectTo: URL? = nil, scopes: String? = nil,
                                queryParams: [(name: String, value: String?)] = []) async throws -> Session {
        throw serverOutOfReach()
    }
    /// The URL that starts an OAuth sign-in in a browser (built, not opened).
    public nonisolated func getOAuthSignInURL(provider: Provider, scopes: String? = nil, redirectTo: URL? = nil,
                                              queryParams: [(name: String, value: String?)] = []) throws -> URL {
        var components = URLComponents(url: configuration.url.appendingPathComponent("authorize"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "provider", value: provider.rawValue)]
            + (scopes.map { [URLQueryItem(name: "scopes", value: $0)] } ?? [])
            + ((redirectTo ?? configuration.redirectToURL).map { [URLQueryItem(name: "redirect_to", value: $0.absoluteString)] } ?? [])
            + queryParams.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.url!
    }
    @discardableResult
    public func exchangeCodeForSession(authCode: String) async throws -> Session { throw serverOutOfReach() }
    @discardableResult
    public func session(from url: URL) async throws -> Session { throw serverOutOfReach() }
    /// Hands a deep link to the client (an OAuth or magic-link redirect): nothing arrives in a render.
    public nonisolated func handle(_ url: URL) {}
    @discardableResult
    public func setSession(accessToken: String, refreshToken: String) async throws -> Session { throw serverOutOfReach() }

    /// Signing out without a session does nothing, as in the SDK.
    public func signOut(scope: SignOutScope = .global) async throws {}

    // MARK: One-time passwords

    @discardableResult
    public func verifyOTP(email: String, token: String, type: EmailOTPType, redirectTo: URL? = nil,
                          captchaToken: String? = nil) async throws -> AuthResponse { throw serverOutOfReach() }
    @discardableResult
    public func verifyOTP(phone: String, token: String, type: MobileOTPType, captchaToken: String? = nil) async throws -> AuthResponse {
        throw serverOutOfReach()
    }
    @discardableResult
    public func verifyOTP(tokenHash: String, type: EmailOTPType) async throws -> AuthResponse { throw serverOutOfReach() }
    public func resend(email: String, type: ResendEmailType, emailRedirectTo: URL? = nil, captchaToken: String? = nil) async throws {
        throw serverOutOfReach()
    }
    @discardableResult
    public func resend(phone: String, type: ResendMobileType, captchaToken: String? = nil) async throws -> ResendMobileResponse {
        throw serverOutOfReach()
    }
    public func reauthenticate() async throws { throw AuthError.sessionMissing }
    public func resetPasswordForEmail(_ email: String, redirectTo: URL? = nil, captchaToken: String? = nil) async throws {
        throw serverOutOfReach()
    }

    // MARK: The user (none signed in)

    /// The signed-in user: with no session, `.sessionMissing`; with a token, the server is out of reach.
    public func user(jwt: String? = nil) async throws -> User {
        if jwt == nil { throw AuthError.sessionMissing }
        throw serverOutOfReach()
    }
    @discardableResult
    public func update(user: UserAttributes, redirectTo: URL? = nil) async throws -> User { throw AuthError.sessionMissing }
    public func userIdentities() async throws -> [UserIdentity] { throw AuthError.sessionMissing }
    public func unlinkIdentity(_ identity: UserIdentity) async throws { throw AuthError.sessionMissing }
    @discardableResult
    public func refreshSession(refreshToken: String? = nil) async throws -> Session {
        if refreshToken == nil { throw AuthError.sessionMissing }
        throw serverOutOfReach()
    }
    public func startAutoRefresh() {}
    public func stopAutoRefresh() {}
}
