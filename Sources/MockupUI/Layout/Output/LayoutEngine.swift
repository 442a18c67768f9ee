import MockupRaster

/// A layout input the engine cannot use.
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    case invalidScale(Double)
    case invalidCanvas(Size)
    case invalidProposal(LayoutProposal)

    public var description: String {
        switch self {
        case let .invalidScale(s): return "invalid display scale \(s): use a positive, finite scale such as 1, 2 or 3"
        case let .invalidCanvas(c): return "invalid canvas \(c.width)×\(c.height): use a finite, non-negative size"
        case let .invalidProposal(p):
            return "invalid root proposal \(String(describing: p.width))×\(String(describing: p.height)): use nil or a non-negative length per axis"
        }
    }
}

/// Lays out a `ViewNode` tree with SwiftUI's rules (LAYOUT-SPEC): propose → size → place, then
/// snaps display frames to the pixel grid of `scale`. Runs on the main actor because
/// `GeometryReader` content is user view code; the resulting `LayoutTree` is a plain value.
@MainActor
public struct LayoutEngine {
    public var measurer: any TextMeasuring
    public var images: any ImageSizing
    public var scale: Double

    /// - Parameters:
    ///   - measurer: text and symbol metrics.
    ///   - images: bitmap image sizes; without assets every bitmap is a reported placeholder.
    ///   - scale: display scale (pixels per point), 3 for an iPhone.
    public init(measurer: any TextMeasuring, images: any ImageSizing = PNGAssetSizes(), scale: Double = 3) throws {
        guard scale.isFinite, scale > 0 else { throw LayoutError.invalidScale(scale) }
        self.measurer = measurer; self.images = images; self.scale = scale
    }

    /// Lays `root` out for `proposal`. Without a canvas the root is placed at (0, 0) with its
    /// own size; with one, the root is centred in it (LAYOUT-SPEC §1.6).
    public func layout(_ root: ViewNode, proposal: LayoutProposal, canvas: Size? = nil) throws -> LayoutTree {
        for length in [proposal.width, proposal.height].compactMap({ $0 }) where length.isNaN || length < 0 {
            throw LayoutError.invalidProposal(proposal)
        }
        if let canvas, !(canvas.width.isFinite && canvas.height.isFinite && canvas.width >= 0 && canvas.height >= 0) {
            throw LayoutError.invalidCanvas(canvas)
        }
        let grid = PixelGrid(scale: scale)
        let builder = LayoutBuilder(measurer: measurer, images: images, grid: grid)
        let box = builder.build(root, stackAxis: nil)
        let size = box.sizeThatFits(proposal)
        let origin = canvas.map { Point(($0.width - size.width) / 2, ($0.height - size.height) / 2) } ?? .zero
        box.place(at: origin, proposal: proposal, offset: .zero, builder: builder)
        return LayoutTree(root: box.record(grid: grid), size: canvas ?? size, scale: scale,
                          warnings: builder.warnings)
    }
}
