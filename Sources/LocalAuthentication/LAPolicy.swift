import Foundation

/// What an evaluation asks the user to prove (Apple's `LAPolicy`; raw values as in `LAPublicDefines.h`).
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID, without the passcode as a fallback.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry, or the device passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch (macOS).
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometry or a paired Apple Watch (macOS).
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    /// A worn, unlocked Apple Watch (watchOS).
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometry a device has (Apple's `LABiometryType`).
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4

    /// iOS 11.0's name for `.none`.
    @available(*, deprecated, renamed: "none")
    public static var LABiometryNone: LABiometryType { .none }
    @available(*, deprecated, renamed: "touchID")
    public static var typeTouchID: LABiometryType { .touchID }
    @available(*, deprecated, renamed: "faceID")
    public static var typeFaceID: LABiometryType { .faceID }
}

/// A credential an app may hand a context (Apple's `LACredentialType`).
public enum LACredentialType: Int, Sendable {
    case applicationPassword = 0
    case smartCardPIN = -3
}

/// An operation on a keychain item guarded by an access control (Apple's `LAAccessControlOperation`).
public enum LAAccessControlOperation: Int, Sendable {
    case createItem = 0, useItem, createKey, useKeySign, useKeyDecrypt, useKeyKeyExchange
}

/// The longest time, in seconds, a Touch ID unlock of the device may be reused for (5 minutes, as
/// `LAPublicDefines.h` defines it).
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300
