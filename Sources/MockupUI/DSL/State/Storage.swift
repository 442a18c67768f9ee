import Foundation

/// A value kept in the user defaults (`@AppStorage("key") var x = default`). Renders are
/// deterministic, so the machine's defaults are never read: the value starts at its default and
/// writes are kept for the render only.
@preconcurrency @MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    /// The value for this render, held like `@State`.
    let state: State<Value>
    /// The defaults key.
    public let key: String

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue); self.key = key
    }

    /// No stored value (nil).
    public init<T>(_ key: String, store: UserDefaults? = nil) where Value == T? {
        state = State(wrappedValue: nil); self.key = key
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A value restored with the scene (`@SceneStorage("key")`); a render starts at the default.
@preconcurrency @MainActor @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) { storage = AppStorage(wrappedValue: wrappedValue, key) }
    public init<T>(_ key: String) where Value == T? { storage = AppStorage(key) }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension View {
    /// The defaults `@AppStorage` reads in this subtree (accepted; renders never read defaults).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

extension Scene {
    /// The defaults `@AppStorage` reads in the scene's views (accepted; renders never read defaults).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}
