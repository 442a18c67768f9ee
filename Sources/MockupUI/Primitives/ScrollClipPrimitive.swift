import MockupRaster

/// A scroll view's clip (LAYOUT-SPEC §10.6): sized like its content, but on each of `edges` where
/// the scroll view touches the safe area's edge its frame — the region it clips to — reaches out to
/// the screen's (or container's) edge, as a UIScrollView's frame runs on under the bars and the
/// status bar while the safe area only insets its content. The content stays where it was placed:
/// a card's shadow under a large title fades upward into the bar instead of being cut at the
/// safe area's edge.
struct ScrollClipLayout: LayoutBehavior {
    let edges: Edge.Set

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        guard let safeArea else { return (frame, nil) }
        return (safeArea.extending(frame, edges: edges), safeArea)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        arrange(size, proposal: proposal, children: children, safeAreaInsets: EdgeInsets())
    }

    /// The content at the frame it was placed at: `safeAreaInsets` (how far the clip reaches past the
    /// safe area) in from the clip's edges, proposed that size.
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets insets: EdgeInsets) -> [ChildPlacement] {
        let leading = Double(insets.leading), top = Double(insets.top)
        let inner = Size(max(size.width - leading - Double(insets.trailing), 0), max(size.height - top - Double(insets.bottom), 0))
        let unchanged = leading == 0 && top == 0 && inner == size
        return children.map { child in
            let childProposal = unchanged ? proposal : LayoutProposal(inner)
            return ChildPlacement(origin: Point(leading, top), size: child.sizeThatFits(childProposal), proposal: childProposal)
        }
    }
}

/// `ScrollClipLayout` drawn as a rectangular clip of its frame.
struct ScrollClipNode: ViewPrimitive {
    let edges: Edge.Set
    private static let clip = RenderEffect.clip(.rectangle, evenOdd: false)

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: stackAxis)
        return LayoutBox(kind: .effect, detail: Self.clip.layoutName, drawing: EffectNode(effect: Self.clip),
                         behavior: ScrollClipLayout(edges: edges), children: [box], spacing: box.spacing, priority: box.priority)
    }
}

extension ViewNode {
    /// `child` clipped as a scroll view clips its content, past the safe area's edge on `edges`.
    static func scrollClip(_ edges: Edge.Set, child: ViewNode) -> ViewNode {
        ViewNode(ScrollClipNode(edges: edges), children: [child])
    }
}
