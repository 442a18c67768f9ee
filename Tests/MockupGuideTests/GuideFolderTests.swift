import Foundation
import Testing
@testable import MockupGuide

/// An app's source folder, as Xcode lays it out, is one program: Swift files in subfolders count,
/// test targets, hidden folders and the package manifest do not.
struct GuideFolderTests {
    @Test func aFolderIsOneProgramOfItsSwiftFilesInSubfoldersToo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["Package.swift": "// manifest", "App.swift": "import SwiftUI", "View/Home.swift": "struct Home {}",
                     "View/Rows/Row.swift": "struct Row {}", "Model/Item.swift": "struct Item {}",
                     "AppTests/AppTests.swift": "import XCTest", "Tests iOS/Tests_iOS.swift": "import XCTest",
                     "TestsData/Fixtures.swift": "struct Fixtures {}", ".build/x.swift": "junk",
                     "Assets.xcassets/README.md": "", "notes.txt": "not Swift",
                     "macOS/Home.swift": "struct Home {}", "HabitsWatchApp/Home.swift": "struct Home {}",
                     "Habits WatchKit Extension/Ext.swift": "", "Watch/Session.swift": "struct Session {}",
                     "Watchlist/List.swift": "struct List {}", "README.md": "# Habits\n\nBuild with Xcode 16.\n"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try AppFolder.swiftFiles(in: root) == ["App.swift", "Model/Item.swift", "TestsData/Fixtures.swift", "View/Home.swift",
                                                       "View/Rows/Row.swift", "Watch/Session.swift", "Watchlist/List.swift"],
                "other platforms' targets are left out, not an iOS app's own Watch folder")
        let inputs = try GuideInput.load(root.path)
        #expect(inputs.count == 1, "a README without Swift code is not a guide")
        guard case .swiftFiles(let loaded) = try #require(inputs.first).content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App.swift", "Model/Item.swift", "TestsData/Fixtures.swift", "View/Home.swift", "View/Rows/Row.swift",
                                        "Watch/Session.swift", "Watchlist/List.swift"])
        #expect(loaded.first { $0.name == "View/Home.swift" }?.text == "struct Home {}")
    }

    /// A package folder is what its targets build (tds-designsystem keeps the script that generates
    /// its tokens beside `Sources`; its types clash with the package's): a target's `path:`, else
    /// `Sources/<name>` (a binary target's path is its own, tarka-ui-kit's `FluentIcons.xcframework`);
    /// a local package's own files stay, and so does a demo app beside the targets.
    @Test func aPackagesFolderIsWhatItsTargetsBuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "Kit", dependencies: ["Tokens"], resources: [.process("Resources")]),
                .binaryTarget(name: "Icons", path: "Icons.xcframework"),
                .target(name: "Tokens", path: "./Generated/Tokens/"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ])
            """
        let files = ["Package.swift": manifest, "Sources/Kit/Button.swift": "struct Button {}",
                     "Generated/Tokens/Colors.swift": "enum Colors {}", "convertion-script/Appearance.swift": "enum Colors {}",
                     "Packages/Local/Package.swift": "import PackageDescription", "Packages/Local/Sources/Local/Local.swift": "struct Local {}",
                     "CatalogDemo/Sources/DemoApp.swift": "@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"Kit\") } } }",
                     "CatalogDemo/Sources/Rows/Row.swift": "import Tokens\nstruct Row {}"]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let input = try #require(try GuideInput.load(root.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["CatalogDemo/Sources/DemoApp.swift", "CatalogDemo/Sources/Rows/Row.swift", "Generated/Tokens/Colors.swift",
                                        "Packages/Local/Sources/Local/Local.swift", "Sources/Kit/Button.swift"])
        #expect(input.unbuiltFilesNote == "1 Swift file is left out: no target of Package.swift builds it for iPhone (convertion-script/Appearance.swift)")
        // Its targets are the modules its demo imports, whatever their folders.
        #expect(input.modules.names == ["Kit", "Tokens"])
        #expect(input.program(excluding: [], missingModules: ["Tokens"]).notes.contains {
            $0.hasPrefix("CatalogDemo/Sources/Rows/Row.swift:1: import Tokens left out (its sources are in this folder")
        })
        #expect(SwiftPackageManifest(manifest: "// manifest") == nil, "a manifest without targets decides nothing")
    }
}
