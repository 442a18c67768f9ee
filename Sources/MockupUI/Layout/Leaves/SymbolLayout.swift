import MockupRaster

/// `Image(systemName:)` (LAYOUT-SPEC §9.2): a fixed box from the symbol metrics, whatever the
/// proposal; both text baselines sit `baselineOffset` above the bottom edge.
struct SymbolLayout: LeafLayout {
    let measurement: SymbolMeasurement

    func sizeThatFits(_ p: LayoutProposal) -> Size { measurement.size }

    func explicitGuide(_ guide: AlignmentID, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        measurement.size.height - measurement.baselineOffset
    }

    /// Symbol spacing preferences (LAYOUT-SPEC §2.3; alignment origin 0).
    var spacing: SpacingPreferences {
        let b = measurement.baselineOffset, h = measurement.size.height
        typealias Key = SpacingPreferences.Key
        return SpacingPreferences([
            Key(category: .textToText, edge: .top): .distance(0),
            Key(category: .textToText, edge: .bottom): .distance(0),
            Key(category: .edgeAboveText, edge: .top): .distance(b),
            Key(category: .edgeBelowText, edge: .bottom): .distance(b + 1),
            Key(category: .textBaseline, edge: .bottom): .distance(-b),
            Key(category: .textBaseline, edge: .top): .distance(-(h - b)),
        ])
    }
}
