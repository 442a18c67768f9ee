import Foundation
import MockupRaster

/// `ViewThatFits`: the first candidate whose ideal size fits the proposal on the constrained
/// axes, else the last one [DOC]. A candidate's ideal size is its size for a proposal left
/// unspecified on those axes (the other axis keeps the proposal). Only the chosen candidate is
/// sized, placed and drawn.
struct ViewThatFitsLayout: LayoutBehavior {
    let horizontal: Bool
    let vertical: Bool

    /// Index of the candidate shown for proposal `p`.
    func chosen(_ p: LayoutProposal, _ children: [LayoutBox]) -> Int? {
        guard !children.isEmpty else { return nil }
        var ideal = p
        if horizontal { ideal.width = nil }
        if vertical { ideal.height = nil }
        return children.firstIndex { child in
            let size = child.sizeThatFits(ideal)
            return (!horizontal || size.width <= (p.width ?? .infinity))
                && (!vertical || size.height <= (p.height ?? .infinity))
        } ?? children.count - 1
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        chosen(p, children).map { children[$0].sizeThatFits(p) } ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let shown = chosen(proposal, children)
        return children.indices.map { index in
            ChildPlacement(origin: .zero, size: size, proposal: proposal, isHidden: index != shown)
        }
    }

    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> Double? {
        chosen(proposal, children).flatMap { children[$0].explicitGuide(guide, axis: axis, size: size, proposal: proposal) }
    }
}

extension NodeKind { public static let viewThatFits = NodeKind("viewThatFits") }

/// `ViewThatFits(in:)`: candidates in order, checked on the horizontal and/or vertical axis.
struct ViewThatFitsNode: ViewPrimitive {
    let horizontal: Bool
    let vertical: Bool

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let boxes = children.filter { !$0.isEmptyNode }.map { builder.build($0, stackAxis: stackAxis) }
        let spacing = boxes.isEmpty ? .zero : boxes.dropFirst().reduce(boxes[0].spacing) { $0.merged(with: $1.spacing) }
        return LayoutBox(kind: .viewThatFits, behavior: ViewThatFitsLayout(horizontal: horizontal, vertical: vertical),
                         children: boxes, spacing: spacing)
    }
}

extension ViewNode {
    /// A `ViewThatFits` choosing among `candidates` on the given axes.
    public static func viewThatFits(horizontal: Bool, vertical: Bool, candidates: [ViewNode]) -> ViewNode {
        ViewNode(ViewThatFitsNode(horizontal: horizontal, vertical: vertical), children: candidates)
    }
}
