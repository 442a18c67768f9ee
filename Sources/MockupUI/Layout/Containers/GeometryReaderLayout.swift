import MockupRaster

/// `GeometryReader` (LAYOUT-SPEC §6.6): accepts the proposal (nil → 0); once placed, its content
/// closure is called with the final size and the result is proposed that size at the top-leading
/// corner.
struct GeometryReaderLayout: LeafLayout {
    let content: GeometryContent

    func sizeThatFits(_ p: LayoutProposal) -> Size { Size(p.width ?? 0, p.height ?? 0) }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { child in
            ChildPlacement(origin: .zero, size: child.sizeThatFits(LayoutProposal(size)), proposal: LayoutProposal(size))
        }
    }

    /// The content is unknown while sizing, so the reader has no text baselines.
    func explicitGuide(_ guide: AlignmentID, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? { nil }

    func childrenForPlacement(in size: Size, builder: LayoutBuilder) -> [LayoutBox]? {
        [builder.build(content.content(size), stackAxis: nil)]
    }
}
