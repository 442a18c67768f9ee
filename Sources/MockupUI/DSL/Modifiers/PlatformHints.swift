import CoreTransferable
import Foundation

// Hints for pointers, URLs and the render server: none changes a still image.

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

// Hints that change nothing in a left-to-right, SDR, untouched still.
extension View {
    /// Gives the view's gestures precedence over system gestures at `edges`; nothing is touched.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// The string type-to-select matches this view by (iPad keyboards).
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }

    /// The document the navigation title's menu shares; the menu is closed at rest.
    public func navigationDocument(_ url: URL) -> some View { self }
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }
    public func navigationDocument<D: Transferable, I, J>(_ document: D, preview: SharePreview<I, J>) -> some View { self }

    /// How dictation in a search field starts; nobody dictates into a still.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }

    /// The dynamic range images may use; renders are standard-range PNGs.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

    /// Padding the platform gives a scene's content: iOS's standard padding on `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Padding of `padding`'s kind (only `.minimum` exists) on `edges`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}

/// A kind of scene padding.
public struct ScenePadding: Hashable, Sendable {
    let name: String
    /// The least padding the platform gives a scene.
    public static let minimum = ScenePadding(name: "minimum")
}

/// How dictation starts in a text input.
public struct TextInputDictationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline(\(activation.name))")
    }
}

/// What starts inline dictation.
public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    public static let onLook = TextInputDictationActivation(name: "onLook")
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

extension Image {
    /// The dynamic range an image is drawn in.
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }

    /// The dynamic range this image may use; renders are standard-range PNGs.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

/// A modifier that changes nothing (`EmptyModifier.identity`).
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}
