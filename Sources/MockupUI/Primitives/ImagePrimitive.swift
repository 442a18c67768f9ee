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
        case let .symbol(name, font, _, scale, _):
            let layout = SymbolLayout(measurement: builder.measurer.measureSymbol(named: name, font: font, scale: scale))
            return LayoutBox(kind: .symbol, detail: name, drawing: ImageDrawing(image: image, found: true), behavior: layout,
                             spacing: layout.spacing)
        case let .bitmap(name, assetDirectory, resizable):
            let size = builder.images.imageSize(named: name, assetDirectory: assetDirectory)
            if size == nil {
                builder.warn("image \"\(name)\" not found\(assetDirectory.map { " in \($0)" } ?? ""); drawn as a placeholder — add the PNG or fix the name")
            }
            return LayoutBox(kind: .image, detail: name, drawing: ImageDrawing(image: image, found: size != nil),
                             behavior: BitmapLayout(intrinsicSize: size ?? LayoutDefaults.missingImageSize, resizable: resizable),
                             spacing: .generic)
        }
    }
}

/// An image as drawn: a symbol, a bitmap, or — where the bitmap is missing — a placeholder.
struct ImageDrawing: NodeDrawing {
    let image: ResolvedImage
    /// False for a bitmap the image provider does not know.
    let found: Bool

    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        let frame = node.displayFrame
        switch image {
        case let .symbol(name, font, paint, scale, layers):
            return [.symbol(DisplaySymbol(name: name, font: font, paint: paint, scale: scale, layers: layers, frame: frame))]
        case let .bitmap(name, directory, _):
            return found ? [.bitmap(DisplayBitmap(name: name, assetDirectory: directory, frame: frame))]
                         : Self.placeholder(in: frame)
        }
    }

    /// The fill and cross drawn where a bitmap image is missing.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let placeholderInk = RGBA(red: 0.55, green: 0.55, blue: 0.58)

    /// A light box with a diagonal cross, clipped to the frame.
    private static func placeholder(in frame: Rect) -> [DisplayItem] {
        var cross = Path()
        cross.move(to: Point.zero); cross.line(to: Point(frame.width, frame.height))
        cross.move(to: Point(frame.width, 0)); cross.line(to: Point(0, frame.height))
        let box = ResolvedShape(kind: .rectangle, drawing: .fill(.color(placeholderFill), evenOdd: false))
        let ink = ResolvedShape(kind: .path(cross), drawing: .stroke(.color(placeholderInk), StrokeOptions(lineWidth: 1)))
        let border = ResolvedShape(kind: .rectangle, drawing: .strokeBorder(.color(placeholderInk), StrokeOptions(lineWidth: 1)))
        return [.group(DisplayGroup(effect: .clip(.rect(frame), evenOdd: false), bounds: frame, items: [
            .shape(DisplayShape(shape: box, frame: frame)), .shape(DisplayShape(shape: ink, frame: frame)),
            .shape(DisplayShape(shape: border, frame: frame)),
        ]))]
    }
}

extension ViewNode {
    /// An `Image`.
    public static func image(_ image: ResolvedImage) -> ViewNode { ViewNode(ImageNode(image: image)) }
}

/// An image: an SF Symbol drawn from the symbol font (sized by the current font), or a bitmap
/// from the scene's asset directory.
public struct Image: View, PrimitiveView {
    public typealias Body = Never

    enum Source: Hashable {
        case symbol(String)
        case bitmap(String)
    }
    let source: Source
    var isResizable = false
    /// `Image.symbolRenderingMode(_:)`: the mode of this symbol, over the environment's.
    var ownRenderingMode: SymbolRenderingMode?

    /// A bitmap named `name` in the environment's asset directory.
    public init(_ name: String) { source = .bitmap(name) }

    /// An SF Symbol, mapped by name to the bundled icon font.
    public init(systemName: String) { source = .symbol(systemName) }

    /// The image scaled to fill the space it is given (combine with `.aspectRatio`).
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// This symbol image drawn in `mode` (nil: the environment's mode), as `Image.symbolRenderingMode(_:)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.ownRenderingMode = mode
        return image
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var environment = environment
        if let ownRenderingMode { environment.symbolRenderingMode = ownRenderingMode }
        switch source {
        case .bitmap(let name):
            return [.image(.bitmap(name: name, assetDirectory: environment.assetDirectory, resizable: isResizable))]
        case .symbol(let name):
            let symbol = ViewNode.image(.symbol(name: environment.symbolVariants.set.name(for: name), font: environment.resolvedFont(),
                                               paint: environment.resolvedForeground(), scale: environment.imageScale,
                                               layers: environment.resolvedSymbolLayers()))
            return [isResizable ? .unsupported(feature: "resizable() on a symbol image", child: symbol) : symbol]
        }
    }
}

/// A title with an icon, as SwiftUI's `Label` (icon, then title, side by side).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        StyledLabel(configuration: LabelStyleConfiguration(title: title, icon: icon))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}
