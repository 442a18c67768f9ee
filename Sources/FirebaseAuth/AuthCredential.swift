import Foundation

/// Proof of identity from a provider, to sign in with.
public class AuthCredential: NSObject, @unchecked Sendable {
    public let provider: String
    init(provider: String) { self.provider = provider }
}

/// An OAuth provider's credential (Apple, Google, GitHub …).
public final class OAuthCredential: AuthCredential, @unchecked Sendable {
    public let idToken: String?
    public let accessToken: String?
    public let secret: String? = nil
    init(provider: String, idToken: String?, accessToken: String?) {
        self.idToken = idToken
        self.accessToken = accessToken
        super.init(provider: provider)
    }
}

public enum EmailAuthProvider {
    public static let id = "password"
    public static func credential(withEmail email: String, password: String) -> AuthCredential { AuthCredential(provider: id) }
    public static func credential(withEmail email: String, link: String) -> AuthCredential { AuthCredential(provider: id) }
}

public enum GoogleAuthProvider {
    public static let id = "google.com"
    public static func credential(withIDToken idToken: String, accessToken: String) -> AuthCredential {
        OAuthCredential(provider: id, idToken: idToken, accessToken: accessToken)
    }
}

public enum FacebookAuthProvider {
    public static let id = "facebook.com"
    public static func credential(withAccessToken accessToken: String) -> AuthCredential {
        OAuthCredential(provider: id, idToken: nil, accessToken: accessToken)
    }
}

/// A generic OAuth provider (`apple.com`, `github.com` …).
public final class OAuthProvider: NSObject, @unchecked Sendable {
    public let providerID: String
    public var scopes: [String]?
    public var customParameters: [String: String]?
    public init(providerID: String) { self.providerID = providerID }
    public static func provider(providerID: String) -> OAuthProvider { OAuthProvider(providerID: providerID) }
    public static func credential(withProviderID providerID: String, idToken: String, rawNonce: String?) -> OAuthCredential {
        OAuthCredential(provider: providerID, idToken: idToken, accessToken: nil)
    }
    public static func credential(withProviderID providerID: String, idToken: String, rawNonce: String, accessToken: String?) -> OAuthCredential {
        OAuthCredential(provider: providerID, idToken: idToken, accessToken: accessToken)
    }
    public static func credential(providerID: AuthProviderID, idToken: String, rawNonce: String? = nil, accessToken: String? = nil) -> OAuthCredential {
        OAuthCredential(provider: providerID.rawValue, idToken: idToken, accessToken: accessToken)
    }
    /// Sign in with Apple's credential.
    public static func appleCredential(withIDToken idToken: String, rawNonce: String?, fullName: PersonNameComponents?) -> OAuthCredential {
        OAuthCredential(provider: AuthProviderID.apple.rawValue, idToken: idToken, accessToken: nil)
    }
    /// Asks the provider for a credential through its web page (never shown in a render).
    public func getCredentialWith(_ uiDelegate: AnyObject?, completion: ((AuthCredential?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.webContextCancelled)
    }
}

/// The providers' identifiers.
public enum AuthProviderID: String, Sendable {
    case apple = "apple.com", email = "password", facebook = "facebook.com", gameCenter = "gc.apple.com", gitHub = "github.com",
         google = "google.com", phone = "phone"
}

/// Phone number sign-in: the verification SMS is never sent in a render.
public final class PhoneAuthProvider: NSObject, @unchecked Sendable {
    public static let id = "phone"
    public static func provider() -> PhoneAuthProvider { PhoneAuthProvider() }
    public static func provider(auth: Auth) -> PhoneAuthProvider { PhoneAuthProvider() }
    public func verifyPhoneNumber(_ phoneNumber: String, uiDelegate: AnyObject? = nil,
                                  completion: ((String?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.unreachable)
    }
    public func verifyPhoneNumber(_ phoneNumber: String, uiDelegate: AnyObject? = nil) async throws -> String {
        throw AuthErrorCode.unreachable
    }
    public func credential(withVerificationID verificationID: String, verificationCode: String) -> AuthCredential {
        AuthCredential(provider: Self.id)
    }
}
