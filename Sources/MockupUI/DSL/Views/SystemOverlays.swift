extension View {
    /// Whether the system overlays (the home indicator) are shown. A device render draws the home
    /// indicator at rest; hiding it is recorded as a render note.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        renderNote(when: visibility == .hidden, "persistentSystemOverlays(.hidden): the home indicator is drawn")
    }
}
