import Foundation
import MockupRaster

/// `.padding` (LAYOUT-SPEC §5): the child is proposed the proposal minus the insets (never
/// negative, nil stays nil) and placed at (leading, top).
struct PaddingLayout: LayoutBehavior {
    let insets: EdgeInsets

    private func childProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                       height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let child = children.first?.sizeThatFits(childProposal(p)) ?? .zero
        return Size(child.width + insets.leading + insets.trailing, child.height + insets.top + insets.bottom)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let cp = childProposal(proposal)
        return children.map { ChildPlacement(origin: Point(insets.leading, insets.top), size: $0.sizeThatFits(cp), proposal: cp) }
    }

    /// Padded edges lose their text-specific spacing and become generic (LAYOUT-SPEC §2.3).
    func spacing(of child: SpacingPreferences) -> SpacingPreferences {
        var padded = Set<SpacingPreferences.Edge>()
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.left) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.right) }
        return child.resetting(padded)
    }
}

extension NodeKind { public static let padding = NodeKind("padding") }

/// `.padding`: insets already resolved (nil lengths → 16 on the given edges).
struct PaddingNode: ViewPrimitive {
    let insets: EdgeInsets

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let layout = PaddingLayout(insets: insets)
        let box = builder.build(children[0], stackAxis: stackAxis)
        let detail = [insets.top, insets.leading, insets.bottom, insets.trailing].map(LayoutNumber.format).joined(separator: " ")
        return LayoutBox(kind: .padding, detail: detail, behavior: layout, children: [box],
                         spacing: layout.spacing(of: box.spacing))
    }
}

extension ViewNode {
    /// `.padding(insets)`.
    public static func padding(_ insets: EdgeInsets, child: ViewNode) -> ViewNode {
        ViewNode(PaddingNode(insets: insets), children: [child])
    }
}

extension View {
    /// Space around the content on `edges`; nil length = the default 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = Double(length ?? 16)
        let insets = EdgeInsets(top: edges.contains(.top) ? amount : 0,
                                leading: edges.contains(.leading) ? amount : 0,
                                bottom: edges.contains(.bottom) ? amount : 0,
                                trailing: edges.contains(.trailing) ? amount : 0)
        return padding(insets)
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNodes { node, _ in .padding(insets, child: node) }
    }
}
