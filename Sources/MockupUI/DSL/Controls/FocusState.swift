/// Which view has keyboard focus, as SwiftUI's `@FocusState`. A still starts unfocused (false or
/// nil) unless code run while the view is built sets it; a focused field is drawn like any other
/// (no caret or keyboard in a still).
@preconcurrency @MainActor @propertyWrapper
public struct FocusState<Value: Hashable> {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    /// A binding to the focus state, for `.focused(_:)` / `.focused(_:equals:)`.
    @preconcurrency @MainActor @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// Unfocused (`false`).
    public init() where Value == Bool { box = Box(false) }

    /// Nothing focused (`nil`).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// Binds this view's focus to `condition`; focus draws nothing in a still.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds this view's focus to `binding` having `value`.
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
