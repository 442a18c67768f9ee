import Foundation

// Hints for pointers, URLs, privacy and the render server: none changes a still image.

/// How a view reacts when a pointer hovers over it (iPadOS), as SwiftUI's `HoverEffect`.
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and gains a shadow.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// Groups the view's geometry so it animates as one; at rest nothing changes.
    public func geometryGroup() -> some View { self }

    /// Marks the view as private: only a `.privacy` redaction hides it, and redactions draw the
    /// content as is (see `redacted(reason:)`).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// A tooltip shown on pointer hover; a still never hovers.
    public func help(_ text: Text) -> some View { self }
    /// A tooltip shown on pointer hover; a still never hovers.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip shown on pointer hover; a still never hovers.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// The pointer hover effect; a still never hovers.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Turns hover effects below off (`\.isHoverEffectEnabled`); a still never hovers.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { $0 = $0 && !disabled }
    }

    /// Handles a URL the app is opened with; a render opens none.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// The URL a widget opens when tapped; a render is never tapped.
    public func widgetURL(_ url: URL?) -> some View { self }
}
