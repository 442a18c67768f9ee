import Foundation

extension View {
    /// The navigation subtitle (iOS 26), shown with the title in iOS 26's navigation bar. The iOS 17/18
    /// bars Mockup draws have no subtitle line, so it is not drawn (a render note says so).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        unsupported("navigationSubtitle (iOS 26; the iOS 18 navigation bar has no subtitle)")
    }

    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }
}
