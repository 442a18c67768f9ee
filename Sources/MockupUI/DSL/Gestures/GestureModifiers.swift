import Foundation

// The remaining gesture modifiers; like the others, they never fire in a still.
extension View {
    /// Attaches `gesture` when `isEnabled` (iOS 18).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }

    /// Attaches `gesture` ahead of the view's own gestures when `isEnabled` (iOS 18).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }

    /// Attaches `gesture` to recognise alongside the view's own gestures when `isEnabled` (iOS 18).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { self }

    /// A tap handler that receives the tap location (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }

    /// A long-press handler with an optional pressing-state callback.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// The iOS 13 long-press form with `pressing:`.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }
}

extension View {
    /// SwiftUI's underscored press handler, which some code uses for press-state effects; never
    /// fires in a still.
    public func _onButtonGesture(pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) -> some View { self }
}
