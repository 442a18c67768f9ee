import Combine

/// A reference to an `ObservableObject` owned elsewhere. A static render evaluates each body
/// once, so the object's current values are what is drawn.
@preconcurrency @MainActor @propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties.
    @preconcurrency @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to a property of the object (`model.name` through `$model` in SwiftUI 5 style).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An `ObservableObject` a view creates and owns: built once, when first read.
@preconcurrency @MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Storage {
        var object: ObjectType?
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = storage.make()
        storage.object = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension StateObject: KeptState {
    func adopt(_ earlier: Any) {
        guard let earlier = earlier as? StateObject<ObjectType>, earlier.storage !== storage,
              let object = earlier.storage.object else { return }
        storage.object = object
    }
}

/// The key an environment object is stored under (one per object type).
enum EnvironmentObjectKey<ObjectType: AnyObject> {}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@preconcurrency @MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReading {
    let storage = EnvironmentStorage()

    public init() {}

    func install(_ environment: EnvironmentValues) { storage.values = environment }

    /// The object; like SwiftUI, a missing object is a programming error, unless the render has a
    /// stand-in for it (`EnvironmentObjectDefaults`).
    public var wrappedValue: ObjectType {
        guard let object = storage.values?.customValues[ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)]
                as? ObjectType ?? EnvironmentObjectDefaults.object(ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter { $0.customValues[ObjectIdentifier(EnvironmentObjectKey<T>.self)] = object })
    }
}
