import MockupRaster

/// What a navigation bar draws behind its rows, by UIKit's appearance rules (iOS 15 and later):
/// at rest, where a still shows it (its content at the scroll edge), the scroll-edge appearance —
/// when none is set, the standard one with a transparent background and no hairline — for large and
/// inline titles alike (UINavigationBar.scrollEdgeAppearance's documentation). SwiftUI's
/// `toolbarBackground(.visible, for: .navigationBar)` shows the standard appearance, with the
/// `toolbarBackground(_:for:)` style as its background; `.hidden` shows none. The standard
/// appearance's unset values are the system's: the chrome material and the scheme's hairline, drawn
/// along the bar's bottom edge.
struct NavigationBarBackground: View, PrimitiveView {
    typealias Body = Never
    let visibility: Visibility
    /// The `toolbarBackground(_:for:)` style of the standard appearance.
    let style: AnyShapeStyle?

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let standard = visibility == .visible
        let appearance = visibility == .hidden ? BarAppearanceStore.transparent
            : BarAppearanceStore.appearance(of: .navigationBar, contentScrollsUnderBar: standard)
        let dark = environment.colorScheme == .dark
        let color = appearance?.background?.rgba(in: environment)
        let blurs = appearance?.blursBackdrop ?? true
        let fill: ViewNode = if standard, let style {
            resolveSingleNode(Rectangle().fill(style), in: environment)
        } else if color?.alpha == 0, !blurs {
            .empty
        } else {
            BarChrome.background(color, blursBackdrop: blurs, dark: dark)
        }
        let shadow = appearance?.shadow?.rgba(in: environment)
        guard shadow?.alpha != 0 else { return [fill] }
        let hairline = BarChrome.hairline(shadow, dark: dark)
        return [.secondary(SecondaryLayer(placement: .overlay, alignment: .bottom, content: hairline),
                           primary: .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity), child: fill))]
    }
}
