import Foundation

/// A dotted key path over managed objects and dictionaries (`category.name`, `tasks.@count`), as
/// key-value coding reads it: a to-many relationship on the way gives the set of its objects'
/// values; `@count`, `@sum`, `@avg`, `@min` and `@max` aggregate a collection; `self` is the object.
struct KeyValuePath {
    let keys: [String]

    init(_ path: String) { keys = path.split(separator: ".").map(String.init) }
    private init(keys: [String]) { self.keys = keys }

    func dropLast() -> KeyValuePath { KeyValuePath(keys: Array(keys.dropLast())) }

    /// The value at this path from `root`.
    func value(of root: Any?) -> Any? {
        var current: Any? = root
        for (index, key) in keys.enumerated() {
            if let elements = KeyValuePath.elements(of: current), !key.hasPrefix("@") {
                let rest = KeyValuePath(keys: Array(keys[index...]))
                return elements.compactMap { rest.value(of: $0) }
            }
            current = KeyValuePath.step(current, key)
        }
        return current
    }

    private static func step(_ value: Any?, _ key: String) -> Any? {
        let value = ManagedValue.flattened(value)
        if key.lowercased() == "self" { return value }
        if key.hasPrefix("@") { return aggregate(key, elements(of: value) ?? []) }
        switch value {
        case let object as NSManagedObject: return object.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary[key]
        default: return nil
        }
    }

    /// The elements of a collection value (a to-many relationship's set, an array), nil for others.
    static func elements(of value: Any?) -> [Any]? {
        switch ManagedValue.flattened(value) {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as NSArray: return array.map { $0 }
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    private static func aggregate(_ operation: String, _ elements: [Any]) -> Any? {
        let numbers = elements.compactMap(ManagedValue.number)
        switch operation.lowercased() {
        case "@count": return elements.count
        case "@sum": return numbers.reduce(0, +)
        case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "@min": return elements.min { ManagedValue.order($0, $1) == .orderedAscending }
        case "@max": return elements.max { ManagedValue.order($0, $1) == .orderedAscending }
        default: return nil
        }
    }
}
