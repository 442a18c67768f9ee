import MockupRaster

/// `Image("name")` (LAYOUT-SPEC §9.1): the intrinsic size for every proposal, or, when
/// `.resizable()`, the proposal with unspecified axes taken from the intrinsic size.
struct BitmapLayout: LeafLayout {
    let intrinsicSize: Size
    let resizable: Bool

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        guard resizable else { return intrinsicSize }
        return Size(p.width ?? intrinsicSize.width, p.height ?? intrinsicSize.height)
    }
}
