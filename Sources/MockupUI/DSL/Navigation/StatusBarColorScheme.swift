/// The colour scheme a navigation bar with `toolbarColorScheme(_:for:)` gives the status bar over it:
/// UIKit's navigation controller takes its status bar style from its bar's style, so a dark bar has
/// light (white) status bar content and a light bar dark. Nil: the status bar contrasts with what is
/// drawn under it (`ContrastingInk`).
struct StatusBarColorSchemeKey: PreferenceKey {
    typealias Value = ColorScheme?
    /// The first bar that sets one, in view order (the screen's own before any it presents).
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
