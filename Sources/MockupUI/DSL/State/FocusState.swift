/// Which field has keyboard focus (`@FocusState var focused: Bool` or `Field?`). A static render
/// shows the initial focus state (no field focused unless code sets one) and no keyboard.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    /// Nothing focused (false).
    public init() where Value == Bool { box = Box(false) }

    /// Nothing focused (nil).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)` / `.focused(_:equals:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// The focus state as `.focused` takes it.
    @MainActor @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Ties this view's focus to `condition` (true when focused). No effect on the drawing.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties this view's focus to `binding` being `value`. No effect on the drawing.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Whether the view can take focus (no effect on iOS drawing).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
