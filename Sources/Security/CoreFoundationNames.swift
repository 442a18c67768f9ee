import Foundation

// Core Foundation's names as Swift code on iOS uses them, bridged to Foundation's types: on iOS,
// Foundation brings Core Foundation (and the Security framework) with it, so code with only
// `import Foundation` writes `kSecClass as String` or `infoDictionary?[kCFBundleVersionKey as String]`.
// swift-corelibs-foundation keeps its Core Foundation internal, so these are ours.

/// Core Foundation's string (a `String` here): Core Graphics names colour spaces with it, the
/// keychain its keys.
public typealias CFString = String
/// A Core Foundation dictionary, as keychain queries are passed (`query as CFDictionary`).
public typealias CFDictionary = NSDictionary
/// Any Core Foundation object, as keychain results are returned.
public typealias CFTypeRef = AnyObject
/// A Core Foundation URL (`fontURL as CFURL`).
public typealias CFURL = NSURL
/// A Core Foundation error, as Core Text reports one (`Unmanaged<CFError>?`).
public typealias CFError = NSError
/// Core Foundation's time: seconds since 1 January 2001 GMT.
public typealias CFAbsoluteTime = Double
/// The current time, by the clock `Date()` reads (a render's fixed instant when it sets one).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
/// A Core Foundation boolean.
public typealias CFBoolean = NSNumber
public let kCFBooleanTrue: CFBoolean? = true
public let kCFBooleanFalse: CFBoolean? = false

// The standard keys of a bundle's information property list (`Bundle.infoDictionary`), with the
// values Apple's CFBundle gives them.
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
public let kCFBundleNameKey: CFString = "CFBundleName"
public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
