/// A scene that shows a window of `content`, as SwiftUI's `WindowGroup`: on iPhone the app's one
/// full-screen window. The title and id name the group on iPad and macOS; they are not drawn.
public struct WindowGroup<Content: View>: PrimitiveScene {
    let content: Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content()
    }

    /// A group of windows presenting values of `type`; the first window presents none (nil).
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
    }

    var windowContent: AnyView? { AnyView(content) }
}
