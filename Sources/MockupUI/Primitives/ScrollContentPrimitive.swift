extension NodeKind { public static let scrollContent = NodeKind("scrollContent") }

/// Marks the content of a vertical `ScrollView` that rests at its top: layout-neutral. After
/// placement its frame is where the content lies, so a `TabView` can tell whether content runs on
/// under its bar (then iOS shows the bar's standard appearance, else its scroll-edge one).
struct ScrollContentNode: ViewPrimitive {
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.scrollContent, nil, children[0], stackAxis)
    }
}

extension ViewNode {
    /// The content of a vertical scroll view resting at its top.
    static func scrollContent(_ child: ViewNode) -> ViewNode { ViewNode(ScrollContentNode(), children: [child]) }
}

extension LayoutBox {
    /// True when scroll content placed inside this view reaches below `y` (absolute points).
    func hasScrollContent(reachingBelow y: Double) -> Bool {
        if kind == .scrollContent, frame.maxY > y + 0.5 { return true }
        return shownChildren.contains { $0.hasScrollContent(reachingBelow: y) }
    }
}
