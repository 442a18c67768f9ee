import Foundation

/// An object of an entity, its attribute and relationship values kept by key, as Core Data's
/// `NSManagedObject`. A subclass's `@NSManaged` properties read and write those values (the guide
/// compiler rewrites `@NSManaged`, which needs the Objective-C runtime, into properties over
/// `managedValue(forKey:)`: `NSManagedRewriter`). An object made with a context is inserted into
/// it; it stays in memory, and `save()` commits it to the container's store (docs/API-SHIMS.md,
/// "Core Data").
open class NSManagedObject: NSObject, ObservableObject {
    /// The entity the object is an instance of.
    public let entity: NSEntityDescription
    public let objectID: NSManagedObjectID
    /// The context the object is registered in (nil for an object made without one, or deleted and saved).
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The values now, by key (attributes and relationships; to-many ones as `NSSet` or `NSOrderedSet`).
    private var values: [String: Any] = [:]
    /// The values as of the last save (what `rollback()` restores and `changedValues()` compares with).
    private var savedValues: [String: Any] = [:]
    /// Whether the object is in its context's store (saved at least once).
    var isSaved = false

    /// An object of `entity`, with the entity's default values, inserted into `context` if given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, number: ManagedObjectNumbers.next(for: entity))
        super.init()
        for attribute in entity.allAttributes where attribute.defaultValue != nil { values[attribute.name] = attribute.defaultValue }
        if let context { context.insert(self) }
    }

    /// An object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of this class: the one a model registers for it, else one named after the class.
    open class func entity() -> NSEntityDescription {
        ManagedObjectModelBundle.entity(forClass: self)
    }

    // MARK: Values

    /// The value for `key`, nil when it has none.
    open func value(forKey key: String) -> Any? {
        willAccessValue(forKey: key)
        defer { didAccessValue(forKey: key) }
        return primitiveValue(forKey: key)
    }

    /// Sets the value for `key`, keeping the other side of an inverse relationship in step.
    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        let old = values[key]
        setPrimitiveValue(value, forKey: key)
        if let relationship = entity.relationshipsByName[key] { RelationshipInverses.update(relationship, of: self, from: old, to: values[key]) }
        didChangeValue(forKey: key)
    }

    /// The value at a dotted key path (`category.name`), following to-one relationships; a to-many
    /// relationship on the way gives the set of its objects' values.
    open func value(forKeyPath keyPath: String) -> Any? {
        KeyValuePath(keyPath).value(of: self)
    }

    /// Sets the value at a dotted key path (the last key on the object the path leads to).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let path = KeyValuePath(keyPath)
        (path.dropLast().value(of: self) as? NSManagedObject)?.setValue(value, forKey: path.keys.last ?? keyPath)
    }

    /// The value for `key` without the access notifications.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    /// Sets the value for `key` without notifications or inverse updates.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = ManagedValue.flattened(value)
        managedObjectContext?.noteChange(of: self)
    }

    /// The value of an `@NSManaged` property (what the guide compiler's rewrite of `@NSManaged` reads):
    /// the stored value, nil for an optional with none, zero, false or empty for a scalar with none.
    public func managedValue<Value>(forKey key: String) -> Value {
        let stored = value(forKey: key)
        if let value = stored as? Value { return value }
        if let value = ManagedValue.converted(stored, to: Value.self) { return value }
        if let empty = ManagedValue.empty(of: Value.self) { return empty }
        fatalError("\(entity.name ?? "NSManagedObject").\(key) holds \(stored.map { "a \(type(of: $0))" } ?? "no value"), not a \(Value.self)")
    }

    /// Sets an `@NSManaged` property's value (what the guide compiler's rewrite of `@NSManaged` writes).
    public func setManagedValue<Value>(_ value: Value, forKey key: String) {
        setValue(value, forKey: key)
    }

    /// Runs one of the relationship accessors Xcode generates as `@NSManaged func` (`addToTasks(_:)`,
    /// `removeFromTasks(_:)`, `insertIntoSteps(_:at:)`, …): what the rewrite of those functions calls.
    public func performRelationshipAccessor(_ name: String, _ arguments: Any...) {
        RelationshipAccessor(name: name)?.perform(on: self, arguments: arguments)
    }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    // MARK: State

    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
    /// Whether the object is inserted, deleted or has values changed since its last save.
    open var hasChanges: Bool { isInserted || isDeleted || !changedValues().isEmpty }
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }
    /// Objects are never faults here: their values are always in memory.
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    /// The values changed since the last save, by key.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in Set(values.keys).union(savedValues.keys) where !ManagedValue.equal(values[key], savedValues[key]) {
            changed[key] = values[key] ?? NSNull()
        }
        return changed
    }

    /// The values as of the last save for `keys` (every key when nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return savedValues }
        return savedValues.filter { keys.contains($0.key) }
    }

    /// Changes the values since the last save: a commit (save) or a rollback.
    func settle(committing: Bool) {
        if committing { savedValues = values; isSaved = true } else { values = savedValues }
    }

    // MARK: Life cycle (hooks for subclasses)

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}
}

/// Object numbers per entity, in order of creation (the numbers of the objects' identifiers).
enum ManagedObjectNumbers {
    nonisolated(unsafe) private static var counts: [ObjectIdentifier: Int] = [:]
    private static let lock = NSLock()

    static func next(for entity: NSEntityDescription) -> Int {
        lock.withLock {
            counts[ObjectIdentifier(entity), default: 0] += 1
            return counts[ObjectIdentifier(entity)]!
        }
    }
}
