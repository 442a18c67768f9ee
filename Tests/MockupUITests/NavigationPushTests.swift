import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// A navigation stack whose state pushes screens before it appears shows the top one, as iOS does:
/// path values through `navigationDestination(for:)`, `navigationDestination(isPresented:)` and
/// `(item:)`, and the deprecated active `NavigationLink`s; the back button takes the title of the
/// screen below, an `.automatic` title that screen's mode.
@MainActor @Suite(.serialized) struct NavigationPushTests {
    /// The 44 pt bar row under the iPhone 16's 59 pt status bar.
    private let barRow = 59.0..<103.0

    private func render<V: View>(_ view: @escaping () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared(), view)
    }

    /// An inbox whose rows push message numbers.
    private func inbox(path: [Int]) -> some View {
        NavigationStack(path: .constant(path)) {
            Text("Inbox list")
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { number in
                    Text("Message body \(number)").navigationTitle("Message \(number)")
                }
        }
    }

    private func backButton(in tree: LayoutTree) throws -> LayoutTree.Node {
        let chevron = try #require(tree.all(.symbol, "chevron.backward").first)
        #expect(barRow.contains(chevron.frame.midY) && abs(chevron.frame.minX - 8) < 1.5)
        return try #require(tree.nodes.first {
            $0.kind == .text && barRow.contains($0.frame.midY) && $0.frame.minX > chevron.frame.maxX
                && $0.frame.minX - chevron.frame.maxX < 10
        })
    }

    @Test func anEmptyPathShowsTheRoot() throws {
        let tree = try render { inbox(path: []) }.layout.tree
        #expect(tree.all(.text, "Inbox list").count == 1 && tree.all(.text, "Inbox").count == 1)
        #expect(tree.all(.symbol, "chevron.backward").isEmpty)
    }

    @Test func aTypedPathShowsItsLastValuesDestinationWithTheScreenBelowAsBackTitle() throws {
        let rendered = try render { inbox(path: [1, 2]) }
        let tree = rendered.layout.tree
        #expect(tree.all(.text, "Message body 2").count == 1)
        #expect(tree.all(.text, "Message body 1").isEmpty && tree.all(.text, "Inbox list").isEmpty)
        #expect(try backButton(in: tree).detail == "Message 1")
        // `.automatic` inherits the large title of the screens below: the 52 pt row under the bar.
        let title = try #require(tree.all(.text, "Message 2").first)
        #expect(title.frame.minY >= barRow.upperBound && title.frame.maxY <= barRow.upperBound + 52)
        #expect(abs(title.frame.minX - 16) < 1)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }

    @Test func aTypeErasedPathFindsEachValuesDestinationByType() throws {
        var path = NavigationPath()
        path.append("Settings")
        path.append(7)
        let tree = try render {
            NavigationStack(path: .constant(path)) {
                Text("Home")
                    .navigationDestination(for: String.self) { name in
                        Text("Page \(name)").navigationTitle(name).navigationBarTitleDisplayMode(.inline)
                    }
                    .navigationDestination(for: Int.self) { Text("Item \($0)") }
            }
        }.layout.tree
        #expect(tree.all(.text, "Item 7").count == 1)
        #expect(try backButton(in: tree).detail == "Settings")
    }

    @Test func anInlineScreenBelowMakesAnAutomaticTitleInlineAndAnUntitledOneGivesBack() throws {
        let inline = try render {
            NavigationStack(path: .constant([1])) {
                Text("Root").navigationTitle("Root").navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: Int.self) { _ in Text("Detail").navigationTitle("Detail") }
            }
        }.layout.tree
        let title = try #require(inline.all(.text, "Detail").first { barRow.contains($0.frame.midY) })
        #expect(abs(title.frame.midX - 393.0 / 2) < 0.5)
        // An untitled root is inline ("automatic" root content without a title), and so is what it pushes.
        let untitled = try render {
            NavigationStack(path: .constant([1])) {
                Text("Root").navigationDestination(for: Int.self) { _ in Text("Detail").navigationTitle("Detail") }
            }
        }.layout.tree
        #expect(try backButton(in: untitled).detail == "Back")
        #expect(untitled.all(.text, "Detail").contains { barRow.contains($0.frame.midY) && abs($0.frame.midX - 393.0 / 2) < 0.5 })
    }

    @Test func presentedDestinationsAndActiveLinksArePushed() throws {
        let presented = try render {
            NavigationStack {
                Text("Calendar").navigationTitle("Calendar")
                    .navigationDestination(isPresented: .constant(true)) { Text("Day events") }
            }
        }
        #expect(presented.layout.tree.all(.text, "Day events").count == 1)
        #expect(try backButton(in: presented.layout.tree).detail == "Calendar")
        #expect(presented.warnings.isEmpty, "\(presented.warnings)")

        let item = try render {
            NavigationStack {
                Text("Friends").navigationDestination(item: .constant(Optional("Ana"))) { Text("Profile of \($0)") }
            }
        }.layout.tree
        #expect(item.all(.text, "Profile of Ana").count == 1)

        let link = try render {
            NavigationView {
                List {
                    NavigationLink("Open", destination: Text("Opened"), isActive: .constant(true))
                    NavigationLink("Other", destination: Text("Not opened"), tag: 2, selection: .constant(Optional(1)))
                }
                .navigationTitle("Links")
            }
        }.layout.tree
        #expect(link.all(.text, "Opened").count == 1 && link.all(.text, "Not opened").isEmpty)
        #expect(try backButton(in: link).detail == "Links")
    }

    @Test func aCollapsedSplitViewPushesItsPreferredColumnOverTheColumnsBefore() throws {
        let rendered = try render {
            NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
                Text("Folder list").navigationTitle("Folders")
            } content: {
                Text("Note list").navigationTitle("Notes")
            } detail: {
                Text("Note text")
            }
        }
        let tree = rendered.layout.tree
        #expect(tree.all(.text, "Note text").count == 1 && tree.all(.text, "Note list").isEmpty)
        #expect(try backButton(in: tree).detail == "Notes")
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        let content = try render {
            NavigationSplitView(preferredCompactColumn: .constant(.content)) {
                Text("Folder list").navigationTitle("Folders")
            } content: {
                Text("Note list").navigationTitle("Notes")
            } detail: {
                Text("Note text")
            }
        }.layout.tree
        #expect(content.all(.text, "Note list").count == 1 && content.all(.text, "Folder list").isEmpty)
        #expect(try backButton(in: content).detail == "Folders")
    }

    @Test func aPathValueWithoutDestinationShowsTheScreenBelowWithANote() throws {
        let rendered = try render {
            NavigationStack(path: .constant(["unregistered"])) {
                Text("Root").navigationDestination(for: Int.self) { _ in Text("Detail") }
            }
        }
        #expect(rendered.layout.tree.all(.text, "Root").count == 1)
        #expect(rendered.warnings.contains {
            $0.contains("navigation path value of type String with no navigationDestination(for:)")
                && $0.contains("the screen below it is shown")
        }, "\(rendered.warnings)")
    }

    @Test func aDestinationOutsideAStackPushesNothing() throws {
        let rendered = try render {
            Text("Alone").navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
        }
        #expect(rendered.layout.tree.all(.text, "Pushed").isEmpty)
        #expect(rendered.warnings == ["unsupported: navigationDestination(isPresented:) outside a navigation stack (nothing is pushed)"])
    }

    @Test func aScreenThatPushesItselfStopsAtTheLimit() throws {
        let rendered = try render { NavigationStack { SelfPushing(level: 0) } }
        let shown = NavigationContainer.maximumPushes
        #expect(rendered.layout.tree.all(.text, "Level \(shown)").count == 1)
        #expect(rendered.warnings.contains { $0.contains("more than \(shown) screens pushed") }, "\(rendered.warnings)")
    }

    @Test func onlyTheTopScreenAsksTheTabBar() throws {
        let tree = try render {
            TabView {
                NavigationStack(path: .constant([1])) {
                    Text("Root").toolbar(.hidden, for: .tabBar)
                        .navigationDestination(for: Int.self) { _ in Text("Detail") }
                }
                .tabItem { Label("Home", systemImage: "house") }
            }
        }.layout.tree
        #expect(tree.all(.text, "Detail").count == 1)
        // The covered root hid the bar; the detail on top did not, so the bar shows.
        #expect(tree.all(.text, "Home").count == 1)
    }
}

/// A screen whose destination is itself, one level deeper.
private struct SelfPushing: View {
    let level: Int
    var body: some View {
        Text("Level \(level)").navigationDestination(isPresented: .constant(true)) { SelfPushing(level: level + 1) }
    }
}
