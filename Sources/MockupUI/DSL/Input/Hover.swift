import Foundation

// Pointer hover (iPad trackpad and mouse). A still has no pointer: hover handlers never run and
// hover effects stay at rest. `HoverEffect` and `hoverEffect(_:isEnabled:)` are in PlatformHints.

/// Where a continuous hover is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

private struct HoverEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether hover effects below are on (`.hoverEffectDisabled` turns them off).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` as the pointer moves over the view, in `coordinateSpace`.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Runs `action` as the pointer moves over the view, in `coordinateSpace`.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// The hover effect of the views below that show one; nil restores the system's choice.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
}
