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

    /// A group of windows presenting values of `type`; the first window presents none (nil). The
    /// title and id forms below draw the same.
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
    }
    public init<D: Codable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    @_disfavoredOverload
    public init<D: Codable & Hashable>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, for type: D.Type,
                                                          @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    @_disfavoredOverload
    public init<D: Codable & Hashable>(_ title: Text, id: String, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, id: String, for type: D.Type,
                                                          @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(for: type, content: content)
    }

    /// A group of windows presenting values of `type`; the first window presents `defaultValue()`.
    /// The title and id forms below draw the same.
    public init<D: Codable & Hashable>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                       defaultValue: @escaping () -> D) {
        self.content = content(.constant(defaultValue()))
    }
    public init<D: Codable & Hashable>(id: String, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    @_disfavoredOverload
    public init<D: Codable & Hashable>(_ title: Text, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, for type: D.Type = D.self,
                                                          @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                          defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    @_disfavoredOverload
    public init<D: Codable & Hashable>(_ title: Text, id: String, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, id: String, for type: D.Type = D.self,
                                                          @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                          defaultValue: @escaping () -> D) {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    var windowContent: AnyView? { AnyView(content) }
}
