import Foundation

/// What every account provider says about a user.
public protocol UserInfo: NSObjectProtocol {
    var providerID: String { get }
    var uid: String { get }
    var displayName: String? { get }
    var photoURL: URL? { get }
    var email: String? { get }
    var phoneNumber: String? { get }
}

/// A signed-in user. Nobody signs in during a render, so app code meets one only through its own
/// optional handling of `Auth.auth().currentUser`.
public final class User: NSObject, UserInfo, @unchecked Sendable {
    public let providerID = "firebase"
    public let uid: String
    public private(set) var displayName: String?
    public private(set) var photoURL: URL?
    public private(set) var email: String?
    public private(set) var phoneNumber: String?
    public let isAnonymous: Bool
    public let isEmailVerified = false
    public let providerData: [any UserInfo] = []
    public let metadata = UserMetadata()
    public let refreshToken: String? = nil
    public let tenantID: String? = nil

    private init(uid: String, isAnonymous: Bool) {
        self.uid = uid
        self.isAnonymous = isAnonymous
    }

    /// A change of display name and photo, committed to the server.
    public func createProfileChangeRequest() -> UserProfileChangeRequest { UserProfileChangeRequest() }

    public func reload(completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func reload() async throws { throw AuthErrorCode.unreachable }
    public func getIDToken(completion: ((String?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.unreachable)
    }
    public func getIDToken() async throws -> String { throw AuthErrorCode.unreachable }
    public func getIDTokenForcingRefresh(_ forceRefresh: Bool, completion: ((String?, (any Error)?) -> Void)? = nil) {
        getIDToken(completion: completion)
    }
    public func sendEmailVerification(completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func sendEmailVerification() async throws { throw AuthErrorCode.unreachable }
    public func updatePassword(to password: String, completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func updatePassword(to password: String) async throws { throw AuthErrorCode.unreachable }
    public func sendEmailVerification(beforeUpdatingEmail email: String, completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func sendEmailVerification(beforeUpdatingEmail email: String) async throws { throw AuthErrorCode.unreachable }
    /// Firebase's email change before `sendEmailVerification(beforeUpdatingEmail:)` replaced it (deprecated in Firebase 10.20).
    public func updateEmail(to email: String, completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func updateEmail(to email: String) async throws { throw AuthErrorCode.unreachable }
    public func reauthenticate(with credential: AuthCredential, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.unreachable)
    }
    public func reauthenticate(with credential: AuthCredential) async throws -> AuthDataResult { throw AuthErrorCode.unreachable }
    public func link(with credential: AuthCredential, completion: ((AuthDataResult?, (any Error)?) -> Void)? = nil) {
        completion?(nil, AuthErrorCode.unreachable)
    }
    public func delete(completion: (((any Error)?) -> Void)? = nil) { report(completion) }
    public func delete() async throws { throw AuthErrorCode.unreachable }

    private func report(_ completion: (((any Error)?) -> Void)?) {
        completion?(AuthErrorCode.unreachable)
    }
}

/// When the user was created and last signed in.
public final class UserMetadata: NSObject, @unchecked Sendable {
    public let creationDate: Date? = nil
    public let lastSignInDate: Date? = nil
}

/// A change to the user's display name and photo.
public final class UserProfileChangeRequest: NSObject, @unchecked Sendable {
    public var displayName: String?
    public var photoURL: URL?
    public func commitChanges(completion: (((any Error)?) -> Void)? = nil) {
        completion?(AuthErrorCode.unreachable)
    }
    public func commitChanges() async throws { throw AuthErrorCode.unreachable }
}

/// The result of signing in.
public final class AuthDataResult: NSObject, @unchecked Sendable {
    public let user: User
    public let additionalUserInfo: AdditionalUserInfo?
    public let credential: AuthCredential?
    private init(user: User) {
        self.user = user
        additionalUserInfo = nil
        credential = nil
    }
}

/// What the provider said when the user signed in.
public final class AdditionalUserInfo: NSObject, @unchecked Sendable {
    public let providerID: String
    public let profile: [String: Any]? = nil
    public let username: String? = nil
    public let isNewUser = false
    private init(providerID: String) { self.providerID = providerID }
}
