extension View {
    /// This view, with a render note about `feature` when `condition` holds: for APIs whose effect a
    /// still cannot show in that case (a presented sheet, a reserved line count), so the render says
    /// what is missing instead of silently ignoring it.
    @ViewBuilder
    func renderNote(when condition: Bool, _ feature: String) -> some View {
        if condition { unsupported(feature) } else { self }
    }
}
