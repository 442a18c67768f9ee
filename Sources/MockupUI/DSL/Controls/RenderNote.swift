extension View {
    /// This view, with a render note about `feature` when `condition` holds: for APIs whose effect a
    /// still cannot show in that case (a presented sheet, a reserved line count), so the render says
    /// what is missing instead of silently ignoring it.
    @ViewBuilder
    func renderNote(when condition: Bool, _ feature: String) -> some View {
        if condition { unsupported(feature) } else { self }
    }
}

extension View {
    /// This view with a render note: `feature` cannot be shown in a still and `drawn` is what the
    /// render shows instead. For the framework modules beside SwiftUI (a store whose products never
    /// load, ...); not SwiftUI API, hence the underscore.
    public func _renderNote(_ feature: String, drawn: String) -> some View {
        wrapNodes { node, _ in .unsupported(feature: feature, drawn: drawn, child: node) }
    }
}
