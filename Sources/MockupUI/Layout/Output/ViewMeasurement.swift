import MockupRaster

/// A view's size and text baselines for one proposal, as its parent would see them.
public struct ViewMeasurement: Hashable, Sendable {
    public var size: Size
    /// The first and last text baselines below the top edge (the bottom edge without text).
    public var firstBaseline: Double
    public var lastBaseline: Double
}

extension LayoutEngine {
    /// Measures `node` for `proposal` with this engine's text metrics and pixel grid, as a layout
    /// pass would size it (deferred content is not evaluated).
    public func measure(_ node: ViewNode, proposal: LayoutProposal) -> ViewMeasurement {
        let builder = LayoutBuilder(measurer: measurer, images: images, grid: PixelGrid(scale: scale), container: proposal)
        let box = builder.build(node, stackAxis: nil)
        let size = box.sizeThatFits(proposal)
        return ViewMeasurement(size: size,
                               firstBaseline: box.guide(.firstTextBaseline, axis: .vertical, size: size, proposal: proposal),
                               lastBaseline: box.guide(.lastTextBaseline, axis: .vertical, size: size, proposal: proposal))
    }
}
