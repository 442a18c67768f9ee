// `Group` holds content other than views, as SwiftUI's does (its documented conformances):
// toolbar items (`var trailingItems: some ToolbarContent { Group { if … { ToolbarItem … } } }`),
// scenes and commands. Tabs are in TabContent.swift. The initializers are disfavoured so a group
// of views, by far the most common, type-checks as quickly as before.

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Content without a body (a group) is read through its entries.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content: its body is never evaluated") }
}

extension Group: ToolbarContent where Content: ToolbarContent {}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
    var entries: [ToolbarEntry] { content.toolbarEntries }
}

extension Group where Content: ToolbarContent {
    /// A group of toolbar items; each keeps its own placement.
    @_disfavoredOverload
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
}

extension Group: Scene where Content: Scene {}

extension Group: PrimitiveScene where Content: Scene {
    var windowContent: AnyView? { firstWindowContent(of: content) }
}

extension Group where Content: Scene {
    /// A group of scenes, as an app's `body` may list them.
    @_disfavoredOverload
    public init(@SceneBuilder content: () -> Content) { self.content = content() }
}

extension Group: Commands where Content: Commands {}

extension Group where Content: Commands {
    /// A group of command sets (commands change nothing in a still).
    @_disfavoredOverload
    public init(@CommandsBuilder content: () -> Content) { self.content = content() }
}
