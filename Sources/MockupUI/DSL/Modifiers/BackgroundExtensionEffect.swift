extension View {
    /// iOS 26 extends this view into the safe area on every edge that has one, with mirrored,
    /// blurred copies (behind a sidebar, an inspector, the status bar). A render draws the view
    /// without the copies, with a render note.
    public func backgroundExtensionEffect() -> some View {
        backgroundExtensionEffect(isEnabled: true)
    }

    /// The background extension effect when `isEnabled`; disabled, the view is drawn as it is.
    @ViewBuilder
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        if isEnabled {
            _renderNote("backgroundExtensionEffect (iOS 26)", drawn: "the view is drawn without its mirrored, blurred copies in the safe area")
        } else {
            self
        }
    }
}
