import Foundation

/// How a pushed or presented view animates in, as SwiftUI's `NavigationTransition` (iOS 18).
/// Transitions only show while navigating: a still draws the destination at rest.
public protocol NavigationTransition: Sendable {}

/// The system's default push or presentation animation.
public struct AutomaticNavigationTransition: NavigationTransition {
    public init() {}
}

/// The destination grows out of the view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { .init() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the source view with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a zoom transition's source looks while it transitions, as SwiftUI's
/// `MatchedTransitionSourceConfiguration`. Its background, clip shape and shadow apply only during
/// the transition, so they change nothing in a still.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The configuration a `matchedTransitionSource(id:in:configuration:)` closure starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    init() {}
}

extension MatchedTransitionSourceConfiguration {
    /// The colour drawn behind the source's content during the transition.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }

    /// The shape the source's content is clipped to during the transition.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    /// The shadow the source casts during the transition.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// The transition the view uses when it is pushed or presented; nothing changes in a still.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks the view as the source of a zoom transition; it is drawn unchanged.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks the view as the source of a zoom transition styled by `configuration` while it zooms;
    /// it is drawn unchanged at rest.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View { self }
}
