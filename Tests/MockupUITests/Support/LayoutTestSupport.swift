import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// ViewNode builders for layout tests (the DSL's job in the product; direct values here).
enum V {
    static func text(_ s: String, _ size: Double = 20, tracking: Double = 0, lineLimit: Int? = nil) -> ViewNode {
        .text(ResolvedText(string: s, font: FontDescriptor(source: .named("TestSans"), size: size),
                           paint: .color(.black), tracking: tracking, lineLimit: lineLimit))
    }
    static func shape(_ kind: ShapeKind = .rectangle, _ color: RGBA = .black) -> ViewNode {
        .shape(ResolvedShape(kind: kind, drawing: .fill(.color(color), evenOdd: false)))
    }
    static let rect = shape()
    static let circle = shape(.circle)
    static func symbol(_ name: String, _ size: Double = 17) -> ViewNode {
        .image(.symbol(name: name, font: FontDescriptor(source: .system(.default), size: size), paint: .color(.black)))
    }
    static func bitmap(_ name: String, resizable: Bool = true) -> ViewNode {
        .image(.bitmap(BitmapAsset(name: name), resizable: resizable))
    }
    static func spacer(_ minLength: Double? = nil) -> ViewNode { .spacer(minLength: minLength) }
    static func hstack(align alignment: AlignmentKey = .center, spacing: Double? = nil, _ children: ViewNode...) -> ViewNode {
        .stack(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)
    }
    static func vstack(align alignment: AlignmentKey = .center, spacing: Double? = nil, _ children: ViewNode...) -> ViewNode {
        .stack(axis: .vertical, alignment: alignment, spacing: spacing, children: children)
    }
    static func zstack(align alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
        .zstack(alignment: alignment, children: children)
    }
}

extension ViewNode {
    func withFrame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        .frame(width: width, height: height, alignment: alignment, child: self)
    }
    func withFlexFrame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                       minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        .flexFrame(FlexFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                             maxHeight: maxHeight, alignment: alignment), child: self)
    }
    func padded(_ length: Double = 16) -> ViewNode {
        .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length), child: self)
    }
    func padded(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> ViewNode {
        .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing), child: self)
    }
    func withBackground(_ content: ViewNode, alignment: Alignment = .center) -> ViewNode {
        .secondary(SecondaryLayer(placement: .background, alignment: alignment, content: content), primary: self)
    }
    func withOverlay(_ content: ViewNode, alignment: Alignment = .center) -> ViewNode {
        .secondary(SecondaryLayer(placement: .overlay, alignment: alignment, content: content), primary: self)
    }
    func offsetBy(x: Double = 0, y: Double = 0) -> ViewNode { .offset(x: x, y: y, child: self) }
    func withAspectRatio(_ ratio: Double? = nil, _ mode: ContentMode) -> ViewNode {
        .aspectRatio(ratio: ratio, contentMode: mode, child: self)
    }
    func fixedSized(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        .fixedSize(horizontal: horizontal, vertical: vertical, child: self)
    }
    func withPriority(_ p: Double) -> ViewNode { .layoutPriority(p, child: self) }
    func withEffect(_ e: RenderEffect) -> ViewNode { .effect(e, child: self) }
}

/// Bitmap sizes for tests: a fixed table.
struct TableImageSizes: ImageSizing {
    var sizes: [String: Size]
    func imageSize(of asset: BitmapAsset) -> Size? { sizes[asset.name] }
}

/// Lays out with TestSans at scale 3 (the spec's worked examples); `safeAreaInsets` (with a
/// canvas) lays the root out in the canvas's safe area.
@MainActor
func layout(_ node: ViewNode, width: Double? = nil, height: Double? = nil, canvas: Size? = nil,
            safeAreaInsets: EdgeInsets? = nil, images: [String: Size] = [:], scale: Double = 3) throws -> LayoutTree {
    let engine = try LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: images), scale: scale)
    return try engine.layout(node, proposal: LayoutProposal(width: width, height: height), canvas: canvas,
                             safeAreaInsets: safeAreaInsets)
}

extension LayoutTree {
    /// The nodes of `kind` (and `detail`, when given), depth first.
    func all(_ kind: NodeKind, _ detail: String? = nil) -> [Node] {
        nodes.filter { $0.kind == kind && (detail == nil || $0.detail == detail) }
    }
    /// The single node of `kind`/`detail`; records an issue when there is not exactly one.
    func one(_ kind: NodeKind, _ detail: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Node {
        let found = all(kind, detail)
        #expect(found.count == 1, "expected one \(kind) \(detail ?? ""), found \(found.count)", sourceLocation: sourceLocation)
        return found.first ?? root
    }
}

/// Expects `r` to equal (x, y, w, h) within 0.001 pt (the spec prints 3 decimals).
func expectRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(r.minX - x) < 1e-3 && abs(r.minY - y) < 1e-3 && abs(r.width - w) < 1e-3 && abs(r.height - h) < 1e-3
    #expect(ok, "got \(LayoutTree.describe(r)), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

func expectSize(_ s: Size, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(s.width - w) < 1e-3 && abs(s.height - h) < 1e-3
    #expect(ok, "got \(s.width)×\(s.height), expected \(w)×\(h)", sourceLocation: sourceLocation)
}

/// What a resolved node is, for tests that inspect one primitive.
extension ViewNode {
    var resolvedText: ResolvedText? { (primitive as? TextNode)?.text }
    var resolvedShape: ResolvedShape? { (primitive as? ShapeNode)?.shape }
    var tabBar: TabBarContent? { (primitive as? TabViewNode)?.tab }
    /// The deferred content of a GeometryReader or the path of a custom shape.
    var geometryContent: DeferredContent? { (primitive as? GeometryReaderNode)?.content ?? (primitive as? CustomShapeNode)?.path }
    /// The axis of a stack node, nil for anything else.
    var stackAxis: Axis? { (primitive as? StackNode)?.axis }
}

extension LayoutTree.Node {
    /// The shape a shape node draws.
    var resolvedShape: ResolvedShape? { (drawing?.base as? ShapeNode)?.shape }
}
