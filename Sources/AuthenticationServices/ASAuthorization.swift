import Foundation

/// A credential an authorization provides (`ASAuthorizationAppleIDCredential`, …).
public protocol ASAuthorizationCredential: AnyObject {}

/// Something that can be asked for an authorization (`ASAuthorizationAppleIDProvider`).
public protocol ASAuthorizationProvider: AnyObject {}

/// A successful authorization: who provided it and the credential. A still never signs in, so
/// none is ever delivered; the type exists for the completion handlers apps write.
public final class ASAuthorization {
    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider; self.credential = credential
    }
}

/// What an Apple ID request asks to share.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// A request to an authorization provider.
public class ASAuthorizationRequest {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// A request to sign in with an Apple ID: the scopes, nonce and state the app sets in `onRequest`.
public final class ASAuthorizationAppleIDRequest: ASAuthorizationRequest {
    public var requestedScopes: [ASAuthorizationScope]?
    public var nonce: String?
    public var state: String?
    public var user: String?
    public var requestedOperation: ASAuthorization.OpenIDOperation = .operationLogin
}

extension ASAuthorization {
    /// The OpenID operation a request performs.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// The Apple ID provider: makes requests and answers credential-state queries.
public final class ASAuthorizationAppleIDProvider: ASAuthorizationProvider {
    /// The state of a user's Apple ID credential for this app.
    public enum CredentialState: Int, Sendable {
        case revoked = 0, authorized = 1, notFound = 2, transferred = 3
    }

    public init() {}

    public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// Nobody has signed in on a render's device: every user ID is `.notFound`.
    public func getCredentialState(forUserID userID: String,
                                   completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    public func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// Asks for a password the person saved for the app in iCloud Keychain.
public final class ASAuthorizationPasswordProvider: ASAuthorizationProvider {
    public init() {}
    public func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

/// A request for a saved password.
public final class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

/// A saved user name and password.
public final class ASPasswordCredential: ASAuthorizationCredential {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// The credential of a signed-in Apple ID.
public final class ASAuthorizationAppleIDCredential: ASAuthorizationCredential {
    /// Whether the user looks like a real person.
    public enum UserDetectionStatus: Int, Sendable { case unsupported = 0, unknown = 1, likelyReal = 2 }

    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorizationScope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: UserDetectionStatus

    public init(user: String, state: String? = nil, authorizedScopes: [ASAuthorizationScope] = [],
                authorizationCode: Data? = nil, identityToken: Data? = nil, email: String? = nil,
                fullName: PersonNameComponents? = nil, realUserStatus: UserDetectionStatus = .unknown) {
        self.user = user; self.state = state; self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode; self.identityToken = identityToken; self.email = email
        self.fullName = fullName; self.realUserStatus = realUserStatus
    }
}

/// Errors of an authorization (`ASAuthorizationError.Code`, raw values as Apple's).
public struct ASAuthorizationError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004,
             notInteractive = 1005, matchedExcludedCredential = 1006
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
}

/// Receives the result of an `ASAuthorizationController`.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Runs authorization requests. A still has nobody to answer the sheet, so `performRequests()`
/// shows nothing and calls the delegate with `.canceled`, as when the person dismisses it.
public final class ASAuthorizationController {
    public let authorizationRequests: [ASAuthorizationRequest]
    public weak var delegate: (any ASAuthorizationControllerDelegate)?
    public weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }

    public func performRequests() {
        delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.canceled))
    }
}
