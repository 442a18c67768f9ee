import MockupRaster

/// One view during a layout pass: its rules, its children, its spacing preferences and layout
/// priority, a cache of the sizes it chose, and (after placement) its absolute frame.
final class LayoutBox {
    let kind: NodeKind
    let detail: String?
    let drawing: (any NodeDrawing)?
    let behavior: any LayoutBehavior
    let children: [LayoutBox]
    let spacing: SpacingPreferences
    let priority: Double
    /// True for a `Spacer`: frames around it keep its spacing preferences (LAYOUT-SPEC §2.3).
    let isSpacer: Bool
    /// True when the view or a view inside it has an `.alignmentGuide`: only then can a guide
    /// other than a text baseline have an explicit value.
    let containsAlignmentGuides: Bool
    /// Values set with `.layoutValue(key:value:)`, read by custom `Layout` containers.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// Values set with `.containerValue(_:_:)`, read by custom `Layout` containers
    /// (`LayoutSubview.containerValues`).
    var containerValues: [ObjectIdentifier: Any] = [:]
    /// Names from `.accessibilityIdentifier(_:)` and `.id(_:)`, innermost first.
    var identifiers: [String] = []
    /// True for the view marked `.scrollTargetLayout()`: its outermost layout's children are the
    /// scroll targets of the scroll view around it.
    var holdsScrollTargetLayout = false
    /// Painting order among siblings, from `.zIndex(_:)`.
    var zIndex: Double = 0
    /// The anchors (`anchorPreference`) that measure this view.
    var anchorTags: [AnchorTag] = []
    /// The nearest container around a view with deferred content, whose size its content is laid
    /// out in.
    var enclosingContainer: ContainerSize?
    /// The containers outside this view whose size its own size depends on: a
    /// `containerRelativeFrame` inside it measures against them.
    let containerDependencies: [ContainerSize]

    private var sizeCache: [LayoutProposal: Size] = [:]
    /// Sizes of a view that depends on containers, by proposal and the containers' sizes.
    private var containerSizeCache: [ContainerSizeKey: Size] = [:]
    private(set) var frame = Rect.zero
    private(set) var accumulatedOffset = Point.zero
    private(set) var placedProposal = LayoutProposal.unspecified
    /// The safe area the view's children are placed in.
    private(set) var safeArea: SafeAreaRegion?
    /// The children placed (shown) in the last placement, in order.
    private(set) var shownChildren: [LayoutBox] = []
    /// The direction the view places its children in, nil until the builder sets it.
    private var assignedLayoutDirection: LayoutDirection?
    /// The direction the view places its children in: right to left, they are placed in a
    /// horizontally flipped space (LAYOUT-SPEC §6.8).
    var layoutDirection: LayoutDirection { assignedLayoutDirection ?? .leftToRight }

    init(kind: NodeKind, detail: String? = nil, drawing: (any NodeDrawing)? = nil,
         behavior: any LayoutBehavior, children: [LayoutBox] = [], spacing: SpacingPreferences,
         priority: Double = 0, isSpacer: Bool = false) {
        self.kind = kind; self.detail = detail; self.drawing = drawing; self.behavior = behavior
        self.children = children; self.spacing = spacing; self.priority = priority; self.isSpacer = isSpacer
        containsAlignmentGuides = behavior is AlignmentGuideLayout || children.contains { $0.containsAlignmentGuides }
        // Most views depend on no container: no arrays are built for them.
        containerDependencies = behavior.containerRead == nil && children.allSatisfy({ $0.containerDependencies.isEmpty })
            ? [] : children.reduce(behavior.containerRead.map { [$0] } ?? []) {
                $0.adding($1.containerDependencies, excluding: behavior.containerProvided)
            }
    }

    /// Sets the direction of this view and of the views inside it that have none yet (boxes a
    /// primitive made without the builder). The innermost setting wins: a subtree built in its own
    /// direction keeps it.
    func adoptLayoutDirection(_ direction: LayoutDirection) {
        guard assignedLayoutDirection == nil else { return }
        assignedLayoutDirection = direction
        for child in children { child.adoptLayoutDirection(direction) }
    }

    /// The size this view chooses for `p` (memoised: a pure function of the proposal and of the
    /// sizes of the containers it depends on).
    func sizeThatFits(_ p: LayoutProposal) -> Size {
        guard containerDependencies.isEmpty else {
            let key = ContainerSizeKey(proposal: p, containers: containerDependencies.map(\.lengths))
            if let cached = containerSizeCache[key] { return cached }
            let size = behavior.sizeThatFits(p, children: children)
            containerSizeCache[key] = size
            return size
        }
        if let cached = sizeCache[p] { return cached }
        let size = behavior.sizeThatFits(p, children: children)
        sizeCache[p] = size
        return size
    }

