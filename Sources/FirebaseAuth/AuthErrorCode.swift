import Foundation

/// Firebase Authentication's error codes (`FIRAuthErrorDomain`), with Firebase's numbers (`FIRAuthErrorCode` in
/// FirebaseAuth's `FIRAuthErrors.h`).
public enum AuthErrorCode: Int, Error, CustomNSError, Sendable {
    case invalidCustomToken = 17000
    case customTokenMismatch = 17002
    case invalidCredential = 17004
    case userDisabled = 17005
    case operationNotAllowed = 17006
    case emailAlreadyInUse = 17007
    case invalidEmail = 17008
    case wrongPassword = 17009
    case tooManyRequests = 17010
    case userNotFound = 17011
    case accountExistsWithDifferentCredential = 17012
    case requiresRecentLogin = 17014
    case providerAlreadyLinked = 17015
    case noSuchProvider = 17016
    case invalidUserToken = 17017
    case networkError = 17020
    case userTokenExpired = 17021
    case invalidAPIKey = 17023
    case userMismatch = 17024
    case credentialAlreadyInUse = 17025
    case weakPassword = 17026
    case appNotAuthorized = 17028
    case expiredActionCode = 17029
    case invalidActionCode = 17030
    case invalidMessagePayload = 17031
    case invalidSender = 17032
    case invalidRecipientEmail = 17033
    case missingEmail = 17034
    case missingIosBundleID = 17036
    case missingAndroidPackageName = 17037
    case unauthorizedDomain = 17038
    case invalidContinueURI = 17039
    case missingContinueURI = 17040
    case missingPhoneNumber = 17041
    case invalidPhoneNumber = 17042
    case missingVerificationCode = 17043
    case invalidVerificationCode = 17044
    case missingVerificationID = 17045
    case invalidVerificationID = 17046
    case missingAppCredential = 17047
    case invalidAppCredential = 17048
    case sessionExpired = 17051
    case quotaExceeded = 17052
    case missingAppToken = 17053
    case notificationNotForwarded = 17054
    case appNotVerified = 17055
    case captchaCheckFailed = 17056
    case webContextAlreadyPresented = 17057
    case webContextCancelled = 17058
    case appVerificationUserInteractionFailure = 17059
    case invalidClientID = 17060
    case webNetworkRequestFailed = 17061
    case webInternalError = 17062
    case webSignInUserInteractionFailure = 17063
    case localPlayerNotAuthenticated = 17066
    case nullUser = 17067
    case dynamicLinkNotActivated = 17068
    case invalidProviderID = 17071
    case tenantIDMismatch = 17072
    case unsupportedTenantOperation = 17073
    case rejectedCredential = 17075
    case gameKitNotLinked = 17076
    case secondFactorRequired = 17078
    case missingMultiFactorSession = 17081
    case missingMultiFactorInfo = 17082
    case invalidMultiFactorSession = 17083
    case multiFactorInfoNotFound = 17084
    case adminRestrictedOperation = 17085
    case unverifiedEmail = 17086
    case secondFactorAlreadyEnrolled = 17087
    case maximumSecondFactorCountExceeded = 17088
    case unsupportedFirstFactor = 17089
    case emailChangeNeedsVerification = 17090
    case missingClientIdentifier = 17093
    case missingOrInvalidNonce = 17094
    case blockingCloudFunctionError = 17105
    case recaptchaNotEnabled = 17200
    case missingRecaptchaToken = 17201
    case invalidRecaptchaToken = 17202
    case invalidRecaptchaAction = 17203
    case missingClientType = 17204
    case missingRecaptchaVersion = 17205
    case invalidRecaptchaVersion = 17206
    case invalidReqType = 17207
    case recaptchaSDKNotLinked = 17208
    case recaptchaSiteKeyMissing = 17209
    case recaptchaActionCreationFailed = 17210
    case invalidHostingLinkDomain = 17214
    case keychainError = 17995
    case internalError = 17999
    case malformedJWT = 18000

    public static let errorDomain = "FIRAuthErrorDomain"
    public var errorCode: Int { rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }

    /// The code of `error` (Firebase 10's bridged error, `AuthErrorCode(_nsError: error).code`): an
    /// error of another domain or an unknown code is `.internalError`, as Firebase reports what it
    /// cannot tell apart.
    public init(_nsError error: NSError) {
        self = error.domain == Self.errorDomain ? AuthErrorCode(rawValue: error.code) ?? .internalError : .internalError
    }

    /// Firebase 10's name of the codes (`AuthErrorCode.Code.invalidEmail`).
    public typealias Code = AuthErrorCode

    /// This code (Firebase 10's `AuthErrorCode(...).code`).
    public var code: AuthErrorCode { self }

    public var localizedDescription: String {
        switch self {
        case .networkError: "Network error (such as timeout, interrupted connection or unreachable host) has occurred."
        case .wrongPassword: "The password is invalid or the user does not have a password."
        case .userNotFound: "There is no user record corresponding to this identifier. The user may have been deleted."
        case .emailAlreadyInUse: "The email address is already in use by another account."
        case .invalidEmail: "The email address is badly formatted."
        case .weakPassword: "The password must be 6 characters long or more."
        default: "An internal error has occurred, print and inspect the error details for more information."
        }
    }

    /// What every call that needs the server ends with in a render.
    static let unreachable = AuthErrorCode.networkError
}

/// Auth errors' domain and user-info keys.
public enum AuthErrors {
    public static let domain = AuthErrorCode.errorDomain
    public static let userInfoNameKey = "FIRAuthErrorUserInfoNameKey"
    public static let userInfoEmailKey = "FIRAuthErrorUserInfoEmailKey"
    public static let userInfoUpdatedCredentialKey = "FIRAuthErrorUserInfoUpdatedCredentialKey"
}
