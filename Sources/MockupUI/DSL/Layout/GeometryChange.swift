// `onGeometryChange` reacts to layout: SwiftUI calls the action with the value of the view's first
// layout, and a state change it makes shows after a second layout. A render lays the view out once
// and takes the still, so the action is accepted and never run (as `onChange` without `initial`):
// the still shows the view as it is before the action.
extension View {
    /// Calls `action` with `transform` of the view's geometry whenever that value changes (the
    /// back-deployed iOS 16 form); never run in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View { self }

    /// Calls `action` with the old and new value of `transform` of the view's geometry whenever it
    /// changes (iOS 18); never run in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