    /// The explicit value of `guide` on `axis`: a text baseline of the text inside, or a guide set
    /// with `.alignmentGuide` in the view or (forwarded) inside it; nil when there is none.
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal) -> Double? {
        guard guide.isTextBaseline || containsAlignmentGuides else { return nil }
        return behavior.explicitGuide(guide, axis: axis, size: size, proposal: proposal, children: children)
    }

    /// The guide's value: explicit if the view defines it, else the default for its size.
    func guide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal) -> Double {
        if let value = explicitGuide(guide, axis: axis, size: size, proposal: proposal) { return value }
        return guide.defaultValue(size: size, axis: axis) { guide, axis in
            explicitGuide(guide, axis: axis, size: size, proposal: proposal)
        }
    }

    /// Records the view at `origin` (absolute, unrounded) with the size it chose for `proposal`,
    /// then places its children. `offset` is the sum of the enclosing `.offset`s; `safeArea` the
    /// region the view is placed in (nil = no safe area). A view that extends into the safe area
    /// is re-proposed its larger frame.
    func place(at origin: Point, proposal: LayoutProposal, offset: Point, safeArea: SafeAreaRegion? = nil) {
        let chosen = Rect(origin: origin, size: sizeThatFits(proposal))
        let (placed, region) = behavior.safeAreaPlacement(chosen, in: safeArea)
        let proposal = placed == chosen ? proposal : LayoutProposal(placed.size)
        frame = placed
        self.safeArea = region
        placedProposal = proposal
        // An offset moves towards the trailing edge, to the left in a right-to-left view (LAYOUT-SPEC §6.8).
        let drawOffset = behavior.drawOffset
        accumulatedOffset = offset + (layoutDirection == .rightToLeft ? Point(-drawOffset.x, drawOffset.y) : drawOffset)
        let placements = behavior.arrange(placed.size, proposal: proposal, children: children,
                                          safeAreaInsets: region?.insets(of: placed) ?? EdgeInsets())
        shownChildren = []
        for (index, (child, placement)) in zip(children, placements).enumerated() where !placement.isHidden {
            guard behavior.showsChild(at: index, placements: placements, children: children, frame: placed) else { continue }
            shownChildren.append(child)
            var childOrigin = placed.origin + placement.origin
            if layoutDirection == .rightToLeft {
                // SwiftUI flips the x position of each view within its parent (LAYOUT-SPEC §6.8).
                childOrigin.x = placed.maxX - placement.origin.x - child.sizeThatFits(placement.proposal).width
            }
            let childRegion = placement.isSafeAreaContent
                ? SafeAreaRegion(bounds: region?.bounds.union(placed) ?? placed,
                                 safe: Rect(origin: childOrigin, size: placement.size))
                : region
            child.place(at: childOrigin, proposal: placement.proposal, offset: accumulatedOffset, safeArea: childRegion)
        }
    }

    /// The placed view as a value: layout frame, pixel-snapped display frame, children. Views with
    /// deferred content are added to `pending` with their `path` (child indices from the root);
    /// views anchors measure add the frame they are drawn at (unsnapped) to `anchors`.
    func record(grid: PixelGrid, path: [Int] = [], pending: inout [PendingContent],
                anchors: inout [AnchorTag: Rect]) -> LayoutTree.Node {
        if let content = behavior.deferredContent {
            pending.append(PendingContent(content: content, path: path, frame: frame, offset: accumulatedOffset,
                                          safeArea: safeArea, container: enclosingContainer?.lengths ?? .unspecified,
                                          layoutDirection: layoutDirection))
        }
        let drawn = frame.offsetBy(dx: accumulatedOffset.x, dy: accumulatedOffset.y)
        for tag in anchorTags { anchors[tag] = drawn }
        let lines = (behavior as? TextLeafLayout)?.lines(for: placedProposal)
        return LayoutTree.Node(kind: kind, detail: detail, identifiers: identifiers, zIndex: zIndex, frame: frame, displayFrame: grid.snap(drawn),
                               drawing: drawing.map(AnyNodeDrawing.init),
                               textLines: lines.map {
                                   LayoutTree.TextLines(firstBaseline: $0.firstBaseline, lineCount: $0.lineCount,
                                                        layoutWidth: $0.maxWidth, maxLines: $0.maxLines, fontScale: $0.fontScale)
                               },
                               children: shownChildren.enumerated().map { index, child in
                                   child.record(grid: grid, path: path + [index], pending: &pending, anchors: &anchors)
                               })
    }
}

/// What the size of a view that depends on containers is a function of.
private struct ContainerSizeKey: Hashable {
    let proposal: LayoutProposal
    let containers: [LayoutProposal]
}
