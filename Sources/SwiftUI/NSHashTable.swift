import Foundation

/// A set of objects held strongly or weakly (Foundation's on Apple platforms, missing from
/// swift-corelibs-foundation): `NSHashTable<Observer>.weakObjects()` is how apps keep listeners
/// without keeping them alive. A weakly held member leaves the table when it is released.
public final class NSHashTable<ObjectType: AnyObject>: Sequence {
    private var members: [PointerMember<ObjectType>] = []
    public let pointerFunctions: NSPointerFunctions

    public init(options: NSPointerFunctions.Options = [], capacity: Int = 0) {
        pointerFunctions = NSPointerFunctions(options: options)
    }

    public convenience init(pointerFunctions: NSPointerFunctions, capacity: Int) {
        self.init(options: pointerFunctions.options, capacity: capacity)
    }

    public static func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// The members still alive, in the order they were added.
    public var allObjects: [ObjectType] { members.compactMap(\.object) }
    public var count: Int { allObjects.count }
    public var anyObject: ObjectType? { allObjects.first }

    public func add(_ object: ObjectType?) {
        guard let object, member(object) == nil else { return }
        members.removeAll { $0.object == nil }
        members.append(PointerMember(object, options: pointerFunctions.options))
    }

    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        let removed = PointerMember(object, options: pointerFunctions.options)
        members.removeAll { $0.object == nil || $0 == removed }
    }

    public func removeAllObjects() { members.removeAll() }

    /// The member equal to `object`, if there is one.
    public func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        let wanted = PointerMember(object, options: pointerFunctions.options)
        return members.first { $0.object != nil && $0 == wanted }?.object
    }

    public func contains(_ object: ObjectType?) -> Bool { member(object) != nil }

    public func objectEnumerator() -> NSEnumerator { NSArray(array: allObjects).objectEnumerator() }

    public var setRepresentation: Set<AnyHashable> {
        Set(allObjects.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) })
    }

    public func union(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(add) }
    public func minus(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(remove) }
    public func intersect(_ other: NSHashTable<ObjectType>) { allObjects.filter { !other.contains($0) }.forEach(remove) }
    public func intersects(_ other: NSHashTable<ObjectType>) -> Bool { allObjects.contains(where: other.contains) }
    public func isSubset(of other: NSHashTable<ObjectType>) -> Bool { allObjects.allSatisfy(other.contains) }

    public func makeIterator() -> IndexingIterator<[ObjectType]> { allObjects.makeIterator() }
}
