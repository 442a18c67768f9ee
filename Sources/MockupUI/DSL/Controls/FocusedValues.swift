import Combine
import Foundation
import Observation

// Values the focused view publishes to the rest of its scene (menu commands read the selected
// document this way): `.focusedValue`, `.focusedSceneValue`, `.focusedObject` write them and
// `@FocusedValue`, `@FocusedBinding`, `@FocusedObject` read them. A still has no focused view and no
// key scene, so the readers are nil, as in SwiftUI before anything takes focus.

/// A key for a focused value, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors, as SwiftUI's `FocusedValues`.
/// Declare a value with an extension property reading `self[MyKey.self]`.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes, as SwiftUI's `@FocusedValue`: nil in a still.
@preconcurrency @MainActor @propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// Reads the focused `Observable` object of `objectType` (`.focusedValue(object)`).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

    /// The focused view's value; nil, as no view has focus in a still.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes, as SwiftUI's `@FocusedBinding`: nil in a still.
@preconcurrency @MainActor @propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value; nil, as no view has focus in a still (setting it does nothing).
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to `wrappedValue`.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// Reads an `ObservableObject` the focused view publishes, as SwiftUI's `@FocusedObject`: nil in
/// a still.
@preconcurrency @MainActor @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the focused object's properties.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    public init() {}

    /// The focused object; nil, as no view has focus in a still.
    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the object's properties, when there is one.
    public var projectedValue: Wrapper? { nil }
}

extension View {
    /// Publishes `value` under `keyPath` while this view or a descendant has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes `value` (nil: nothing) under `keyPath` while this view or a descendant has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes the `Observable` `object` while this view or a descendant has focus.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes `value` under `keyPath` while this view's scene is key.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
    /// Publishes `value` (nil: nothing) under `keyPath` while this view's scene is key.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { self }
    /// Publishes `object` for `@FocusedObject` while this view or a descendant has focus.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` (nil: nothing) for `@FocusedObject` while this view or a descendant has focus.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes `object` for `@FocusedObject` while this view's scene is key.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` (nil: nothing) for `@FocusedObject` while this view's scene is key.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
