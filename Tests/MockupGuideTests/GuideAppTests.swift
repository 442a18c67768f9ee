import Foundation
import Testing
@testable import MockupGuide

/// A guide's `@main struct FooApp: App`: the attribute is removed (the runner has its own entry
/// point) and the app is a component rendered as its first window.
struct GuideAppTests {
    static let guide = """
    # Acme (iOS) — SwiftUI guide

    ```swift
    import SwiftUI
    import PhotosUI
    @main
    struct AcmeApp: App {
        var body: some Scene {
            WindowGroup { ContentView() }
        }
    }
    struct ContentView: View {
        @Environment(\\.horizontalSizeClass) var sizeClass
        @Environment(\\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("@main stays in strings").padding()
                MapPreview().frame(height: 120)
                PhotosPicker(selection: .constant(nil), matching: .images) { Text("Pick") }
            }
        }
    }
    struct Backdrop: View {
        var body: some View { LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom).ignoresSafeArea() }
    }
    struct Shell: View {
        var body: some View {
            VStack {
                Text("Shell"); InboxListView()
                InboxListView(folder: "Archive", unread: 3)
                InboxListView(folder: "Sent") { Text("Nothing sent") }
            }
        }
    }
    final class RouteMapView: UITableView {}
    struct MapPreview: UIViewRepresentable {
        func makeUIView(context: Context) -> RouteMapView { RouteMapView(frame: .zero, style: .plain) }
        func updateUIView(_ uiView: RouteMapView, context: Context) {}
    }
    ```
    """

    @Test func mainIsBlankedInPlaceOutsideStringsAndComments() {
        let rewritten = MainAttribute.rewrite("@main struct A: App {}\n@MainActor final class B {}\n// @main\nlet s = \"@main\"\n@UIApplicationMain class D {}")
        #expect(rewritten.changed)
        #expect(rewritten.text == "      struct A: App {}\n@MainActor final class B {}\n// @main\nlet s = \"@main\"\n                   class D {}")
        #expect(!MainAttribute.rewrite("@MainActor struct A {}").changed)
    }

    @Test func theAppIsAComponentRenderedAsItsFirstWindow() throws {
        let program = GuideProgram(document: GuideDocument(markdown: Self.guide), file: "acme.md")
        #expect(!program.source.contains("@main\n"))
        #expect(program.source.contains("\"@main stays in strings\""))
        #expect(program.notes == ["acme.md:4: @main removed; the app is rendered as its first window"])
        let plan = ComponentPlan(program: program, types: TypeDeclaration.all(in: program.source))
        #expect(plan.components.map(\.name) == ["AcmeApp", "ContentView", "Backdrop", "Shell"])
        #expect(plan.components.first?.source == .app)
        let calls = RunnerSource(program: program, plan: plan, stubs: [], dropped: [:]).components.text
        #expect(calls.contains("r.render(\"AcmeApp\", line: 7, screen: true) { AppWindow(AcmeApp()) }"))
        #expect(!calls.contains("forceScheme"), "the guide fixes no scheme")
        let dark = GuideProgram(document: GuideDocument(markdown: Self.guide.replacingOccurrences(
            of: "WindowGroup { ContentView() }", with: "WindowGroup { ContentView().preferredColorScheme(.dark) }")), file: "acme.md")
        let darkCalls = RunnerSource(program: dark, plan: ComponentPlan(program: dark, types: TypeDeclaration.all(in: dark.source)),
                                     stubs: [], dropped: [:]).components.text
        #expect(darkCalls.contains("    r.forceScheme(.dark)\n"))
    }

    @Test(.timeLimit(.minutes(3)))
    func anAppGuideCompilesAndRendersItsWindowThroughTheRunner() throws {
        try GuideBuildTests.renderThroughRunner(Self.guide, as: "ios-acme-swiftui.md") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            let app = try #require(report.entries.first { $0.component == "AcmeApp" })
            #expect(app.status == "rendered", "\(app.message ?? "")")
            // An app's window is a screen however short its content.
            #expect(app.fullScreen)
            // The code's subclass of a UIKit class Mockup cannot draw (a table view) is a placeholder.
            #expect(app.warnings.contains("UIViewRepresentable MapPreview: the UIKit view is not drawn; a placeholder stands in"))
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/acme-app.png").path))
            // A background that runs under the status bar and home indicator makes a screen.
            #expect(report.entries.first { $0.component == "Backdrop" }?.fullScreen == true)
            // A view the guide uses but never defines is a named placeholder, with a warning.
            // Its stub takes every list of arguments the guide passes it (`StubInitializers`).
            #expect(report.compiled.stubs == ["InboxListView"])
            let shell = try #require(report.entries.first { $0.component == "Shell" })
            #expect(!shell.fullScreen)
            #expect(shell.warnings == ["InboxListView is used but not defined in the guide; a placeholder stands in (add its code to draw it)"])
        }
    }
}

/// A preview whose body declares a type (pre-`@Previewable` state in a `PreviewWrapper`) compiles
/// and renders: Swift 6.3 crashed on it in closure form (`PreviewRewriter`).
@Suite struct PreviewWrapperTests {
    static let guide = """
    # Wrapped

    ```swift
    import SwiftUI

    #Preview("Wrapped") {
        struct PreviewWrapper: View {
            @State private var isOn = true
            var body: some View {
                Toggle("Wrapped", isOn: $isOn).overlay { Text(Self.caption) }
            }
            static var caption: String { "State in a wrapper" }
        }
        return PreviewWrapper()
    }
    ```
    """

    @Test(.timeLimit(.minutes(3)))
    func aPreviewDeclaringATypeRenders() throws {
        try GuideBuildTests.renderThroughRunner(Self.guide, as: "ios-wrapped-swiftui.md") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            #expect(report.entries.first { $0.component == "Wrapped" }?.status == "rendered")
        }
    }
}

/// The initializers a stubbed screen is given: one per distinct list of argument labels at its calls.
@Suite struct StubInitializerTests {
    @Test func eachDistinctLabelListGetsAGenericInitializer() {
        let source = """
        ProfileView(user: me)
        ProfileView(user: other)
        DetailView(item: $0) { Text("x") }
        DetailView("Title", count: 2)
        EmptyStateView()
        Text("ProfileView(user:) in a string is no call")
        """
        let declarations = StubInitializers.declarations(for: ["ProfileView", "DetailView", "EmptyStateView"], in: source)
        #expect(declarations["ProfileView"] == ["init<A0>(user a0: A0) {}"])
        #expect(declarations["DetailView"] == ["init<A0, A1: View>(item a0: A0, @ViewBuilder _ a1: () -> A1) {}",
                                               "init<A0, A1>(_ a0: A0, count a1: A1) {}"])
        #expect(declarations["EmptyStateView"] == nil, "a call without arguments needs only init()")
    }
}
