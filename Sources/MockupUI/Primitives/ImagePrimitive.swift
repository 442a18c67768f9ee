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

extension NodeKind {
    public static let symbol = NodeKind("symbol")
    public static let image = NodeKind("image")
}

/// An `Image`: a symbol sized from its font, or a bitmap asset (a reported placeholder when the
/// asset is missing).
struct ImageNode: ViewPrimitive {
    let image: ResolvedImage

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        switch image {
        case let .symbol(name, font, _):
            let layout = SymbolLayout(measurement: builder.measurer.measureSymbol(named: name, font: font))
            return LayoutBox(kind: .symbol, detail: name, content: .image(image, found: true), behavior: layout,
                             spacing: layout.spacing)
        case let .bitmap(name, assetDirectory, resizable):
            let size = builder.images.imageSize(named: name, assetDirectory: assetDirectory)
            if size == nil {
                builder.warn("image \"\(name)\" not found\(assetDirectory.map { " in \($0)" } ?? ""); drawn as a placeholder — add the PNG or fix the name")
            }
            return LayoutBox(kind: .image, detail: name, content: .image(image, found: size != nil),
                             behavior: BitmapLayout(intrinsicSize: size ?? LayoutDefaults.missingImageSize, resizable: resizable),
                             spacing: .generic)
        }
    }
}

extension ViewNode {
    /// An `Image`.
    public static func image(_ image: ResolvedImage) -> ViewNode { ViewNode(ImageNode(image: image)) }
}
