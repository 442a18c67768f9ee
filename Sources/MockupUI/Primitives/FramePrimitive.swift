import Foundation
import MockupRaster

/// `.frame(width:height:alignment:)` (LAYOUT-SPEC §4.1): a fixed axis has the given length, a free
/// axis follows the child; the child is proposed the fixed lengths and the original free ones.
struct FrameLayout: LayoutBehavior {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    private func childProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        if let width, let height { return Size(width, height) }
        let child = children.first?.sizeThatFits(childProposal(p)) ?? .zero
        return Size(width ?? child.width, height ?? child.height)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal), in: size, alignment: alignment) }
    }
}

extension NodeKind { public static let frame = NodeKind("frame") }

/// `.frame(width:height:alignment:)`; nil = that axis follows the child.
struct FrameNode: ViewPrimitive {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let w = builder.validLength(width, "frame width"), h = builder.validLength(height, "frame height")
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .frame, detail: "\(LayoutNumber.formatOrNil(w)) × \(LayoutNumber.formatOrNil(h))",
                         behavior: FrameLayout(width: w, height: h, alignment: alignment), children: [box],
                         spacing: box.spacing.framed(horizontal: w != nil, vertical: h != nil, isSpacer: box.isSpacer))
    }
}

extension ViewNode {
    /// `.frame(width:height:alignment:)`.
    public static func frame(width: Double?, height: Double?, alignment: Alignment, child: ViewNode) -> ViewNode {
        ViewNode(FrameNode(width: width, height: height, alignment: alignment), children: [child])
    }
}

extension View {
    /// A fixed size on the given axes (nil = that axis follows the content).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNodes { node, _ in
            .frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment, child: node)
        }
    }
}
