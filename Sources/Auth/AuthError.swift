import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An Auth error, as the SDK's `AuthError`: a render only ever meets `.sessionMissing` (no one is
/// signed in); calls that reach for the server throw `URLError.notConnectedToInternet` instead.
public enum AuthError: LocalizedError, Equatable, Sendable {
    case sessionMissing
    case weakPassword(message: String, reasons: [String])
    case api(message: String, errorCode: ErrorCode, underlyingData: Data, underlyingResponse: HTTPURLResponse)
    case pkceGrantCodeExchange(message: String, error: String? = nil, code: String? = nil)
    case implicitGrantRedirect(message: String)

    public var message: String {
        switch self {
        case .sessionMissing: "Auth session missing."
        case .weakPassword(let message, _), .api(let message, _, _, _), .pkceGrantCodeExchange(let message, _, _),
             .implicitGrantRedirect(let message): message
        }
    }

    public var errorCode: ErrorCode {
        switch self {
        case .sessionMissing: .sessionNotFound
        case .weakPassword: .weakPassword
        case .api(_, let code, _, _): code
        case .pkceGrantCodeExchange, .implicitGrantRedirect: .unknown
        }
    }

    public var errorDescription: String? { message }
}

/// Auth's error codes (a few of them named; any by its string).
public struct ErrorCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let unknown: ErrorCode = "unknown"
    public static let sessionNotFound: ErrorCode = "session_not_found"
    public static let weakPassword: ErrorCode = "weak_password"
    public static let invalidCredentials: ErrorCode = "invalid_credentials"
    public static let emailNotConfirmed: ErrorCode = "email_not_confirmed"
    public static let userAlreadyExists: ErrorCode = "user_already_exists"
    public static let emailExists: ErrorCode = "email_exists"
    public static let userNotFound: ErrorCode = "user_not_found"
    public static let overRequestRateLimit: ErrorCode = "over_request_rate_limit"
    public static let overEmailSendRateLimit: ErrorCode = "over_email_send_rate_limit"
}
