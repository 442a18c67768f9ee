import Foundation

/// A scroll view's geometry, as SwiftUI's `ScrollGeometry` (iOS 18). At rest nothing has scrolled,
/// so geometry-change actions are never called in a still.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect
    public var bounds: CGRect
}

/// The phase of a scroll interaction (always idle at rest).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

extension View {
    /// Calls `action` when a value derived from the scroll geometry changes; never at rest.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }

    /// Calls `action` when the scroll phase changes; never at rest.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// Sizes this view relative to its nearest scroll view or screen. The container's size is only
    /// known during layout, and the engine has no node that passes it down yet: the view keeps its
    /// own size, with a render note.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        unsupported("containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        unsupported("containerRelativeFrame")
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        unsupported("containerRelativeFrame")
    }
}
