import Foundation
import MockupRaster

/// `GeometryReader` (LAYOUT-SPEC §6.6): accepts the proposal (nil → 0). Its content depends on
/// the final size, so layout leaves it pending (`DeferredContent`); it is then laid out at that
/// size from the top-leading corner.
struct GeometryReaderLayout: LeafLayout {
    let content: DeferredContent

    func sizeThatFits(_ p: LayoutProposal) -> Size { Size(p.width ?? 0, p.height ?? 0) }

    /// The content is unknown while sizing, so the reader has no text baselines.
    func explicitGuide(_ guide: AlignmentID, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? { nil }

    var deferredContent: DeferredContent? { content }
}

extension NodeKind { public static let geometryReader = NodeKind("geometryReader") }

/// `GeometryReader`: `content` is called with the reader's size once it is placed.
struct GeometryReaderNode: ViewPrimitive {
    let content: DeferredContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .geometryReader, behavior: GeometryReaderLayout(content: content), spacing: .generic)
    }
}

extension ViewNode {
    /// A `GeometryReader`.
    public static func geometryReader(_ content: DeferredContent) -> ViewNode { ViewNode(GeometryReaderNode(content: content)) }
}

/// The size a `GeometryReader` was given.
public struct GeometryProxy {
    public let size: CGSize
}

/// A view whose content is built once its size is known (during layout). The content fills the
/// reader from its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // The closure may read `@Environment` properties of the view that built it: their values
        // were installed when that view's body was evaluated, and stay with it.
        let content = self.content
        return [.geometryReader(DeferredContent { size in
            let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
            return .layered(MockupUI.resolveNodes(content(proxy), in: environment), alignment: .topLeading)
        })]
    }
}
