import Foundation
import Testing
@testable import MockupGuide

/// A Tuist workspace (`Projects/<Module>/Project.swift` beside `Projects/<Module>/Sources/`) is one
/// app of several modules: its code imports them, and each module's names are its own.
struct TuistProjectTests {
    @Test func aManifestNamesItsTargetsAndTheirSourcesFolders() throws {
        let raw = """
            import ProjectDescription
            let project = Project(name: "Shop", targets: [
                Target(name: "ShopApp", platform: .iOS, product: .app, bundleId: "com.shop", sources: ["App/Sources/**"],
                       dependencies: [.target(name: "ShopKit")]),
                .target(name: "ShopKit", destinations: .iOS, product: .framework, bundleId: "com.shop.kit",
                        sources: .glob("Kit/**/*.swift")),
                .target(name: "ShopKitTests", destinations: .iOS, product: .unitTests, bundleId: "com.shop.tests"),
                .target(name: "Widgets", destinations: .iOS, product: .appExtension, bundleId: "com.shop.widgets"),
            ])
            """
        let project = try #require(TuistProjectManifest(manifest: raw, folderName: "Shop"))
        #expect(project.targets == [.init(name: "ShopApp", sourcesFolder: "App/Sources"), .init(name: "ShopKit", sourcesFolder: "Kit"),
                                    .init(name: "Widgets", sourcesFolder: "Sources")],
                "a dependency on a target and a test target are no modules; a target without sources has Tuist's Sources/")
        // A helper of the workspace's own builds the targets: the project's name, else its folder's.
        let helper = "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.makeProject(name: \"Domain\", dependencies: [])"
        #expect(TuistProjectManifest(manifest: helper, folderName: "DomainFolder")?.targets == [.init(name: "Domain", sourcesFolder: "Sources")])
        let unnamed = "import ProjectDescription\nlet project = Project.makeProject(name: .appName, targetKinds: .app)"
        #expect(TuistProjectManifest(manifest: unnamed, folderName: "AppStore")?.targets.map(\.name) == ["AppStore"])
        let factory = "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.framework(name: \"Core\")"
        #expect(TuistProjectManifest(manifest: factory, folderName: "CoreFolder")?.targets.map(\.name) == ["Core"])
        // A helper that makes the target, and a project named after its targets.
        let helpers = """
            import ProjectDescription
            let kit = Target.makeTarget(name: "DesignKit", platform: .iOS, product: .staticFramework, dependencies: [.target(name: "Core")])
            let project = Project.makeProject(targets: [kit], name: "DesignSystem", packages: [])
            """
        #expect(TuistProjectManifest(manifest: helpers, folderName: "DesignSystem")?.targets == [.init(name: "DesignKit", sourcesFolder: "Sources")])
        let named = "import ProjectDescription\nlet project = Project.makeProject(targets: [], name: \"Kakao\")"
        #expect(TuistProjectManifest(manifest: named, folderName: "KakaoFolder")?.targets.map(\.name) == ["Kakao"])
        #expect(TuistProjectManifest(manifest: "import PackageDescription\nlet package = Package(name: \"Kit\")", folderName: "Kit") == nil)
        #expect(TuistProjectManifest.folder(ofGlob: "./Sources/**") == "Sources")
    }

    @Test func aWorkspacesModulesAreThoseOfTheProgram() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-tuist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = { (name: String) in "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.makeProject(name: \"\(name)\")" }
        let files = ["Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Projects/**\"])",
                     "Tuist/ProjectDescriptionHelpers/Project+Make.swift": "import ProjectDescription\nextension Project {}",
                     "Projects/App/Project.swift": manifest("App"),
                     "Projects/App/Sources/ShopApp.swift": "import SwiftUI\nimport Domain\nimport SearchFeature\nenum Constants { static let title = Item.name }",
                     "Projects/Domain/Project.swift": manifest("Domain"),
                     "Projects/Domain/Sources/Model/Item.swift": "public struct Item { public static let name = \"Item\" }",
                     "Projects/Feature/SearchFeature/Project.swift": manifest("SearchFeature"),
                     "Projects/Feature/SearchFeature/Sources/View/Search.swift": "import Domain\nenum Constants { static let hint = Item.name }",
                     "Projects/Feature/SearchFeature/Tests/SearchTests.swift": "import XCTest\n@testable import SearchFeature",
                     "Plugins/ShopPlugin/Plugin.swift": "import ProjectDescription\nlet plugin = Plugin(name: \"ShopPlugin\")",
                     "Plugins/ShopPlugin/Sources/tuist-lint/main.swift": "print(\"linting\")"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let input = try #require(try GuideInput.load(root.path).first)
        #expect(input.modules.names == ["App", "Domain", "SearchFeature"])
        #expect(input.modules.module(of: "Projects/Feature/SearchFeature/Sources/View/Search.swift") == "SearchFeature",
                "a folder inside a module's sources is not a module")
        let program = input.program(excluding: [])
        #expect(program.notes.contains { $0.hasPrefix("Projects/App/Sources/ShopApp.swift:2: import Domain left out (its sources are in this folder") })
        #expect(!program.source.contains("import SearchFeature"))
        #expect(!program.source.contains("linting") && !program.notes.contains { $0.contains("tuist-lint") },
                "a Tuist plugin's task executable generates the project; it is not app code")
        // Each module keeps its own `Constants`: the one no other module's file imports is renamed apart.
        let renamed = program.notes.filter { $0.contains("'Constants' renamed") }
        #expect(renamed.count == 1, "\(program.notes)")
        #expect(program.source.contains("enum Constants_SearchFeature") || program.source.contains("enum Constants_App"))
    }
}
