import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double), custom(String) }
    let kind: Kind

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}

/// How the content behind a sheet reacts to touches.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough:)")
    }
}

/// How a presentation adapts in compact size classes.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// What a swipe on a sheet's content does first.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

// These configure the sheet that presents this view. A still renders the view itself, not the
// sheet's chrome, so they leave it unchanged.
extension View {
    /// The heights the presenting sheet can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The heights the presenting sheet can rest at, bound to the current one.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Whether the sheet shows its drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// The sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// The sheet's background style.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The sheet's background view.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// Whether the view behind the sheet takes touches.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// How the presentation adapts in compact size classes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How the presentation adapts in compact widths and heights.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// Whether a swipe on the sheet's content resizes the sheet or scrolls.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// Whether swiping the sheet down dismisses it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
