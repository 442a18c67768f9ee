import Foundation

/// A scroll view's geometry, as SwiftUI's `ScrollGeometry` (iOS 18). At rest nothing has scrolled,
/// so the actions that receive it are never called in a still.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The insets around the content (content margins, safe area).
    public var contentInsets: EdgeInsets
    /// The scroll view's own size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset; self.contentSize = contentSize
        self.contentInsets = contentInsets; self.containerSize = containerSize
    }

    /// The part of the content in view: the container's size at the content offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rect less the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: containerSize.width - contentInsets.leading - contentInsets.trailing,
               height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// The phase of a scroll interaction, as SwiftUI's `ScrollPhase` (always idle at rest).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// What changed with a scroll phase, as SwiftUI's `ScrollPhaseChangeContext` (iOS 18).
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The scrolling velocity, when the scroll view knows it.
    public var velocity: CGVector?
}

extension View {
    /// Calls `action` when a value derived from the scroll geometry changes (iOS 18). SwiftUI
    /// calls it once layout has happened; a render lays out once, so it never runs and the still
    /// shows the view before it, as with `onGeometryChange(for:of:action:)`.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }

    /// Calls `action` when the scroll phase changes; nothing scrolls in a still.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// Calls `action` with the phases and their context when the scroll phase changes; nothing
    /// scrolls in a still.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
        -> some View { self }

    /// Calls `action` when this view crosses `threshold` of visibility in its scroll view (iOS 18).
    /// Visibility is known after layout; a render lays out once, so it never runs (as
    /// `onGeometryChange`).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }

    /// Calls `action` with the identities of the scroll targets of type `idType` that cross
    /// `threshold` of visibility (iOS 18); never runs in a still, as `onScrollVisibilityChange`.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View { self }
}
