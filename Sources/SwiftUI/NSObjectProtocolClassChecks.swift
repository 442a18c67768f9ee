import Foundation

// `isKind(of:)` and `isMember(of:)` on a value typed by an Objective-C protocol that refines
// `NSObjectProtocol` (`annotation.isKind(of: StopAnnotation.self)` on an `MKAnnotation`): Foundation
// on Linux has them on `NSObject` only.
extension NSObjectProtocol {
    /// Whether the object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        (self as? NSObject)?.isKind(of: aClass) ?? (type(of: self) == aClass)
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}
