import Foundation

/// Namespace of SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public struct NavigationBarItem: Sendable {
    /// How the navigation title is shown: `.large` (34-pt bold below the bar), `.inline` (17-pt
    /// semibold in the bar) or `.automatic` (large at the root of a stack).
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// iOS 17's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// `.inlineLarge`: the large title in the bar's row, leading and centred items in its overflow menu.
    var isInlineLarge = false
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large, isInlineLarge: true)
}

extension View {
    /// The title of the enclosing navigation bar.
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference {
            if $0.title == nil { ($0.title, $0.titleText) = (AnyView(title), title) }
        }
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// An editable title (shown as its current value).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// A title drawn by a view.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let view = AnyView(title())
        return navigationPreference { if $0.title == nil { $0.title = view } }
    }

    /// The deprecated title modifiers.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the enclosing navigation bar shows the title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { if $0.titleDisplayMode == .automatic { $0.titleDisplayMode = displayMode } }
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationPreference {
            if $0.titleDisplayMode == .automatic { ($0.titleDisplayMode, $0.titleInlineLarge) = (mode.mode, mode.isInlineLarge) }
        }
    }

    /// Hides the navigation bar (deprecated form of `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPreference { if hidden { $0.navigationBarVisibility = .hidden } }
    }

    /// Hides the back button of the enclosing navigation bar. The root of a stack has none, unless
    /// it is shown pushed (a tab in iPhone's More list).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationPreference { if hidesBackButton { $0.backButtonHidden = true } }
    }

    /// Leading and trailing bar items (deprecated form of `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarItemsWriter(entries: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
                                              ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarItemsWriter(entries: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))]))
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarItemsWriter(entries: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
    }
}
