import MockupRaster

/// Where a container puts one child: origin relative to the container, the child's chosen size,
/// and the proposal that produced it (re-proposed unchanged when the child places its own children).
struct ChildPlacement {
    var origin: Point
    var size: Size
    var proposal: LayoutProposal
    /// True for a child the container does not show (a `ViewThatFits` candidate not chosen): it is
    /// neither placed nor recorded in the layout tree.
    var isHidden = false
    /// True for a child whose frame is the safe area of everything inside it, within the
    /// container's bounds (a TabView's tab content above its bar).
    var isSafeAreaContent = false
}

/// The sizing and placement rules of one kind of view (LAYOUT-SPEC §1.1). Implementations are
/// pure functions of their inputs; `LayoutBox` caches sizes and records the placed frames.
protocol LayoutBehavior {
    /// The size the view chooses for proposal `p`.
    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size
    /// Where the children go when the view has `size`, chosen for `proposal`.
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement]
    /// The view's own value for `guide` on `axis` (a text baseline, a `.alignmentGuide`), or nil
    /// to use the guide's default.
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double?
    /// How far `.offset` moves the drawing of this view and everything inside it.
    var drawOffset: Point { get }
    /// Content known only once the view's size is final (a GeometryReader's body, a custom
    /// shape's path): the layout pass records it as pending, to be evaluated at that size.
    var deferredContent: DeferredContent? { get }
    /// The frame and safe area of the view when its parent places it at `frame` inside
    /// `safeArea` (nil = no safe area): views that extend into the safe area (`.ignoresSafeArea`,
    /// a TabView) return a larger frame and the region their children are placed in.
    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?)
    /// `arrange` for a view whose frame reaches `safeAreaInsets` past the safe area on each edge.
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets: EdgeInsets) -> [ChildPlacement]
    /// Whether the child at `index` is shown, decided once the children before it are placed (at
    /// absolute `frame` with `placements`): a tab bar whose look depends on where content lies.
    func showsChild(at index: Int, placements: [ChildPlacement], children: [LayoutBox], frame: Rect) -> Bool
    /// The container whose size this view's own sizing reads (a `containerRelativeFrame`'s), if any.
    var containerRead: ContainerSize? { get }
    /// The container this view is, whose size it sets for the views inside it, if any.
    var containerProvided: ContainerSize? { get }
}

extension LayoutBehavior {
    /// Containers forward their children's explicit guides in their own coordinates: the top-most
    /// first baseline, the bottom-most last baseline, and the average of any other guide, as
    /// SwiftUI combines explicit alignments (LAYOUT-SPEC §1.3, §3.7, §4.1, §5).
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        let placements = arrange(size, proposal: proposal, children: children)
        var values: [Double] = []
        for (child, placement) in zip(children, placements) {
            guard let value = child.explicitGuide(guide, axis: axis, size: placement.size, proposal: placement.proposal)
            else { continue }
            values.append((axis == .horizontal ? placement.origin.x : placement.origin.y) + value)
        }
        return guide.combineExplicit(values)
    }

    var drawOffset: Point { .zero }

    var deferredContent: DeferredContent? { nil }

    var containerRead: ContainerSize? { nil }

    var containerProvided: ContainerSize? { nil }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        (frame, safeArea)
    }

    func showsChild(at index: Int, placements: [ChildPlacement], children: [LayoutBox], frame: Rect) -> Bool { true }

    /// Most views lay out the same whatever the safe area.
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        arrange(size, proposal: proposal, children: children)
    }
}

/// A view without children whose size does not depend on anything placed inside it.
protocol LeafLayout: LayoutBehavior {
    func sizeThatFits(_ p: LayoutProposal) -> Size
}

extension LeafLayout {
    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size { sizeThatFits(p) }
    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] { [] }
}
