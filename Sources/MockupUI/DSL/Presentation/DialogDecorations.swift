import Foundation

// Extras of the alerts and confirmation dialogs below a view: an icon, and a "Do not show again"
// toggle (macOS draws both; iOS shows neither). A still shows dialogs as in Alert.swift.
extension View {
    /// The icon of the dialogs below; nil keeps the app icon.
    public func dialogIcon(_ icon: Image?) -> some View { self }

    /// A toggle titled `titleKey` in the dialogs below, bound to whether they are suppressed.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// A toggle titled `title` in the dialogs below, bound to whether they are suppressed.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }
    /// A toggle labelled `label` in the dialogs below, bound to whether they are suppressed.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// The system's "Do not show again" toggle in the dialogs below.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
