/// What changed in a client's auth state.
public enum AuthChangeEvent: String, Sendable {
    case initialSession = "INITIAL_SESSION"
    case passwordRecovery = "PASSWORD_RECOVERY"
    case signedIn = "SIGNED_IN"
    case signedOut = "SIGNED_OUT"
    case tokenRefreshed = "TOKEN_REFRESHED"
    case userUpdated = "USER_UPDATED"
    case userDeleted = "USER_DELETED"
    case mfaChallengeVerified = "MFA_CHALLENGE_VERIFIED"
}

/// A listener of auth state changes.
public typealias AuthStateChangeListener = @Sendable (_ event: AuthChangeEvent, _ session: Session?) -> Void

/// What `onAuthStateChange` returns: removes its listener.
public protocol AuthStateChangeListenerRegistration: Sendable {
    func remove()
}

/// A listener that hears nothing after the initial session: the state never changes in a render.
struct AuthStateListenerToken: AuthStateChangeListenerRegistration {
    func remove() {}
}
