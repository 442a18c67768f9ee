import MockupRaster

/// The visible region of a scroll view that code scrolled before the still (`ScrollRequest`): as
/// long as offered along the scroll axes (its content's length when nothing is offered), its
/// content's length across them. Content that overflows along a scroll axis is moved so the target
/// shows, clamped to the content's ends as UIScrollView clamps its offset (the region under bars
/// at its edges, the declared safe area it reaches past, counts as not visible); content that fits
/// rests at `alignment` (LAYOUT-SPEC §10.6). A target view lines up with the content margins'
/// edges, as UIScrollView's adjusted content inset holds them: the first card of a carousel with
/// 16-pt margins scrolled to rests 16 pt in.
struct ScrollOffsetLayout: LayoutBehavior {
    /// The targets in the order code set them; the latest whose view is in the content wins.
    let targets: [ScrollRequest]
    let axes: Axis.Set
    let alignment: Alignment
    /// The scroll content's margins (`contentMargins(_:_:for:)`), part of the content's length.
    var margins = EdgeInsets()

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let content = children[0].sizeThatFits(p)
        return Size(axes.contains(.horizontal) ? p.width ?? content.width : content.width,
                    axes.contains(.vertical) ? p.height ?? content.height : content.height)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        arrange(size, proposal: proposal, children: children, safeAreaInsets: EdgeInsets())
    }

    /// The scroll view ignores the safe area under the bars its content runs on under; its visible
    /// region, as UIScrollView's adjusted content inset, stops at them: the declared safe area.
    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        (frame, safeArea.map { region in
            var declared = region
            declared.safe = region.declaredSafe
            return declared
        })
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets insets: EdgeInsets) -> [ChildPlacement] {
        var placement = AlignedPlacement.place(children[0], proposal: proposal, in: size, alignment: alignment)
        guard let (target, view) = located(in: children[0], placement) else { return [placement] }
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let length = size.length(along: axis), content = placement.size.length(along: axis)
            let visible = axis == .horizontal
                ? Double(insets.leading)...max(Double(insets.leading), length - insets.trailing)
                : Double(insets.top)...max(Double(insets.top), length - insets.bottom)
            let furthest = content - visible.upperBound
            guard furthest > 0 else { continue }
            let extent = view.map { axis == .horizontal ? $0.minX...$0.maxX : $0.minY...$0.maxY }
            let resting = axis == .horizontal ? -placement.origin.x : -placement.origin.y
            let (before, after) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
            let aligned = (visible.lowerBound + before)...max(visible.lowerBound + before, visible.upperBound - after)
            let offset = min(max(target.offset(along: axis, view: extent, resting: resting, visible: aligned), 0), furthest)
            if axis == .horizontal { placement.origin.x = -offset } else { placement.origin.y = -offset }
        }
        return [placement]
    }

    /// The latest target the content has, with its view's frame in the content (nil for an offset).
    private func located(in content: LayoutBox, _ placement: ChildPlacement) -> (ScrollRequest, Rect?)? {
        for target in targets.reversed() {
            switch target.destination {
            case .offset: return (target, nil)
            case .content: return (target, Rect(origin: .zero, size: placement.size))
            case .view(let identifier):
                if let frame = content.frame(of: identifier, size: placement.size, proposal: placement.proposal) {
                    return (target, frame)
                }
            case .scrollTarget(let identifier):
                if let view = content.scrollTarget(identifier),
                   let frame = content.frame(of: { $0 === view }, size: placement.size, proposal: placement.proposal) {
                    return (target, frame)
                }
            }
        }
        return nil
    }
}

extension LayoutBox {
    /// The frame, relative to this view, of the view inside it identified as `identifier`
    /// (`.id`), were this view placed with `size` for `proposal`; nil when none is.
    func frame(of identifier: String, size: Size, proposal: LayoutProposal) -> Rect? {
        frame(of: { $0.identifiers.contains(identifier) }, size: size, proposal: proposal)
    }

    /// The frame, relative to this view, of the first shown view inside it (in view order) that
    /// `matches`, were this view placed with `size` for `proposal`; nil when none is.
    func frame(of matches: (LayoutBox) -> Bool, size: Size, proposal: LayoutProposal) -> Rect? {
        if matches(self) { return Rect(origin: .zero, size: size) }
        let placements = behavior.arrange(size, proposal: proposal, children: children)
        for (child, placement) in zip(children, placements) where !placement.isHidden {
            if let frame = child.frame(of: matches, size: placement.size, proposal: placement.proposal) {
                return frame.offsetBy(dx: placement.origin.x, dy: placement.origin.y)
            }
        }
        return nil
    }
}

extension NodeKind { public static let scrollOffset = NodeKind("scrollOffset") }

struct ScrollOffsetNode: ViewPrimitive {
    let layout: ScrollOffsetLayout

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let box = builder.build(children[0], stackAxis: nil)
        return LayoutBox(kind: .scrollOffset, behavior: layout, children: [box], spacing: box.spacing)
    }
}

extension ViewNode {
    /// The visible region of a scroll view along `axes` scrolled to the latest of `targets` its
    /// `content` (holding `margins` around it) has; content that fits rests at `alignment`.
    static func scrollOffset(_ targets: [ScrollRequest], axes: Axis.Set, alignment: Alignment, margins: EdgeInsets,
                             content: ViewNode) -> ViewNode {
        ViewNode(ScrollOffsetNode(layout: ScrollOffsetLayout(targets: targets, axes: axes, alignment: alignment, margins: margins)),
                 children: [content])
    }
}
