import MockupRaster

/// `Spacer` (LAYOUT-SPEC §3.6): at least `minLength` (default 8) along the enclosing stack's axis,
/// 0 across it; on both axes outside stacks.
struct SpacerLayout: LeafLayout {
    let minLength: Double
    /// The axis of the directly enclosing stack, nil outside stacks.
    let stackAxis: Axis?

    func sizeThatFits(_ p: LayoutProposal) -> Size {
        let w = max(p.width ?? -.infinity, minLength), h = max(p.height ?? -.infinity, minLength)
        switch stackAxis {
        case .horizontal: return Size(w, 0)
        case .vertical: return Size(0, h)
        case nil: return Size(w, h)
        }
    }

    /// Zero spacing to any neighbour along the stack axis (all edges outside stacks).
    var spacing: SpacingPreferences {
        switch stackAxis {
        case .horizontal: return SpacingPreferences(edges: [.left, .right])
        case .vertical: return SpacingPreferences(edges: [.top, .bottom])
        case nil: return .zero
        }
    }
}

/// `EmptyView` where a single view is required (e.g. `EmptyView().frame(width: 10)`): zero size.
struct EmptyLayout: LeafLayout {
    func sizeThatFits(_ p: LayoutProposal) -> Size { .zero }
}
