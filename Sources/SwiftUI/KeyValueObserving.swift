import Combine
import Foundation

// Foundation's key-value coding and observing on Apple platforms, which swift-corelibs-foundation
// lacks (it has no Objective-C runtime). Values are read by the stored property's name; observing
// reports the current value when asked for `.initial`, and no change ever after — a render runs no
// code that would change a property after the first frame.

/// What an observation reports (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value, in each change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value, in each change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A change reported at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A change reported before each change as well as after.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// A key of the change dictionary key-value observing's callback receives (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of a change (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// A change of an observed property (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when the options asked for `.new`.
    public let newValue: Value?
    /// The value before the change, when the options asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a collection's changed elements.
    public let indexes: IndexSet?
    /// Whether this is the report before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation of a property: holds its change handler until invalidated or released.
public class NSKeyValueObservation: NSObject {
    private var handler: (() -> Void)?

    init(handler: @escaping () -> Void) { self.handler = handler }

    /// Ends the observation.
    public func invalidate() { handler = nil }
}

/// The types that key-value code and observe: `NSObject` and its subclasses.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

// UIKit's classes that are `NSObject`s on Apple platforms (here Swift classes of their own).
extension UIResponder: _KeyValueCodingAndObserving {}
extension UIGestureRecognizer: _KeyValueCodingAndObserving {}
extension UIScreen: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: with `.initial` in `options`, `changeHandler` is called
    /// at once with the current value (as `newValue` when `.new` is asked for); no later change is
    /// reported in a render.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation { _ = changeHandler }
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// A publisher of the property at `keyPath` (Combine's key-value observing publisher): its
    /// current value when `options` has `.initial`, as by default, then no change, as a render changes
    /// no property after its first frame; it never finishes.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> AnyPublisher<Value, Never> {
        let unending = Empty<Value, Never>(completeImmediately: false)
        return options.contains(.initial) ? unending.prepend(self[keyPath: keyPath]) : unending.eraseToAnyPublisher()
    }

    /// Registers `observer` for changes of the property at the string `keyPath` (`#keyPath(…)`): no
    /// change happens in a render, and the observer's `observeValue(forKeyPath:of:change:context:)`
    /// — a method of its own on Linux, where `NSObject` has none to override — is not called.
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {}
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {}
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
    /// Announce a manual change of the property `key` to its observers: there are none to tell.
    public func willChangeValue(forKey key: String) {}
    public func didChangeValue(forKey key: String) {}

    /// The value at a dotted path of stored property names (`"owner.name"`); nil where one is missing.
    public func value(forKeyPath keyPath: String) -> Any? {
        var names = keyPath.split(separator: ".").map(String.init)
        guard !names.isEmpty else { return nil }
        var current: Any? = value(forKey: names.removeFirst())
        for name in names {
            guard let value = current else { return nil }
            current = Self.storedProperty(name, of: value)
        }
        return current
    }

    /// Setting a property by its name needs the Objective-C runtime, which Linux does not have: the
    /// value is not stored. Apps use it on UIKit's private keys (a gesture recognizer's "targets"),
    /// internals a render does not have.
    public func setValue(_ value: Any?, forKey key: String) {}

    /// The stored property named `key` (of this class or a superclass); nil when there is none.
    /// Apple's Foundation raises an exception for an unknown key instead.
    public func value(forKey key: String) -> Any? { Self.storedProperty(key, of: self) }

    /// The stored property `name` of `value` (of what an optional holds), its superclasses' too.
    private static func storedProperty(_ name: String, of value: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: value)
        if mirror?.displayStyle == .optional {
            guard let wrapped = mirror?.children.first?.value else { return nil }
            mirror = Mirror(reflecting: wrapped)
        }
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}

extension UserDefaults {
    /// The default for `key` (key-value coding on the defaults is `object(forKey:)`).
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Sets the default for `key` (key-value coding on the defaults is `set(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
