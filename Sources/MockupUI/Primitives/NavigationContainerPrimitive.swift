extension NodeKind { public static let navigationContainer = NodeKind("navigationContainer") }

/// Marks a `NavigationStack`, `NavigationView` or `NavigationSplitView` (its bars and content):
/// layout-neutral. A navigation container is a screen (its bar sits under the status bar), which
/// a guide render tells by this kind.
struct NavigationContainerNode: ViewPrimitive {
    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.navigationContainer, nil, children[0], stackAxis)
    }
}
