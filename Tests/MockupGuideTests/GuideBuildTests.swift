import Foundation
import Testing
@testable import MockupGuide

/// Compiling a guide against the prebuilt engine (the test build's own products), running it in its
/// own process, and caching: the slow path, so one test covers it end to end.
struct GuideBuildTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A guide whose `Boom` view shows `message`, computed by `messageBody`.
    static func guide(_ messageBody: String) -> String {
        """
        # Acme (iOS) — SwiftUI guide

        ```swift
        import SwiftUI
        struct Badge: View {
            let title: String // "NEW"
            var body: some View { Text(title).padding(8).background(Capsule().fill(Color.orange)) }
        }
        struct Boom: View {
            var message: String { \(messageBody) }
            var body: some View { Text(message) }
        }
        ```

        ```swift
        struct Broken: View { var body: some View { Text(undefinedThing) } }
        ```
        """
    }

    /// A component that crashes on the arguments Mockup chose for it says so, and which they were:
    /// the app never calls it that way.
    @Test(.timeLimit(.minutes(3)))
    func aCrashOnChosenArgumentsNamesThem() throws {
        try Self.renderThroughRunner("""
        import SwiftUI
        struct Choice: View {
            let options: [String]
            let selected: String
            var body: some View { Text(options[options.firstIndex(of: selected)!]) }
        }
        """, as: "Choice.swift") { report, _ in
            let choice = try #require(report.entries.first { $0.component == "choice" })
            #expect(choice.status == "failed" && choice.arguments["selected"] == "\"Selected\"")
            #expect(choice.message?.hasSuffix("it ran with the arguments Mockup chose (options: [\"Options 1\", \"Options 2\", \"Options 3\"], "
                                              + "selected: \"Selected\"): a #Preview that passes real ones renders it as meant") == true,
                    "\(choice.message ?? "")")
        }
    }

    /// A preview whose view traps while the preview is built (an app delegate force-cast) is that
    /// preview's failure: the components after it still render, and so does the same view's other preview.
    @Test(.timeLimit(.minutes(3)))
    func aPreviewThatTrapsWhileBuiltIsItsOwnFailure() throws {
        try Self.renderThroughRunner("""
        import SwiftUI
        struct Profile: View {
            let uid: String
            var body: some View { Text(uid) }
        }
        struct Profile_Previews: PreviewProvider {
            static var previews: some View { Profile(uid: (nil as String?)!) }
        }
        struct Settings: View {
            var body: some View { Text("Settings") }
        }
        struct Settings_Previews: PreviewProvider {
            static var previews: some View { Settings() }
        }
        """, as: "Views.swift") { report, _ in
            let preview = try #require(report.entries.first { $0.component == "profile-previews" })
            #expect(preview.status == "failed" && preview.message?.contains("Views.swift:7: Fatal error") == true, "\(preview.message ?? "")")
            let rendered: Set<String> = Set(report.entries.compactMap { entry in entry.status == "rendered" ? entry.component : nil })
            #expect(rendered == Set(["Profile", "Settings", "Settings_Previews"]), "\(rendered)")
        }
    }

    static func productsDirectory() throws -> URL {
        // The test bundle lives in .build/<triple>/debug; the engine library beside it.
        var folder = Bundle.main.bundleURL.resolvingSymlinksInPath()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("libMockupRuntime.so").path) {
            folder.deleteLastPathComponent()
        }
        let candidates = [folder, root.appendingPathComponent(".build/debug")]
        return try #require(candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("libMockupRuntime.so").path) },
                            "no libMockupRuntime.so next to the tests; build with 'swift build --build-tests'")
    }

    /// Saves `text` as `fileName` in a fresh work folder, compiles and renders it through the
    /// runner into the folder's `out/`, and hands the report and that folder to `check`; the work
    /// folder is removed afterwards.
    static func renderThroughRunner(_ text: String, as fileName: String,
                                    check: (GuideBatch.Report, URL) throws -> Void) throws {
        try renderThroughRunner(files: [fileName: text], loading: fileName, check: check)
    }

    /// Saves `files` (by path) in a fresh work folder, then renders the file or folder at `path`
    /// in it as `renderThroughRunner(_:as:check:)` does.
    static func renderThroughRunner(files: [String: String], loading path: String,
                                    check: (GuideBatch.Report, URL) throws -> Void) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-guide-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let engine = EngineBuild(productsDirectory: try productsDirectory(), sourcesDirectory: root.appendingPathComponent("Sources"))
        let compiler = GuideCompiler(engine: engine, cacheDirectory: work.appendingPathComponent("cache"))
        for (name, text) in files {
            let file = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let input = try #require(try GuideInput.load(work.appendingPathComponent(path).path).first)
        var run = GuideRun()
        run.fontsDirectory = root.appendingPathComponent("Fonts")
        let output = work.appendingPathComponent("out")
        let report = try #require(try GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1).first?.result.get())
        try check(report, output)
    }

    @Test(.timeLimit(.minutes(3)))
    func aGuideCompilesOnceRendersItsComponentsAndSurvivesACrash() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-guide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let engine = EngineBuild(productsDirectory: try Self.productsDirectory(), sourcesDirectory: Self.root.appendingPathComponent("Sources"))
        let compiler = GuideCompiler(engine: engine, cacheDirectory: work.appendingPathComponent("cache"))
        let file = work.appendingPathComponent("ios-acme-swiftui.md")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Self.guide("fatalError(\"boom\")").write(to: file, atomically: true, encoding: .utf8)

        let input = try #require(try GuideInput.load(file.path).first)
        #expect(input.slug == "acme")
        let compiled = try compiler.compile(input)
        #expect(!compiled.cached)
        // The block that does not compile is left out and reported at the guide's own line.
        #expect(compiled.failedBlocks.map(\.line) == [16])
        #expect(compiled.failedBlocks.first?.message.contains("undefinedThing") == true)

        var run = GuideRun()
        run.fontsDirectory = Self.root.appendingPathComponent("Fonts")
        let output = work.appendingPathComponent("out")
        let reports = GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1)
        let report = try #require(try reports.first?.result.get())
        #expect(report.compiled.cached, "the second compile of the same guide comes from the cache")
        // Badge rendered before Boom crashed: it is kept, not rendered again (`GuideRun`).
        #expect(report.entries.filter { $0.component == "Badge" }.count == 1)
        let badge = try #require(report.entries.first { $0.component == "Badge" })
        #expect(badge.status == "rendered" && badge.arguments == ["title": "\"NEW\""])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/badge.png").path))
        // Boom's fatalError() in its body ends its process; the component is reported and the others still render.
        let boom = try #require(report.entries.first { $0.component == "boom" })
        #expect(boom.status == "failed" && boom.message?.contains("crashed") == true)
        #expect(boom.message?.contains("ios-acme-swiftui.md:10: Fatal error: boom") == true, "the guide's line: \(boom.message ?? "")")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/index.json").path))

        // Rendering the unchanged guide again reuses the renders kept beside its runner.
        try FileManager.default.removeItem(at: output)
        let again = try #require(try GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1).first?.result.get())
        #expect(again.entries.map(\.component) == report.entries.map(\.component))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/badge.png").path))

        // An edited guide compiles again (only it); the old runner stays cached under its own key.
        try Self.guide("\"fine\"").write(to: file, atomically: true, encoding: .utf8)
        let edited = try compiler.compile(try #require(try GuideInput.load(file.path).first))
        #expect(!edited.cached)
    }

    /// Code every component runs that crashes each (a left-out shared font function) stops the guide
    /// after `maximumCrashes` components; what rendered is kept, the rest is one failure.
    @Test(.timeLimit(.minutes(3)))
    func afterTooManyCrashesTheRenderedComponentsAreKept() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-crashes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("ios-acme-swiftui.md")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try (Self.guide("fatalError(\"boom\")") + "\n\n```swift\nstruct Boom2: View { var body: some View { Text(Boom().message) } }\n```\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let engine = EngineBuild(productsDirectory: try Self.productsDirectory(), sourcesDirectory: Self.root.appendingPathComponent("Sources"))
        var run = GuideRun()
        run.fontsDirectory = Self.root.appendingPathComponent("Fonts")
        run.maximumCrashes = 1
        let output = work.appendingPathComponent("out")
        let input = try #require(try GuideInput.load(file.path).first)
        let compiler = GuideCompiler(engine: engine, cacheDirectory: work.appendingPathComponent("cache"))
        let report = try #require(try GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1).first?.result.get())
        #expect(report.entries.first { $0.component == "Badge" }?.status == "rendered")
        #expect(report.entries.first { $0.component == "boom" }?.status == "failed")
        let rest = try #require(report.entries.first { $0.component == "(not run)" })
        #expect(rest.message?.hasPrefix("the components after these were not run: 1 crashed (the last crashed (signal") == true, "\(rest.message ?? "")")
        #expect(!report.entries.contains { $0.component == "Boom2" }, "not run")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("acme/badge.png").path))
    }

    /// Default values are isolated as in Swift 6 mode (SE-0411): a `@MainActor` type's initializer
    /// may default to a `@MainActor` call, and a view's stored property made by one compiles.
    @Test(.timeLimit(.minutes(3)))
    func mainActorDefaultValuesCompileAsInSwift6Mode() throws {
        let code = """
        import SwiftUI

        @MainActor enum ThemeSetup { static func makeTheme() -> String { "Harbour" } }

        @MainActor struct Dependencies {
            let theme: String
            init(theme: String = ThemeSetup.makeTheme()) { self.theme = theme }
        }

        struct ThemeBadge: View {
            let dependencies = Dependencies()
            var body: some View { Text(dependencies.theme) }
        }
        """
        try Self.renderThroughRunner(code, as: "ThemeBadge.swift") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks)")
            #expect(report.entries.first { $0.component == "ThemeBadge" }?.status == "rendered")
        }
    }

    /// The runner hashes deterministically (`SWIFT_DETERMINISTIC_HASHING`), so a view that draws a
    /// set's or dictionary's elements draws them in the same order every run, as its PNG must be.
    @Test(.timeLimit(.minutes(3)))
    func setsIterateInTheSameOrderEveryRun() throws {
        let code = """
        import SwiftUI
        import Foundation

        struct Tags: View {
            let tags: Set<String> = ["alpha", "beta", "gamma", "delta"]
            var body: some View {
                if ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] != "1" { fatalError("hashing is seeded at random") }
                return Text(tags.sorted().joined(separator: " "))
            }
        }
        """
        try Self.renderThroughRunner(code, as: "Tags.swift") { report, _ in
            #expect(report.entries.first { $0.component == "Tags" }?.status == "rendered", "\(report.entries)")
        }
    }
}
