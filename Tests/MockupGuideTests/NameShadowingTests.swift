import Testing
@testable import MockupGuide

/// Renaming a top-level name leaves the uses a nested declaration of the same name hides: QuickBlox's
/// UI kit declares `public var settings` at top level, as another of its targets does, and most of
/// its views have a `settings` member or parameter of their own.
struct NameShadowingTests {
    static let kit = """
    public var settings: ScreenSettings = ScreenSettings()
    let width = settings.width + GuideRunner.settings.width

    struct Bar: View {
        let settings: BarSettings
        init(settings: BarSettings) { self.settings = settings }
        var body: some View { Text(settings.title).frame(width: GuideRunner.settings.width) }
    }

    func header(title: String,
                for settings: HeaderSettings) -> some View {
        Text(title).padding(settings.padding)
    }

    func footer(settings label: String) -> Text { Text(label + settings.title) }

    struct List: View {
        var body: some View {
            ForEach(items) { settings in Text(settings.name) }
            Button("Reset") { let settings = Defaults(); settings.apply() }
            Text(settings.title)
        }
    }
    """

    @Test func usesANestedDeclarationHidesAreNotRenamed() {
        let renamed = FilePrivateNames.renaming("settings", to: "settings_Kit", in: Self.kit)
        #expect(renamed == """
        public var settings_Kit: ScreenSettings = ScreenSettings()
        let width = settings_Kit.width + GuideRunner.settings_Kit.width

        struct Bar: View {
            let settings: BarSettings
            init(settings: BarSettings) { self.settings = settings }
            var body: some View { Text(settings.title).frame(width: GuideRunner.settings_Kit.width) }
        }

        func header(title: String,
                    for settings: HeaderSettings) -> some View {
            Text(title).padding(settings.padding)
        }

        func footer(settings label: String) -> Text { Text(label + settings_Kit.title) }

        struct List: View {
            var body: some View {
                ForEach(items) { settings in Text(settings.name) }
                Button("Reset") { let settings = Defaults(); settings.apply() }
                Text(settings_Kit.title)
            }
        }
        """)
    }

    @Test func aCallsArgumentLabelHidesNothing() {
        let text = "let settings = 1\nfunc f() { configure.init(settings: settings); Bar(settings:\n settings) }"
        #expect(FilePrivateNames.renaming("settings", to: "s2", in: text)
                == "let s2 = 1\nfunc f() { configure.init(settings: s2); Bar(settings:\n s2) }")
    }

    /// crontab's ChatList file keeps a `private struct Item` for its preview beside a list generic over
    /// its own `Item`: renaming the struct apart leaves the generic parameter and its uses alone.
    @Test func aGenericParameterHidesTheNameInItsDeclaration() {
        let text = """
            struct ChatList<Content: View, Item: ChatListItem>: View where Item.ID: Hashable {
                let items: [Item]
                var body: some View { Text("\\(items.count)") }
            }
            private struct Item: ChatListItem { let id = "a" }
            let sample = ChatList<Text, Item>(items: [Item()])
            """
        #expect(FilePrivateNames.renaming("Item", to: "Item_ChatList", in: text) == """
            struct ChatList<Content: View, Item: ChatListItem>: View where Item.ID: Hashable {
                let items: [Item]
                var body: some View { Text("\\(items.count)") }
            }
            private struct Item_ChatList: ChatListItem { let id = "a" }
            let sample = ChatList<Text, Item_ChatList>(items: [Item_ChatList()])
            """)
    }
}
