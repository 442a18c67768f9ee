/// How a `ToolbarSpacer` sizes itself, as SwiftUI's `SpacerSizing` (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let name: String

    /// A spacer taking all the space the bar gives it.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A spacer of the system's fixed size.
    public static let fixed = SpacerSizing(name: "fixed")
}

/// A space between toolbar items, as SwiftUI's `ToolbarSpacer` (iOS 26), which also ends a group
/// of items sharing one glass background. In the bottom bar a flexible spacer takes the free space
/// and a fixed one leaves `SystemMetrics.toolbarFixedSpacerWidth`; the iOS 17/18 navigation bar
/// has no item groups to separate, so it leaves spacers out.
public struct ToolbarSpacer: CustomizableToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing; self.placement = placement
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(EmptyView()), spacer: sizing)] }
}
