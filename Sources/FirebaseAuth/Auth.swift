import Foundation
import FirebaseCore

/// Firebase Authentication. A render is a fresh install with no network: nobody is signed in
/// (`currentUser` is nil, state listeners hear nil once, as Firebase tells a new listener the
/// current state), and every call that needs the server fails at once with `.networkError`, as on a
/// device offline.
public final class Auth: @unchecked Sendable {
    private static let registry = InstanceRegistry<Auth>()

    /// The app this instance belongs to.
    public let app: FirebaseApp?
    /// The signed-in user: none in a render.
    public private(set) var currentUser: User?
    public var languageCode: String?
    public var tenantID: String?
    public var shareAuthStateAcrossDevices = false
    public var settings: AuthSettings? = AuthSettings()

    private init(app: FirebaseApp?) { self.app = app }

    /// The default app's instance.
    public static func auth() -> Auth { instance(named: FirebaseApp.defaultName, app: FirebaseApp.app()) }
    public static func auth(app: FirebaseApp) -> Auth { instance(named: app.name, app: app) }
    private static func instance(named name: String, app: FirebaseApp?) -> Auth {
        registry.instance(for: name) { Auth(app: app) }
    }

    // MARK: Listening

    /// Calls `listener` with the current user (none), on the main queue, as Firebase does when a
    /// listener is added.
    @discardableResult
    public func addStateDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> AuthStateDidChangeListenerHandle {
        listener(self, self.currentUser)
        return AuthListenerHandle()
    }
    public func removeStateDidChangeListener(_ listenerHandle: AuthStateDidChangeListenerHandle) {}
    @discardableResult
    public func addIDTokenDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> IDTokenDidChangeListenerHandle {
        addStateDidChangeListener(listener)
    }
    public func removeIDTokenDidChangeListener(_ listenerHandle: IDTokenDidChangeListenerHandle) {}
    /// Auth state changes as an async stream: the current user (none), then nothing more.
    public var authStateChanges: AsyncStream<User?> {
        AsyncStream { continuation in continuation.yield(currentUser) }
    }

    // MARK: Signing in (the server is out of reach)

    public func signIn(withEmail email: String, password: String, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) {
        fail(completion)
    }
    public func signIn(withEmail email: String, password: String) async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func signIn(withEmail email: String, link: String, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) {
        fail(completion)
    }
    public func signIn(with credential: AuthCredential, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) { fail(completion) }
    public func signIn(with credential: AuthCredential) async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func signInAnonymously(completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) { fail(completion) }
    public func signInAnonymously() async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func signIn(withCustomToken token: String, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) { fail(completion) }
    public func signIn(withCustomToken token: String) async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func createUser(withEmail email: String, password: String, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) {
        fail(completion)
    }
    public func createUser(withEmail email: String, password: String) async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func sendPasswordReset(withEmail email: String, completion: (((any Error)?) -> Void)? = nil) {
        completion?(AuthErrorCode.unreachable)
    }
    public func sendPasswordReset(withEmail email: String) async throws { throw AuthErrorCode.unreachable }
    public func sendSignInLink(toEmail email: String, actionCodeSettings: ActionCodeSettings, completion: (((any Error)?) -> Void)? = nil) {
        completion?(AuthErrorCode.unreachable)
    }
    public func fetchSignInMethods(forEmail email: String, completion: (([String]?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.unreachable)
    }
    public func isSignIn(withEmailLink link: String) -> Bool { false }

    /// Signs the current user out (there is none).
    public func signOut() throws { currentUser = nil }
    public func useAppLanguage() { languageCode = Locale.current.language.languageCode?.identifier }
    public func useEmulator(withHost host: String, port: Int) {}
    public func canHandle(_ url: URL) -> Bool { false }
    public func canHandleNotification(_ userInfo: [AnyHashable: Any]) -> Bool { false }
    public func setAPNSToken(_ token: Data, type: AuthAPNSTokenType) {}

    private func fail(_ completion: ((AuthDataResult?, (any Error)?) -> Void)?) {
        completion?(nil, AuthErrorCode.unreachable)
    }
}

/// A state listener's handle.
public protocol AuthStateDidChangeListenerHandle: NSObjectProtocol {}
public typealias IDTokenDidChangeListenerHandle = AuthStateDidChangeListenerHandle
private final class AuthListenerHandle: NSObject, AuthStateDidChangeListenerHandle {}

/// App verification settings.
public final class AuthSettings: @unchecked Sendable {
    public var isAppVerificationDisabledForTesting = false
}

/// The APNs token's environment.
public enum AuthAPNSTokenType: Int, Sendable { case unknown, sandbox, prod }

/// How an email link opens the app.
public final class ActionCodeSettings: @unchecked Sendable {
    public var url: URL?
    public var handleCodeInApp = false
    public var dynamicLinkDomain: String?
    public var linkDomain: String?
    public init() {}
    public func setIOSBundleID(_ bundleID: String) {}
    public func setAndroidPackageName(_ packageName: String, installIfNotAvailable: Bool, minimumVersion: String?) {}
}
