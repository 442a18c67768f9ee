import Foundation

// The keychain functions over a keychain of the render's own: it starts empty, as on a fresh
// install, and lives as long as the render, so code that saves a token and reads it back sees it.
// Nothing is written to disk.

/// The render's keychain: items of attributes (class, account, service, …) and their data.
private enum Keychain {
    nonisolated(unsafe) static var items: [[String: Any]] = []
    static let lock = NSLock()

    /// The keys that identify an item: two items may not share all of them.
    static let primaryKeys = [kSecClass, kSecAttrAccount, kSecAttrService, kSecAttrServer, kSecAttrProtocol,
                              kSecAttrPort, kSecAttrPath, kSecAttrAccessGroup, kSecAttrSynchronizable, kSecAttrApplicationTag]
    /// Query keys that say how to search or what to return, not what to match.
    static let controlKeys: Set<String> = [kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef,
                                           kSecMatchLimit, kSecValueData, kSecUseDataProtectionKeychain,
                                           kSecUseAuthenticationContext, kSecUseOperationPrompt, kSecAttrAccessControl]

    static func attributes(_ dictionary: CFDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in dictionary { if let key = key as? String { result[key] = value } }
        return result
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as AnyHashable, b as AnyHashable): return a == b
        case let (a?, b?): return "\(a)" == "\(b)"
        default: return false
        }
    }

    /// Whether `item` has every attribute the query matches on.
    static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        query.allSatisfy { key, value in
            controlKeys.contains(key) || (key == kSecAttrSynchronizable && same(value, kSecAttrSynchronizableAny))
                || same(item[key], value)
        }
    }
}

/// Adds an item (its attributes and `kSecValueData`); `errSecDuplicateItem` when one with the same
/// class, account, service and the other identifying attributes is there.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let item = Keychain.attributes(attributes)
    guard item[kSecClass] != nil else { return errSecParam }
    Keychain.lock.lock()
    defer { Keychain.lock.unlock() }
    if Keychain.items.contains(where: { existing in Keychain.primaryKeys.allSatisfy { Keychain.same(existing[$0], item[$0]) } }) {
        return errSecDuplicateItem
    }
    var stored = item.filter { !Keychain.controlKeys.contains($0.key) || $0.key == kSecValueData }
    stored[kSecAttrCreationDate] = Date(timeIntervalSinceReferenceDate: 0)
    Keychain.items.append(stored)
    result?.pointee = nil
    return errSecSuccess
}

/// The items matching `query`: the first (`kSecMatchLimitOne`, the default) or all, as their data
/// (`kSecReturnData`), their attributes (`kSecReturnAttributes`) or both in one dictionary.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = Keychain.attributes(query)
    Keychain.lock.lock()
    let found = Keychain.items.filter { Keychain.matches($0, query) }
    Keychain.lock.unlock()
    guard !found.isEmpty else { return errSecItemNotFound }
    let returnsData = (query[kSecReturnData] as? Bool) == true || (query[kSecReturnData] as? NSNumber)?.boolValue == true
    let returnsAttributes = (query[kSecReturnAttributes] as? Bool) == true || (query[kSecReturnAttributes] as? NSNumber)?.boolValue == true
    func value(_ item: [String: Any]) -> AnyObject? {
        if returnsAttributes {
            var attributes = item.filter { $0.key != kSecValueData }
            if returnsData { attributes[kSecValueData] = item[kSecValueData] }
            return attributes as NSDictionary
        }
        return returnsData ? (item[kSecValueData] as? Data).map { $0 as NSData } : nil
    }
    if Keychain.same(query[kSecMatchLimit], kSecMatchLimitAll) {
        result?.pointee = found.compactMap(value) as NSArray
    } else {
        result?.pointee = value(found[0])
    }
    return errSecSuccess
}

/// Sets `attributesToUpdate` (and new `kSecValueData`) on every item matching `query`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let query = Keychain.attributes(query), changes = Keychain.attributes(attributesToUpdate)
    Keychain.lock.lock()
    defer { Keychain.lock.unlock() }
    var updated = false
    for index in Keychain.items.indices where Keychain.matches(Keychain.items[index], query) {
        Keychain.items[index].merge(changes) { _, new in new }
        updated = true
    }
    return updated ? errSecSuccess : errSecItemNotFound
}

/// Deletes every item matching `query`.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let query = Keychain.attributes(query)
    Keychain.lock.lock()
    defer { Keychain.lock.unlock() }
    let before = Keychain.items.count
    Keychain.items.removeAll { Keychain.matches($0, query) }
    return Keychain.items.count < before ? errSecSuccess : errSecItemNotFound
}

/// A sentence describing `status`, as the Security framework words the common ones.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: return "No error."
    case errSecParam: return "One or more parameters passed to a function were not valid."
    case errSecDuplicateItem: return "The specified item already exists in the keychain."
    case errSecItemNotFound: return "The specified item could not be found in the keychain."
    case errSecAuthFailed: return "The user name or passphrase you entered is not correct."
    case errSecInteractionNotAllowed: return "User interaction is not allowed."
    case errSecMissingEntitlement: return "A required entitlement isn't present."
    default: return "OSStatus \(status)"
    }
}
