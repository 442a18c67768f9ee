import Foundation

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An error of LocalAuthentication (codes as in `LAError.h`).
public struct LAError: Error, Hashable, CustomNSError, @unchecked Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case watchNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
    }

    public let code: Code
    /// What the error carries beside its code (immutable, hence sendable).
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static func == (lhs: LAError, rhs: LAError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var watchNotAvailable: Code { .watchNotAvailable }
    public static var biometryNotPaired: Code { .biometryNotPaired }
    public static var biometryDisconnected: Code { .biometryDisconnected }
    public static var invalidDimensions: Code { .invalidDimensions }
    public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
    /// `catch LAError.userCancel`: whether `error` is a LocalAuthentication error with this code.
    public static func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }
}
