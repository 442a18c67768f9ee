extension NodeKind { public static let bottomToolbarScreen = NodeKind("bottomToolbarScreen") }

/// A navigation screen's content above its bottom toolbar, the bar in its standard look and, when
/// the look depends on the content, in its scroll-edge look (`BottomToolbarScreenLayout`).
struct BottomToolbarScreenNode: ViewPrimitive {
    let barHeight: Double

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .bottomToolbarScreen, behavior: BottomToolbarScreenLayout(barHeight: barHeight),
                  children: children.map { builder.build($0, stackAxis: nil) }, spacing: SpacingPreferences())
    }
}
