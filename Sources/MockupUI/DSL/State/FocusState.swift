/// Which field has keyboard focus (`@FocusState var focused: Bool` or `Field?`). A static render
/// shows the initial focus state (no field focused unless code sets one) and no keyboard.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The focus for this render, held like `@State`.
    let state: State<Value>

    /// Nothing focused (false).
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// Nothing focused (nil).
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)` / `.focused(_:equals:)`.
    public var projectedValue: Binding { Binding(state: state) }

    /// The focus state as `.focused` takes it.
    @MainActor @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
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
