import Foundation

/// How values kept by key are stored, compared and ordered: what fetches, predicates, sort
/// descriptors and `@NSManaged` properties share.
enum ManagedValue {
    /// `value` with nested optionals removed (nil for `Optional<Optional<T>>.some(nil)`), and Objective-C
    /// boxes (`NSString`, `NSDate`, `NSUUID`, `NSURL`) turned into their Swift values.
    static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { flattened($0.value) } }
        switch value {
        case is NSNull: return nil
        case let string as NSString where !(value is String): return string as String
        case let date as NSDate: return date as Date
        case let uuid as NSUUID: return uuid as UUID
        case let url as NSURL: return url as URL
        default: return value
        }
    }

    /// The value a scalar property with no value reads as (0, false, an empty string), nil for types
    /// with no such value. Optional types read as nil.
    static func empty<Value>(of type: Value.Type) -> Value? {
        if let optional = type as? ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as? Value }
        switch type {
        case is Bool.Type: return false as? Value
        case is Int.Type: return 0 as Int as? Value
        case is Int16.Type: return 0 as Int16 as? Value
        case is Int32.Type: return 0 as Int32 as? Value
        case is Int64.Type: return 0 as Int64 as? Value
        case is Double.Type: return 0 as Double as? Value
        case is Float.Type: return 0 as Float as? Value
        case is Decimal.Type: return Decimal(0) as? Value
        case is String.Type: return "" as? Value
        default: return nil
        }
    }

    /// A stored number as `Value` where key-value coding would bridge it (`setValue(5, forKey:)` on
    /// an `Int16` attribute, an `NSNumber?` property over a Boolean), nil for other values.
    static func converted<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        guard let number = number(value) else { return nil }
        var candidates: [Any] = []
        if number.rounded() == number, abs(number) < 9.2e18 {
            let integer = Int64(number)
            candidates += [Int16(truncatingIfNeeded: integer), Int32(truncatingIfNeeded: integer), integer, Int(integer)]
        }
        candidates += [number, Float(number), number != 0, Decimal(number), NSNumber(value: number), NSDecimalNumber(value: number)]
        return candidates.lazy.compactMap { $0 as? Value }.first
    }

    /// A number's value as a `Double` (Booleans as 0 and 1), nil for other values.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Int8: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as UInt8: return Double(value)
        case let value as UInt16: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// Whether two stored values are equal: numbers by value (so `isDone == 1` matches `true`),
    /// objects by identity, others by `Equatable` equality.
    static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        let lhs = flattened(lhs), rhs = flattened(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (left as AnyObject, right as AnyObject) where isObject(left) && isObject(right): return left === right
        default: break
        }
        if let left = number(lhs), let right = number(rhs) { return left == right }
        if let left = lhs as? any Equatable, let right = rhs { return isEqual(left, right) }
        return false
    }

    /// The order of two stored values (nil first, as Core Data sorts), nil when they cannot be
    /// compared. Strings compare as `NSString.compare(_:)` does, with `options`.
    static func order(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult? {
        let lhs = flattened(lhs), rhs = flattened(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let left = number(lhs), let right = number(rhs) { return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame }
        if let left = lhs as? String, let right = rhs as? String { return left.compare(right, options: options) }
        if let left = lhs as? UUID, let right = rhs as? UUID { return left.uuidString.compare(right.uuidString) }
        if let left = lhs as? URL, let right = rhs as? URL { return left.absoluteString.compare(right.absoluteString) }
        if let left = lhs as? any Comparable, let right = rhs { return compare(left, right) }
        return nil
    }

    private static func isObject(_ value: AnyObject) -> Bool { value is NSManagedObject || value is NSManagedObjectID }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func compare<T: Comparable>(_ lhs: T, _ rhs: Any) -> ComparisonResult? {
        guard let rhs = rhs as? T else { return nil }
        return lhs < rhs ? .orderedAscending : rhs < lhs ? .orderedDescending : .orderedSame
    }
}
