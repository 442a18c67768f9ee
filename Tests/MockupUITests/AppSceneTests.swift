import Foundation
import Testing
@testable import MockupUI

/// `App`, `Scene`, `WindowGroup` and `SceneBuilder`: an app renders as its first window's content.
@MainActor @Suite struct AppSceneTests {
    struct Home: View {
        @Environment(\.locale) var locale
        var body: some View { Text("Home \(locale.identifier)") }
    }

    struct AcmeApp: App {
        var showsSecond = true
        var body: some Scene {
            WindowGroup("Acme", id: "main") { Home() }
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .onChange(of: showsSecond) { _, _ in }
            if showsSecond {
                WindowGroup { Text("Second") }
            }
        }
    }

    /// A scene of the user's, built from a `WindowGroup` in its own body.
    struct MainScene: Scene {
        var body: some Scene { WindowGroup { Text("From a custom scene") } }
    }

    struct CustomSceneApp: App {
        var body: some Scene { MainScene() }
    }

    struct NoWindowApp: App {
        var body: some Scene { OptionalScene<WindowGroup<Text>>(scene: nil) }
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func anAppRendersTheContentOfItsFirstWindowWithTheSceneModifiers() {
        #expect(texts(resolveView(AppWindow(AcmeApp()))) == ["Home fr_FR"])
    }

    @Test func aCustomSceneGivesTheWindowOfItsBody() {
        #expect(texts(resolveView(AppWindow(CustomSceneApp()))) == ["From a custom scene"])
    }

    @Test func anAppWithoutAWindowSaysSo() {
        let node = resolveView(AppWindow(NoWindowApp()))
        #expect(node.primitive is UnsupportedNode)
    }
}
