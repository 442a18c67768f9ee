import Foundation

/// Keeps both sides of a relationship in step, as Core Data does when one side is set: setting
/// `task.category` adds the task to the category's `tasks` and removes it from its old category's.
enum RelationshipInverses {
    /// `relationship` of `object` changed from `old` to `new`: updates the inverse side of the objects
    /// that left and joined.
    static func update(_ relationship: NSRelationshipDescription, of object: NSManagedObject, from old: Any?, to new: Any?) {
        guard let inverse = relationship.inverseRelationship else { return }
        let before = members(old), after = members(new)
        for departed in before where !after.contains(where: { $0 === departed }) { unlink(object, from: departed, through: inverse) }
        for joined in after where !before.contains(where: { $0 === joined }) { link(object, to: joined, through: inverse) }
    }

    private static func members(_ value: Any?) -> [NSManagedObject] {
        (KeyValuePath.elements(of: value) ?? ManagedValue.flattened(value).map { [$0] } ?? []).compactMap { $0 as? NSManagedObject }
    }

    private static func link(_ object: NSManagedObject, to other: NSManagedObject, through inverse: NSRelationshipDescription) {
        let current = other.primitiveValue(forKey: inverse.name)
        if inverse.isToMany {
            guard !members(current).contains(where: { $0 === object }) else { return }
            other.setPrimitiveValue(collection(members(current) + [object], ordered: inverse.isOrdered), forKey: inverse.name)
        } else {
            if let previous = current as? NSManagedObject, previous !== object, let back = inverse.inverseRelationship {
                unlink(other, from: previous, through: back)
            }
            other.setPrimitiveValue(object, forKey: inverse.name)
        }
    }

    private static func unlink(_ object: NSManagedObject, from other: NSManagedObject, through inverse: NSRelationshipDescription) {
        let current = other.primitiveValue(forKey: inverse.name)
        if inverse.isToMany {
            other.setPrimitiveValue(collection(members(current).filter { $0 !== object }, ordered: inverse.isOrdered), forKey: inverse.name)
        } else if (current as? NSManagedObject) === object {
            other.setPrimitiveValue(nil, forKey: inverse.name)
        }
    }

    /// A to-many relationship's value: an `NSOrderedSet` for an ordered one, else an `NSSet`.
    static func collection(_ objects: [NSManagedObject], ordered: Bool) -> Any {
        ordered ? NSOrderedSet(array: objects) : NSSet(array: objects)
    }
}

/// One of the to-many accessors Xcode generates for a relationship (`addToTasks(_:)` with an object
/// or a set, `removeFromTasks(_:)`, and for ordered ones `insertIntoSteps(_:at:)`,
/// `removeFromSteps(at:)`, `replaceSteps(at:with:)`), read from its name as Core Data does.
struct RelationshipAccessor {
    enum Action { case add, remove, insert, replace }
    let action: Action
    /// The relationship's key (`tasks` for `addToTasks`).
    let key: String

    init?(name: String) {
        let forms: [(String, Action)] = [("addTo", .add), ("removeFrom", .remove), ("insertInto", .insert), ("replace", .replace)]
        guard let (prefix, action) = forms.first(where: { name.hasPrefix($0.0) && name.count > $0.0.count }) else { return nil }
        let rest = name.dropFirst(prefix.count)
        self.action = action
        key = rest.prefix(1).lowercased() + rest.dropFirst()
    }

    func perform(on object: NSManagedObject, arguments: [Any]) {
        let ordered = object.entity.relationshipsByName[key]?.isOrdered ?? (object.primitiveValue(forKey: key) is NSOrderedSet)
        var members = (KeyValuePath.elements(of: object.value(forKey: key)) ?? []).compactMap { $0 as? NSManagedObject }
        let objects = arguments.first.map(Self.objects) ?? []
        let indexes = arguments.dropFirst().first.map(Self.indexes) ?? []
        switch action {
        case .add:
            members += objects.filter { new in !members.contains { $0 === new } }
        case .remove:
            if objects.isEmpty, let positions = arguments.first.map(Self.indexes) {
                for index in positions.sorted(by: >) where members.indices.contains(index) { members.remove(at: index) }
            } else {
                members.removeAll { member in objects.contains { $0 === member } }
            }
        case .insert:
            for (object, index) in zip(objects, indexes.isEmpty ? [members.count] : indexes) { members.insert(object, at: min(index, members.count)) }
        case .replace:
            let positions = Self.indexes(arguments.first as Any)
            let replacements = arguments.dropFirst().first.map(Self.objects) ?? []
            for (index, replacement) in zip(positions, replacements) where members.indices.contains(index) { members[index] = replacement }
        }
        object.setValue(RelationshipInverses.collection(members, ordered: ordered), forKey: key)
    }

    /// The objects an accessor argument holds: one object, a set, an ordered set or an array.
    private static func objects(_ argument: Any) -> [NSManagedObject] {
        if let object = argument as? NSManagedObject { return [object] }
        return (KeyValuePath.elements(of: argument) ?? []).compactMap { $0 as? NSManagedObject }
    }

    /// The positions an accessor argument holds: an index or an index set.
    private static func indexes(_ argument: Any) -> [Int] {
        if let index = argument as? Int { return [index] }
        if let set = argument as? IndexSet { return Array(set) }
        if let set = argument as? NSIndexSet { return Array(set as IndexSet) }
        return []
    }
}
