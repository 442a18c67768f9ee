import MockupRaster

/// What to draw, in painting order (later items on top), derived from a `LayoutTree`: a
/// `Sendable` value free of closures, so it can be rasterized on any thread.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    public var size: Size
    public var scale: Double
    public var items: [DisplayItem]
    /// Unsupported features and missing images (their content is still drawn).
    public var warnings: [String]

    /// Backgrounds are painted below their primary view, overlays above; ZStack and stack children
    /// in declaration order; effects become groups; missing bitmaps become placeholders.
    public init(_ tree: LayoutTree) {
        size = tree.size
        scale = tree.scale
        warnings = tree.warnings
        items = Self.items(tree.root)
    }

    /// The fill and cross drawn where a bitmap image is missing.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let placeholderInk = RGBA(red: 0.55, green: 0.55, blue: 0.58)

    private static func items(_ node: LayoutTree.Node) -> [DisplayItem] {
        let frame = node.displayFrame
        switch node.content {
        case let .text(text):
            let lines = node.textLines
            return [.text(DisplayText(text: text, frame: frame, firstBaseline: frame.minY + (lines?.firstBaseline ?? 0),
                                      lineCount: lines?.lineCount ?? 1, layoutWidth: lines?.layoutWidth,
                                      maxLines: lines?.maxLines))]
        case let .shape(shape):
            return [.shape(DisplayShape(shape: shape, frame: frame))]
        case let .image(.symbol(name, font, paint), _):
            return [.symbol(DisplaySymbol(name: name, font: font, paint: paint, frame: frame))]
        case let .image(.bitmap(name, directory, _), found):
            return found ? [.bitmap(DisplayBitmap(name: name, assetDirectory: directory, frame: frame))]
                         : placeholder(in: frame)
        case let .effect(effect):
            return [.group(DisplayGroup(effect: DisplayEffect(effect, bounds: frame), bounds: frame,
                                        items: node.children.flatMap(items)))]
        case .secondary(.background):
            return node.children.reversed().flatMap(items)
        case .none, .secondary(.overlay), .unsupported:
            return node.children.flatMap(items)
        }
    }

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
