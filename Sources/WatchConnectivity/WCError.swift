import Foundation

public let WCErrorDomain = "WCErrorDomain"

/// A WatchConnectivity failure; `catch WCError.notReachable` matches by code.
public struct WCError: Error, Hashable, CustomNSError {
    /// What went wrong (the codes of `WCErrorCode`).
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired,
             watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes,
             messageReplyFailed, messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace,
             sessionInactive, transferTimedOut, companionAppNotInstalled, watchOnlyApp
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { WCErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var genericError: Code { .genericError }
    public static var sessionNotSupported: Code { .sessionNotSupported }
    public static var sessionMissingDelegate: Code { .sessionMissingDelegate }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    public static var notReachable: Code { .notReachable }
    public static var invalidParameter: Code { .invalidParameter }
    public static var payloadTooLarge: Code { .payloadTooLarge }
    public static var payloadUnsupportedTypes: Code { .payloadUnsupportedTypes }
    public static var messageReplyFailed: Code { .messageReplyFailed }
    public static var messageReplyTimedOut: Code { .messageReplyTimedOut }
    public static var fileAccessDenied: Code { .fileAccessDenied }
    public static var deliveryFailed: Code { .deliveryFailed }
    public static var insufficientSpace: Code { .insufficientSpace }
    public static var sessionInactive: Code { .sessionInactive }
    public static var transferTimedOut: Code { .transferTimedOut }
    public static var companionAppNotInstalled: Code { .companionAppNotInstalled }
    public static var watchOnlyApp: Code { .watchOnlyApp }
}

extension WCError.Code {
    /// `catch WCError.notReachable`: whether `error` is a WatchConnectivity error with `code`.
    public static func ~= (code: WCError.Code, error: Error) -> Bool { (error as? WCError)?.code == code }
}
