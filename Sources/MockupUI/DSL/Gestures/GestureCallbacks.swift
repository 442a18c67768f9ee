/// A gesture with a callback attached (`onChanged`, `onEnded`, `updating`, `map`); callbacks never run
/// in a still, since nothing touches it.
public struct _CallbackGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

extension Gesture {
    /// Calls `action` as the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self, Value> { _CallbackGesture(base: self) }

    /// Calls `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self, Value> { _CallbackGesture(base: self) }

    /// Updates `state` while the gesture is active.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> _CallbackGesture<Self, Value> {
        _CallbackGesture(base: self)
    }

    /// The gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _CallbackGesture<Self, T> { _CallbackGesture(base: self) }
}
