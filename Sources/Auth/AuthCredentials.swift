import Foundation

/// An OAuth provider (`.apple`, `.google`, any by name).
public struct Provider: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let apple: Provider = "apple"
    public static let azure: Provider = "azure"
    public static let bitbucket: Provider = "bitbucket"
    public static let discord: Provider = "discord"
    public static let email: Provider = "email"
    public static let facebook: Provider = "facebook"
    public static let figma: Provider = "figma"
    public static let github: Provider = "github"
    public static let gitlab: Provider = "gitlab"
    public static let google: Provider = "google"
    public static let kakao: Provider = "kakao"
    public static let keycloak: Provider = "keycloak"
    public static let linkedin: Provider = "linkedin"
    public static let linkedinOIDC: Provider = "linkedin_oidc"
    public static let notion: Provider = "notion"
    public static let slack: Provider = "slack"
    public static let slackOIDC: Provider = "slack_oidc"
    public static let spotify: Provider = "spotify"
    public static let twitch: Provider = "twitch"
    public static let twitter: Provider = "twitter"
    public static let x: Provider = "x"
    public static let workos: Provider = "workos"
    public static let zoom: Provider = "zoom"
    public static let fly: Provider = "fly"
}

/// An ID token from a provider (Sign in with Apple, Google) to sign in with.
public struct OpenIDConnectCredentials: Codable, Hashable, Sendable {
    public var provider: Provider
    public var idToken: String
    public var accessToken: String?
    public var nonce: String?

    public init(provider: Provider, idToken: String, accessToken: String? = nil, nonce: String? = nil) {
        self.provider = provider; self.idToken = idToken; self.accessToken = accessToken; self.nonce = nonce
    }
}

extension Provider: Codable {
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The kind of one-time password sent by email.
public struct EmailOTPType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let signup: EmailOTPType = "signup"
    public static let invite: EmailOTPType = "invite"
    public static let magiclink: EmailOTPType = "magiclink"
    public static let recovery: EmailOTPType = "recovery"
    public static let emailChange: EmailOTPType = "email_change"
    public static let email: EmailOTPType = "email"
}

/// The kind of one-time password sent by text message.
public struct MobileOTPType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let sms: MobileOTPType = "sms"
    public static let phoneChange: MobileOTPType = "phone_change"
}

/// How a text message is sent.
public enum MessagingChannel: String, Codable, Sendable {
    case sms, whatsapp
}

/// What `resend(email:type:)` sends again.
public enum ResendEmailType: String, Hashable, Sendable {
    case signup
    case emailChange = "email_change"
}

/// What `resend(phone:type:)` sends again.
public enum ResendMobileType: String, Hashable, Sendable {
    case sms
    case phoneChange = "phone_change"
}

/// The answer to `resend(phone:type:)`.
public struct ResendMobileResponse: Decodable, Hashable, Sendable {
    public let messageId: String?
}

/// Which sessions `signOut(scope:)` ends.
public enum SignOutScope: String, Sendable {
    case global, local, others
}

/// How OAuth and magic links hand the session back.
public enum AuthFlowType: Sendable {
    case implicit, pkce
}

/// Where the client keeps its session (the Keychain by default).
public protocol AuthLocalStorage: Sendable {
    func store(key: String, value: Data) throws
    func retrieve(key: String) throws -> Data?
    func remove(key: String) throws
}

/// Session storage in the Keychain: empty on a fresh install, which a render is.
public struct KeychainLocalStorage: AuthLocalStorage {
    public init(service: String = "supabase.gotrue.swift", accessGroup: String? = nil) {}
    public func store(key: String, value: Data) throws {}
    public func retrieve(key: String) throws -> Data? { nil }
    public func remove(key: String) throws {}
}
