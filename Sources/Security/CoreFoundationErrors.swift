import Foundation

// Core Foundation's error functions, as code reads the `CFError` Core Text and the keychain hand back
// (`CFErrorGetCode(error)`), over the `NSError` a `CFError` is here.

/// A Core Foundation index or count.
public typealias CFIndex = Int
/// The domain of a Core Foundation error.
public typealias CFErrorDomain = CFString

public let kCFErrorDomainPOSIX: CFErrorDomain = NSPOSIXErrorDomain
public let kCFErrorDomainOSStatus: CFErrorDomain = NSOSStatusErrorDomain
public let kCFErrorDomainCocoa: CFErrorDomain = NSCocoaErrorDomain
public let kCFErrorLocalizedDescriptionKey: CFString = NSLocalizedDescriptionKey
public let kCFErrorLocalizedFailureReasonKey: CFString = NSLocalizedFailureReasonErrorKey
public let kCFErrorLocalizedRecoverySuggestionKey: CFString = NSLocalizedRecoverySuggestionErrorKey
public let kCFErrorUnderlyingErrorKey: CFString = NSUnderlyingErrorKey

/// The error's code.
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }
/// The error's domain.
public func CFErrorGetDomain(_ err: CFError) -> CFErrorDomain { err.domain }
/// The error's description, as `localizedDescription` gives it.
public func CFErrorCopyDescription(_ err: CFError) -> CFString { err.localizedDescription }
/// Why the operation failed, if the error says.
public func CFErrorCopyFailureReason(_ err: CFError) -> CFString? { err.localizedFailureReason }
/// What to do about it, if the error says.
public func CFErrorCopyRecoverySuggestion(_ err: CFError) -> CFString? { err.localizedRecoverySuggestion }
/// The error's user info.
public func CFErrorCopyUserInfo(_ err: CFError) -> CFDictionary? { err.userInfo as NSDictionary }
