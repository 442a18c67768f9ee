import Foundation

/// Sort descriptors as Apple's Foundation makes them: by key (swift-corelibs-foundation declares
/// `init(key:ascending:)` unavailable, having no key-value coding) and by a key path to any value,
/// optional or not (corelibs requires `Comparable`). Values are ordered as Core Data orders them:
/// nil first, numbers by value, strings as `NSString.compare(_:)`, dates, then anything `Comparable`.
extension NSSortDescriptor {
    /// Sorts by the value for `key` (a dotted key path follows relationships).
    public convenience init(key: String?, ascending: Bool) {
        let path = KeyValuePath(key ?? "self")
        self.init(keyPath: \NSObject.self, ascending: ascending, comparator: { first, second in
            ManagedValue.order(path.value(of: first), path.value(of: second)) ?? .orderedSame
        })
    }

    /// Sorts by the value for `key`, comparing with `cmptr`.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        let path = KeyValuePath(key ?? "self")
        self.init(keyPath: \NSObject.self, ascending: ascending, comparator: { first, second in
            cmptr(path.value(of: first) as Any, path.value(of: second) as Any)
        })
    }

    /// Sorts by the value at `keyPath`, of any type (`\Item.timestamp` of type `Date?`).
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { first, second in
            ManagedValue.order(first, second) ?? .orderedSame
        })
    }

    /// A descriptor that sorts as `sortDescriptor` does.
    public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        self.init(keyPath: \NSObject.self, ascending: sortDescriptor.order == .forward, comparator: { first, second in
            guard let first = first as? Compared, let second = second as? Compared else { return .orderedSame }
            var forward = sortDescriptor
            forward.order = .forward
            return forward.compare(first, second)
        })
    }
}
