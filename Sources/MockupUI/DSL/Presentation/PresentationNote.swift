extension View {
    /// A still shows the presenting view; when a presentation would be on screen at rest
    /// (`isPresented` true), the render notes that it is not drawn.
    @ViewBuilder
    func presentationNote(_ isPresented: Bool, _ feature: String) -> some View {
        if isPresented { unsupported(feature) } else { self }
    }
}
