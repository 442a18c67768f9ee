import Foundation

/// Converts a value into another and back, as Foundation's `ValueTransformer` on Apple platforms
/// (swift-corelibs-foundation has none): what a Core Data transformable attribute and SwiftData's
/// `@Attribute(.transformable(by:))` store a value through. A render keeps objects in memory and
/// never calls a transformer; the class is here so app code that subclasses and registers one
/// compiles. It sits in `CoreData`, the lowest module that needs it; `SwiftData` names it too.
open class ValueTransformer: NSObject {
    private nonisolated(unsafe) static var registered: [NSValueTransformerName: ValueTransformer] = [:]
    private static let lock = NSLock()

    /// The class of the values `transformedValue(_:)` returns.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether `reverseTransformedValue(_:)` undoes the transformation.
    open class func allowsReverseTransformation() -> Bool { true }

    /// `value` transformed; the value itself unless a subclass transforms it.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// `value` transformed back: the value itself unless a subclass undoes its transformation.
    open func reverseTransformedValue(_ value: Any?) -> Any? { value }

    /// Registers `transformer` under `name` (nil removes the registration).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.withLock { registered[name] = transformer }
    }

    /// The names transformers are registered under.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        lock.withLock { registered.keys.sorted { $0.rawValue < $1.rawValue } }
    }
}

/// The name a `ValueTransformer` is registered under.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// The transformer that archives values to data securely, as Foundation's: the base class of the
/// transformers apps register for transformable attributes (colours, images, string arrays).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// The classes an archive may hold at its top level.
    open class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSSet.self, NSString.self,
                                                         NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self] }
    open override class func transformedValueClass() -> AnyClass { NSData.self }
}
