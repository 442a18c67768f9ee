/// Whether the screen hides its status bar (`statusBarHidden(_:)`): SwiftUI hands it to the hosting
/// controller as UIKit's `prefersStatusBarHidden`, so a device render then draws no clock, signal or
/// battery. The outermost modifier decides for the views inside it (it replaces their value, as a
/// preference a view sets replaces its content's); among siblings the first in view order. Nil: shown.
struct StatusBarHiddenKey: PreferenceKey {
    typealias Value = Bool?
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Hides (or shows) the status bar of the screen this view is on; a component render has no
    /// status bar. The safe area stays on Face ID iPhones (docs/DEVICES.md).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        transformPreference(StatusBarHiddenKey.self) { $0 = hidden }
    }

    /// `statusBarHidden(_:)`'s earlier spelling.
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}
