import Foundation
import SupabaseHelpers

/// A Supabase Auth user.
public struct User: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    public var appMetadata: [String: AnyJSON]
    public var userMetadata: [String: AnyJSON]
    public var aud: String
    public var confirmationSentAt: Date?
    public var recoverySentAt: Date?
    public var emailChangeSentAt: Date?
    public var newEmail: String?
    public var invitedAt: Date?
    public var actionLink: String?
    public var email: String?
    public var phone: String?
    public var createdAt: Date
    public var confirmedAt: Date?
    public var emailConfirmedAt: Date?
    public var phoneConfirmedAt: Date?
    public var lastSignInAt: Date?
    public var role: String?
    public var updatedAt: Date
    public var identities: [UserIdentity]?
    public var isAnonymous: Bool

    public init(id: UUID, appMetadata: [String: AnyJSON], userMetadata: [String: AnyJSON], aud: String,
                confirmationSentAt: Date? = nil, recoverySentAt: Date? = nil, emailChangeSentAt: Date? = nil,
                newEmail: String? = nil, invitedAt: Date? = nil, actionLink: String? = nil, email: String? = nil,
                phone: String? = nil, createdAt: Date, confirmedAt: Date? = nil, emailConfirmedAt: Date? = nil,
                phoneConfirmedAt: Date? = nil, lastSignInAt: Date? = nil, role: String? = nil, updatedAt: Date,
                identities: [UserIdentity]? = nil, isAnonymous: Bool = false) {
        self.id = id; self.appMetadata = appMetadata; self.userMetadata = userMetadata; self.aud = aud
        self.confirmationSentAt = confirmationSentAt; self.recoverySentAt = recoverySentAt
        self.emailChangeSentAt = emailChangeSentAt; self.newEmail = newEmail; self.invitedAt = invitedAt
        self.actionLink = actionLink; self.email = email; self.phone = phone; self.createdAt = createdAt
        self.confirmedAt = confirmedAt; self.emailConfirmedAt = emailConfirmedAt; self.phoneConfirmedAt = phoneConfirmedAt
        self.lastSignInAt = lastSignInAt; self.role = role; self.updatedAt = updatedAt; self.identities = identities
        self.isAnonymous = isAnonymous
    }
}

/// One of a user's sign-in identities (email, a provider).
public struct UserIdentity: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var identityId: UUID
    public var userId: UUID
    public var identityData: [String: AnyJSON]?
    public var provider: String
    public var createdAt: Date?
    public var lastSignInAt: Date?
    public var updatedAt: Date?

    public init(id: String, identityId: UUID, userId: UUID, identityData: [String: AnyJSON]?, provider: String,
                createdAt: Date?, lastSignInAt: Date?, updatedAt: Date?) {
        self.id = id; self.identityId = identityId; self.userId = userId; self.identityData = identityData
        self.provider = provider; self.createdAt = createdAt; self.lastSignInAt = lastSignInAt; self.updatedAt = updatedAt
    }
}

/// The changes `AuthClient.update(user:)` asks for.
public struct UserAttributes: Codable, Hashable, Sendable {
    public var email: String?
    public var phone: String?
    public var password: String?
    public var nonce: String?
    public var emailChangeToken: String?
    public var data: [String: AnyJSON]?

    public init(email: String? = nil, phone: String? = nil, password: String? = nil, nonce: String? = nil,
                emailChangeToken: String? = nil, data: [String: AnyJSON]? = nil) {
        self.email = email; self.phone = phone; self.password = password; self.nonce = nonce
        self.emailChangeToken = emailChangeToken; self.data = data
    }
}
