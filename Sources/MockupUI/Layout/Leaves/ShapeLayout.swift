import MockupRaster

/// Shapes, colours and gradients (LAYOUT-SPEC §7.1): they take the proposal, 10 for an unspecified
/// axis; a `Circle` takes the largest square that fits.
struct ShapeLayout: LeafLayout {
    let isCircle: Bool

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let w = p.width ?? LayoutDefaults.unspecifiedShapeLength
        let h = p.height ?? LayoutDefaults.unspecifiedShapeLength
        guard isCircle else { return Size(w, h) }
        let side = min(w, h)
        return Size(side, side)
    }
}
