import Foundation
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

/// The body of a `GeometryReader`, evaluated once the reader's size is known.
///
/// Evaluating it runs user view code, which is main-actor isolated like SwiftUI's, so layout runs on
/// the main actor; rasterization afterwards is free to use any thread.
public struct GeometryContent: @unchecked Sendable {
    public var content: @MainActor (Size) -> ViewNode
    public init(_ content: @escaping @MainActor (Size) -> ViewNode) { self.content = content }
}

extension NodeKind { public static let geometryReader = NodeKind("geometryReader") }

/// `GeometryReader`: `content` is called with the reader's size once it is placed.
struct GeometryReaderNode: ViewPrimitive {
    let content: GeometryContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .geometryReader, behavior: GeometryReaderLayout(content: content), spacing: .generic)
    }
}

extension ViewNode {
    /// A `GeometryReader`.
    public static func geometryReader(_ content: GeometryContent) -> ViewNode { ViewNode(GeometryReaderNode(content: content)) }
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
        // The closure may read `@Environment` of the view that built it: evaluate it later in the
        // environment that is current now.
        let current = EnvironmentValues.current
        let content = self.content
        return [.geometryReader(GeometryContent { size in
            EnvironmentValues.withCurrent(current) {
                let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
                return .layered(MockupUI.resolveNodes(content(proxy), in: environment), alignment: .topLeading)
            }
        })]
    }
}
