import Foundation
import SupabaseHelpers

/// A signed-in session, as Supabase Auth returns it. A render has none (a fresh install), but app
/// code and previews build them.
public struct Session: Codable, Hashable, Sendable {
    public var providerToken: String?
    public var providerRefreshToken: String?
    public var accessToken: String
    public var tokenType: String
    public var expiresIn: TimeInterval
    public var expiresAt: TimeInterval
    public var refreshToken: String
    public var user: User

    public init(providerToken: String? = nil, providerRefreshToken: String? = nil, accessToken: String, tokenType: String,
                expiresIn: TimeInterval, expiresAt: TimeInterval, refreshToken: String, user: User) {
        self.providerToken = providerToken; self.providerRefreshToken = providerRefreshToken
        self.accessToken = accessToken; self.tokenType = tokenType; self.expiresIn = expiresIn; self.expiresAt = expiresAt
        self.refreshToken = refreshToken; self.user = user
    }

    /// Whether the session has expired (at the render's clock).
    public var isExpired: Bool { Date(timeIntervalSince1970: expiresAt) <= Date() }
}

/// What a sign-up returns: a session, or only the user while the email awaits confirmation.
public enum AuthResponse: Codable, Hashable, Sendable {
    case session(Session)
    case user(User)

    public var user: User {
        switch self {
        case .session(let session): session.user
        case .user(let user): user
        }
    }

    public var session: Session? {
        if case .session(let session) = self { session } else { nil }
    }
}
