import Foundation

/// A dictionary whose keys and values are objects held strongly or weakly (Foundation's on Apple
/// platforms, missing from swift-corelibs-foundation): `NSMapTable<Key, Cell>.strongToWeakObjects()`.
/// An entry whose weakly held key or value is released is gone.
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject> {
    private var entries: [PointerMember<KeyType>: PointerMember<ObjectType>] = [:]
    public let keyPointerFunctions: NSPointerFunctions
    public let valuePointerFunctions: NSPointerFunctions

    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity: Int = 0) {
        keyPointerFunctions = NSPointerFunctions(options: keyOptions)
        valuePointerFunctions = NSPointerFunctions(options: valueOptions)
    }

    public static func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    public static func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory) }
    public static func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(valueOptions: .weakMemory) }
    public static func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The entries whose key and value are both still alive.
    private var live: [(key: KeyType, value: ObjectType)] {
        entries.compactMap { key, value in key.object.flatMap { k in value.object.map { (k, $0) } } }
    }

    public var count: Int { live.count }

    public func object(forKey key: KeyType?) -> ObjectType? {
        guard let key else { return nil }
        return entries[PointerMember(key, options: keyPointerFunctions.options)]?.object
    }

    public func setObject(_ object: ObjectType?, forKey key: KeyType?) {
        guard let key else { return }
        entries = entries.filter { $0.key.object != nil && $0.value.object != nil }
        entries[PointerMember(key, options: keyPointerFunctions.options)] =
            object.map { PointerMember($0, options: valuePointerFunctions.options) }
    }

    public func removeObject(forKey key: KeyType?) { setObject(nil, forKey: key) }
    public func removeAllObjects() { entries.removeAll() }

    public func keyEnumerator() -> NSEnumerator { NSArray(array: live.map(\.key)).objectEnumerator() }
    public func objectEnumerator() -> NSEnumerator? { NSArray(array: live.map(\.value)).objectEnumerator() }

    /// The entries as a dictionary (keys that are `NSObject`s by value, others by identity).
    public func dictionaryRepresentation() -> [AnyHashable: Any] {
        Dictionary(live.map { entry in
            ((entry.key as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(entry.key)), entry.value as Any)
        }, uniquingKeysWith: { first, _ in first })
    }
}
