import Observation

/// `@Observable` classes in the environment: `.environment(model)` and
/// `@Environment(Model.self) var model`.
extension Environment where Value: AnyObject & Observable {
    /// Reads the object an ancestor set with `.environment(_:)`; a missing one is a programming error,
    /// as in SwiftUI, unless the render has a stand-in for it (`EnvironmentObjectDefaults`).
    public init(_ objectType: Value.Type) {
        self.init(reading: { environment in
            guard let object = environment.customValues[ObjectIdentifier(EnvironmentObjectKey<Value>.self)] as? Value
                    ?? EnvironmentObjectDefaults.object(Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for "
                           + "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }
}

extension Environment {
    /// Reads the object an ancestor set with `.environment(_:)`, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.customValues[ObjectIdentifier(EnvironmentObjectKey<T>.self)] as? T })
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter { $0.customValues[ObjectIdentifier(EnvironmentObjectKey<T>.self)] = object })
    }
}

extension Scene {
    /// Puts an `@Observable` object in the environment of the scene's views.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(scene: self) { AnyView($0.environment(object)) }
    }
}

/// Bindings to the properties of an `@Observable` object (`@Bindable var model`, `$model.name`).
@preconcurrency @MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
