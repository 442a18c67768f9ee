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
/// snaps display frames to the pixel grid of `scale`. A layout pass is a pure function of values,
/// callable from any thread; content that needs the final size of its view (GeometryReader bodies,
/// custom shape paths) comes back pending and is laid out by `layout`, which evaluates it on the
/// main actor.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasuring
    public var images: any ImageSizing
    public var scale: Double

    /// How deeply deferred content may nest (a GeometryReader inside a GeometryReader's body ...)
    /// before the rest is left out with a warning.
    static let maximumDeferredDepth = 64

    /// - Parameters:
    ///   - measurer: text and symbol metrics.
    ///   - images: bitmap image sizes; without assets every bitmap is a reported placeholder.
    ///   - scale: display scale (pixels per point), 3 for an iPhone.
    public init(measurer: any TextMeasuring, images: any ImageSizing = AssetImageSizes(), scale: Double = 3) throws {
        guard scale.isFinite, scale > 0 else { throw LayoutError.invalidScale(scale) }
        self.measurer = measurer; self.images = images; self.scale = scale
    }

    /// A layout and the views whose deferred content is still to be laid out.
    public struct Pass: Sendable {
        public var tree: LayoutTree
        public var pending: [PendingContent]
        /// Where the views anchors measure are drawn (absolute, unsnapped).
        public var anchors: [AnchorTag: Rect] = [:]
    }

    /// One pure layout pass of `root` for `proposal` (any thread). Without a canvas the root is
    /// placed at (0, 0) with its own size; with one, the root is centred in it (LAYOUT-SPEC §1.6).
    /// With `safeAreaInsets` (a device screen; needs a canvas) the root is proposed the canvas's
    /// safe area and centred in it, and views that ignore the safe area reach the canvas edges.
    public func layoutPass(_ root: ViewNode, proposal: LayoutProposal, canvas: Size? = nil,
                           safeAreaInsets: EdgeInsets? = nil) throws -> Pass {
        for length in [proposal.width, proposal.height].compactMap({ $0 }) where length.isNaN || length < 0 {
            throw LayoutError.invalidProposal(proposal)
        }
        if let canvas, !(canvas.width.isFinite && canvas.height.isFinite && canvas.width >= 0 && canvas.height >= 0) {
            throw LayoutError.invalidCanvas(canvas)
        }
        let region = canvas.flatMap { canvas in safeAreaInsets.map { SafeAreaRegion(size: canvas, insets: $0) } }
        let rootProposal = region.map { LayoutProposal($0.safe.size) } ?? proposal
        let builder = LayoutBuilder(measurer: measurer, images: images, grid: PixelGrid(scale: scale), container: rootProposal)
        let box = builder.build(root, stackAxis: nil)
        let size = box.sizeThatFits(rootProposal)
        let space = region?.safe ?? canvas.map { Rect(origin: .zero, size: $0) }
        let origin = space.map { Point($0.minX + ($0.width - size.width) / 2, $0.minY + ($0.height - size.height) / 2) } ?? .zero
        box.place(at: origin, proposal: rootProposal, offset: .zero, safeArea: region)
        var pending: [PendingContent] = []
        var anchors: [AnchorTag: Rect] = [:]
        let node = box.record(grid: builder.grid, pending: &pending, anchors: &anchors)
        return Pass(tree: LayoutTree(root: node, size: canvas ?? size, scale: scale, warnings: builder.warnings),
                    pending: pending, anchors: anchors)
    }

    /// Lays `content` out as the deferred content of `pending` (any thread): proposed the view's
    /// size, at its top leading corner (top right, right to left). The returned tree's root is that
    /// content; its pending paths are relative to it.
    public func layoutPass(_ content: ViewNode, for pending: PendingContent) -> Pass {
        let builder = LayoutBuilder(measurer: measurer, images: images, grid: PixelGrid(scale: scale),
                                    container: pending.container, layoutDirection: pending.layoutDirection)
        let box = builder.build(content, stackAxis: nil)
        let proposal = LayoutProposal(pending.frame.size)
        var origin = pending.frame.origin
        if pending.layoutDirection == .rightToLeft { origin.x = pending.frame.maxX - box.sizeThatFits(proposal).width }
        box.place(at: origin, proposal: proposal, offset: pending.offset, safeArea: pending.safeArea)
        var nested: [PendingContent] = []
        var anchors: [AnchorTag: Rect] = [:]
        let node = box.record(grid: builder.grid, pending: &nested, anchors: &anchors)
        return Pass(tree: LayoutTree(root: node, size: pending.frame.size, scale: scale, warnings: builder.warnings),
                    pending: nested, anchors: anchors)
    }

    /// Lays `root` out completely: a layout pass, then every pending view's content evaluated on the
    /// main actor at the view's final size and laid out there. The content sees the anchors laid out
    /// so far: those of the first pass and of content evaluated before it.
    @preconcurrency @MainActor
    public func layout(_ root: ViewNode, proposal: LayoutProposal, canvas: Size? = nil,
                       safeAreaInsets: EdgeInsets? = nil) throws -> LayoutTree {
        let pass = try layoutPass(root, proposal: proposal, canvas: canvas, safeAreaInsets: safeAreaInsets)
        var tree = pass.tree
        var anchors = pass.anchors
        var queue = pass.pending.map { (pending: $0, depth: 1) }[...]
        while let (pending, depth) = queue.popFirst() {
            guard depth <= Self.maximumDeferredDepth else {
                tree.warn("GeometryReader or custom shape content nested more than \(Self.maximumDeferredDepth) deep; the innermost is left out")
                continue
            }
            let geometry = DeferredGeometry(frame: pending.frame,
                                            namedSpaces: tree.root.namedCoordinateSpaces(along: pending.path[...]),
                                            safeAreaInsets: pending.safeArea?.insets(reaching: pending.frame) ?? EdgeInsets(),
                                            anchors: anchors.mapValues { $0.offsetBy(dx: -pending.offset.x, dy: -pending.offset.y) },
                                            coveredSafeAreaInsets: pending.safeArea?.insets(covering: pending.frame) ?? EdgeInsets(),
                                            engine: self)
            let content = layoutPass(pending.content.build(geometry), for: pending)
            anchors.merge(content.anchors) { _, new in new }
            tree.root = tree.root.settingChildren([content.tree.root], at: pending.path[...])
            content.tree.warnings.forEach { tree.warn($0) }
            queue.append(contentsOf: content.pending.map {
                (PendingContent(content: $0.content, path: pending.path + [0] + $0.path, frame: $0.frame, offset: $0.offset,
                                safeArea: $0.safeArea, container: $0.container, layoutDirection: $0.layoutDirection),
                 depth + 1)
            })
        }
        return tree
    }
}
