import Foundation
import Testing
@testable import MockupGuide

/// A folder with an Xcode project is the app its project builds: Swift files, catalogs and string
/// tables no target (test bundles aside) builds or copies are left out, as Xcode leaves them out.
struct XcodeProjectMembershipTests {
    /// A project as Xcode 15 writes it: groups with paths, an app target's Sources and Resources
    /// phases (a localized string table through its variant group), and a test target.
    static let groupedProject = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                B2 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                B3 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F3; };
                B4 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
                B5 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppTests.swift; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F4, ); name = Localizable.strings; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G3, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, G2, F3, V1, ); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, ); path = Views; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (F5, ); path = AppTests; sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
                R1 = {isa = PBXResourcesBuildPhase; files = (B3, B4, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B5, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                P1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
            };
            rootObject = P1;
        }
        """

    /// A project as Xcode 16 writes it: the app's folder kept in sync with the app target, less one
    /// file its exception set takes out; a widget target adds one file of the app's folder.
    static let synchronizedProject = """
        {
            objects = {
                X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old/Legacy.swift, ); target = T1; };
                X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Model.swift, ); target = T2; };
                Y1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2, ); path = App; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (Y1, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (Y1, ); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
                P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
            };
            rootObject = P1;
        }
        """

    @Test func filesNoTargetBuildsAreLeftOutWithANote() throws {
        let app = try AppFolderFixture([
            "App.xcodeproj/project.pbxproj": Self.groupedProject,
            "App/App.swift": "import SwiftUI", "App/Views/Home.swift": "struct Home {}",
            "App/Views/OldHome.swift": "struct Home {}",  // a stale copy the project no longer builds
            "App/Assets.xcassets/Contents.json": "{}", "App/Old.xcassets/Contents.json": "{}",
            "App/en.lproj/Localizable.strings": "", "App/de.lproj/Localizable.strings": "",
            "Debug/DebugApp.swift": "struct DebugApp {}",
            "Packages/Kit/Package.swift": "import PackageDescription", "Packages/Kit/Sources/Kit/Kit.swift": "struct Kit {}",
        ])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "App/Views/Home.swift", "Packages/Kit/Sources/Kit/Kit.swift"],
                "a local package's files are its own, not the project's")
        #expect(input.unbuiltFilesNote == "2 Swift files are left out: no target of App.xcodeproj builds them "
                + "for iPhone (App/Views/OldHome.swift, Debug/DebugApp.swift)")
        #expect(input.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(input.stringTables.map { $0.deletingLastPathComponent().lastPathComponent } == ["en.lproj"])
    }

    @Test func synchronizedFoldersBuildTheirFilesButTheExceptions() throws {
        let app = try AppFolderFixture([
            "App.xcodeproj/project.pbxproj": Self.synchronizedProject,
            "App/App.swift": "import SwiftUI", "App/Old/Legacy.swift": "struct Legacy {}", "App/Shared/Model.swift": "struct Model {}",
            "Scratch/Try.swift": "struct Try {}",
        ])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "App/Shared/Model.swift"])
        #expect(input.unbuiltFilesNote == "2 Swift files are left out: no target of App.xcodeproj builds them for iPhone (App/Old/Legacy.swift, Scratch/Try.swift)")
    }

    /// Two projects side by side (an app's and its App Clip's): a file either builds is the app's.
    @Test func projectsSideBySideEachBuildTheirFiles() throws {
        let clip = """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Debug/DebugApp.swift; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Clip; productType = "com.apple.product-type.application.on-demand-install-capable"; };
                P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
              }; rootObject = P1; }
            """
        let app = try AppFolderFixture(["App.xcodeproj/project.pbxproj": Self.groupedProject, "Clip.xcodeproj/project.pbxproj": clip,
                               "App/App.swift": "import SwiftUI", "App/Views/Home.swift": "struct Home {}",
                               "Debug/DebugApp.swift": "struct DebugApp {}", "Old/Old.swift": "struct Old {}"])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "App/Views/Home.swift", "Debug/DebugApp.swift"])
        #expect(input.unbuiltFilesNote == "1 Swift file is left out: no target of App.xcodeproj builds it for iPhone (Old/Old.swift)")
    }

    /// A multiplatform project: the watch target's files are another device's app; a multiplatform
    /// target (`SDKROOT = auto`) that supports iPhone builds for it; the project's SDK is the default.
    @Test func onlyTargetsThatBuildForIPhoneCount() throws {
        let project = """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; path = Shared/App.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Watch/Complication.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Universal/Card.swift; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Mac/Menu.swift; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
                S3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
                S4 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
                C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
                L4 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S2, ); name = Watch; productType = "com.apple.product-type.application"; };
                T3 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S3, ); name = Universal; productType = "com.apple.product-type.framework"; };
                T4 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S4, ); name = Mac; productType = "com.apple.product-type.application"; };
                P1 = {isa = PBXProject; buildConfigurationList = L4; mainGroup = G0; targets = (T1, T2, T3, T4, ); };
              }; rootObject = P1; }
            """
        let app = try AppFolderFixture(["Kit.xcodeproj/project.pbxproj": project, "Shared/App.swift": "import SwiftUI",
                                        "Watch/Complication.swift": "struct Complication {}", "Universal/Card.swift": "struct Card {}",
                                        "Mac/Menu.swift": "struct Menu {}"])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["Shared/App.swift", "Universal/Card.swift"])
        #expect(input.unbuiltFilesNote == "2 Swift files are left out: no target of Kit.xcodeproj builds them for iPhone (Mac/Menu.swift, Watch/Complication.swift)")
    }

    /// WeChat-SwiftUI's layout: the app's project folder holds the Mac command-line tool that
    /// generates its string table, in a project of its own; the tool declares the table's type too.
    @Test func aMacToolsProjectInsideTheAppsBuildsNothingForIt() throws {
        let tool = """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, ); path = Tool; sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Tool; productType = "com.apple.product-type.tool"; };
                P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, ); };
              }; rootObject = P1; }
            """
        let app = try AppFolderFixture(["App.xcodeproj/project.pbxproj": Self.groupedProject, "App/App.swift": "import SwiftUI",
                                        "App/Views/Home.swift": "struct Home {}",
                                        "bin/StringsTool/StringsTool.xcodeproj/project.pbxproj": tool,
                                        "bin/StringsTool/Tool/main.swift": "enum Strings {}"])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "App/Views/Home.swift"])
        #expect(input.unbuiltFilesNote == "1 Swift file is left out: no target of StringsTool.xcodeproj builds it for iPhone (bin/StringsTool/Tool/main.swift)")

        // On its own, the tool's folder is drawn from what it has.
        let alone = try #require(try GuideInput.load(app.url.appendingPathComponent("bin/StringsTool").path).first)
        guard case .swiftFiles(let toolFiles) = alone.content else { Issue.record("not Swift files"); return }
        #expect(toolFiles.map(\.name) == ["Tool/main.swift"])
    }

    /// YoutubeMusicClone's layout: a SwiftUI app and its UIKit twin declare the same types over a
    /// shared folder, and a staging flavour builds the SwiftUI app's files again.
    static let twoAppsProject = """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                B5 = {isa = PBXBuildFile; fileRef = F1; };
                B6 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = SwiftUIApp/Player.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = UIKitApp/Player.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Shared/Song.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2, B4, ); };
                S3 = {isa = PBXSourcesBuildPhase; files = (B5, B6, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = MusicSwiftUI; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); name = MusicUIKit; productType = "com.apple.product-type.application"; };
                T3 = {isa = PBXNativeTarget; buildPhases = (S3, ); name = MusicStaging; productType = "com.apple.product-type.application"; };
                P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, ); };
            };
            rootObject = P1;
        }
        """

    @Test func aProjectWithSeveralAppsRendersEachOnItsOwn() throws {
        let app = try AppFolderFixture([
            "Music.xcodeproj/project.pbxproj": Self.twoAppsProject,
            "SwiftUIApp/Player.swift": "struct Player {}", "UIKitApp/Player.swift": "final class Player {}",
            "Shared/Song.swift": "struct Song {}", "Old/Unused.swift": "struct Unused {}",
        ])
        defer { app.remove() }
        let inputs = try GuideInput.load(app.url.path)
        #expect(inputs.map(\.slug) == ["musicswiftui", "musicuikit"], "the staging flavour builds the same files")
        let files = inputs.map { input -> [String] in
            guard case .swiftFiles(let files) = input.content else { return [] }
            return files.map(\.name)
        }
        #expect(files == [["Shared/Song.swift", "SwiftUIApp/Player.swift"], ["Shared/Song.swift", "UIKitApp/Player.swift"]])
        #expect(inputs.allSatisfy { $0.unbuiltFilesNote?.hasSuffix("(Old/Unused.swift)") == true },
                "only what no app builds is noted: \(inputs.map(\.unbuiltFilesNote))")
    }

    /// syclonefx's SwiftUI-Components: sample apps side by side, each an Xcode project in a folder of
    /// its own with its own `ContentView`. Xcode builds each apart; so does a render. A file beside
    /// them that no project builds (a Packt cookbook's playground page among its 119 recipe apps) is
    /// left out with a note; one a project builds from outside its folder is shared code, so then they
    /// are one program.
    @Test func projectsSideBySideRenderEachOnItsOwn() throws {
        let samples = try AppFolderFixture([
            "Avatars/AvatarIcon/App.xcodeproj/project.pbxproj": Self.groupedProject,
            "Avatars/AvatarIcon/App/App.swift": "struct ContentView {}", "Avatars/AvatarIcon/App/Views/Home.swift": "struct Avatar {}",
            "Grids/Bento/App.xcodeproj/project.pbxproj": Self.groupedProject,
            "Grids/Bento/App/App.swift": "struct ContentView {}", "Grids/Bento/App/Views/Home.swift": "struct Tile {}",
            "Grids/Bento/Local/Kit.xcodeproj/project.pbxproj": Self.groupedProject,
        ])
        defer { samples.remove() }
        let inputs = try GuideInput.load(samples.url.path)
        #expect(inputs.map(\.slug) == ["avataricon", "bento"], "a project inside another's folder is part of it")
        #expect(inputs.map(\.path) == [samples.url.path + "/Avatars/AvatarIcon", samples.url.path + "/Grids/Bento"])
        let files = inputs.map { input -> [String] in
            guard case .swiftFiles(let files) = input.content else { return [] }
            return files.map(\.name)
        }
        #expect(files == [["App/App.swift", "App/Views/Home.swift"], ["App/App.swift", "App/Views/Home.swift"]])
        try "struct Shared {}".write(to: samples.url.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        let besides = try GuideInput.load(samples.url.path)
        #expect(besides.map(\.slug) == ["avataricon", "bento"])
        #expect(besides.first?.unbuiltFilesNote == "1 Swift file is left out: no target of the folder's Xcode projects builds it for iPhone (Shared.swift)")
        let sharing = Self.groupedProject
            .replacingOccurrences(of: "B1 /* App.swift in Sources */", with: "B6 = {isa = PBXBuildFile; fileRef = F6; };\n                B1 /* App.swift in Sources */")
            .replacingOccurrences(of: "F1 = {", with: "F6 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../../Shared.swift; sourceTree = \"<group>\"; };\n                F1 = {")
            .replacingOccurrences(of: "children = (G1, G3, )", with: "children = (G1, G3, F6, )")
            .replacingOccurrences(of: "files = (B1, B2, )", with: "files = (B1, B2, B6, )")
        try sharing.write(to: samples.url.appendingPathComponent("Avatars/AvatarIcon/App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(try GuideInput.load(samples.url.path).count == 1, "a file a project builds from beside the projects joins them into one program")
    }

    /// luckycontrol's tutorials: four apps with their Xcode projects beside fifteen whose projects
    /// were not committed (Apple's Landmarks chapters). An app folder without a project renders on
    /// its own as well; a file in no app folder is still left out and noted.
    @Test func anAppFolderWithoutItsProjectBesideProjectsRendersOnItsOwn() throws {
        let app = "import SwiftUI\n@main\nstruct SampleApp: App { var body: some Scene { WindowGroup { ContentView() } } }"
        let samples = try AppFolderFixture([
            "Bento/App.xcodeproj/project.pbxproj": Self.groupedProject,
            "Bento/App/App.swift": "struct ContentView {}", "Bento/App/Views/Home.swift": "struct Tile {}",
            "Landmarks/Complete/LandmarksApp.swift": app, "Landmarks/Complete/ContentView.swift": "struct ContentView {}",
            "Notes/NotesApp.swift": app, "Notes/ContentView.swift": "struct ContentView {}",
            // Xcode 11's template: a UIKit app delegate and a scene delegate hosting the SwiftUI view.
            "Legacy/Legacy/AppDelegate.swift": "import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}",
            "Scratch/Old.swift": "struct Old {}",
        ])
        defer { samples.remove() }
        let inputs = try GuideInput.load(samples.url.path)
        #expect(inputs.map(\.slug) == ["bento", "landmarks", "legacy", "notes"])
        let files = inputs.map { input -> [String] in
            guard case .swiftFiles(let files) = input.content else { return [] }
            return files.map(\.name)
        }
        #expect(files == [["App/App.swift", "App/Views/Home.swift"], ["Complete/ContentView.swift", "Complete/LandmarksApp.swift"],
                          ["Legacy/AppDelegate.swift"], ["ContentView.swift", "NotesApp.swift"]])
        #expect(inputs.first?.unbuiltFilesNote == "1 Swift file is left out: no target of the folder's Xcode projects builds it for iPhone (Scratch/Old.swift)")
    }

    /// A project inside another's folder that builds an app of its own (a tutorial chapter's second
    /// app in a subfolder, JuliusGlob's `Lists/iOS15/iOS15Lists`) renders apart: its `ContentView`
    /// clashed with the outer app's in one program.
    @Test func anAppProjectInsideAnotherProjectsFolderRendersOnItsOwn() throws {
        let samples = try AppFolderFixture([
            "App.xcodeproj/project.pbxproj": Self.groupedProject,
            "App/App.swift": "struct ContentView {}", "App/Views/Home.swift": "struct Tile {}",
            "iOS15/App.xcodeproj/project.pbxproj": Self.groupedProject,
            "iOS15/App/App.swift": "struct ContentView {}", "iOS15/App/Views/Home.swift": "struct Place {}",
        ])
        defer { samples.remove() }
        let inputs = try GuideInput.load(samples.url.path)
        let files = inputs.map { input -> [String] in
            guard case .swiftFiles(let files) = input.content else { return [] }
            return files.map(\.name)
        }
        #expect(files == [["App/App.swift", "App/Views/Home.swift"], ["App/App.swift", "App/Views/Home.swift"]])
        #expect(inputs.count == 2 && inputs[1].path.hasSuffix("/iOS15") && inputs.allSatisfy { $0.unbuiltFilesNote == nil })
    }

    /// The same without Xcode projects: each app's `@main` App is in a folder of its own.
    @Test func appsSideBySideWithoutProjectsRenderEachOnItsOwn() throws {
        let app = "import SwiftUI\n@main\nstruct SampleApp: App { var body: some Scene { WindowGroup { ContentView() } } }"
        let samples = try AppFolderFixture([
            "Weather/WeatherApp.swift": app, "Weather/ContentView.swift": "struct ContentView {}",
            "Notes/App/NotesApp.swift": app, "Notes/Views/ContentView.swift": "struct ContentView {}",
            "Notes/Widget/NotesWidget.swift": "import WidgetKit\n@main\nstruct NotesWidgets: WidgetBundle { var body: some Widget { Note() } }",
        ])
        defer { samples.remove() }
        let inputs = try GuideInput.load(samples.url.path)
        #expect(inputs.map(\.slug) == ["notes", "weather"], "a widget bundle's @main is its app's")
        let files = inputs.map { input -> [String] in
            guard case .swiftFiles(let files) = input.content else { return [] }
            return files.map(\.name)
        }
        #expect(files == [["App/NotesApp.swift", "Views/ContentView.swift", "Widget/NotesWidget.swift"],
                          ["ContentView.swift", "WeatherApp.swift"]])
        try "struct Shared {}".write(to: samples.url.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        #expect(try GuideInput.load(samples.url.path).count == 1, "a file beside the apps joins them into one program")
    }

    @Test func cocoaPodsSourcesAreTheDependenciesNotTheApp() throws {
        let app = try AppFolderFixture([
            "App.xcodeproj/project.pbxproj": Self.groupedProject,
            "App/App.swift": "import SwiftUI\nimport RxSwift", "App/Views/Home.swift": "struct Home {}",
            "Pods/Pods.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Pods/RxSwift/RxSwift/Observable.swift": "public class Observable<Element> {}",
            "Pods/RxSwift/RxSwift/Disposable.swift": "public protocol Disposable {}",
        ])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "App/Views/Home.swift"])
        #expect(input.unbuiltFilesNote == "CocoaPods' sources (2 Swift files in Pods) are not compiled: "
                + "the pods are missing modules, and code that needs them is left out")
    }

    @Test func aProjectMockupCannotReadDecidesNothing() throws {
        let app = try AppFolderFixture(["App.xcodeproj/project.pbxproj": "not a property list {", "App/App.swift": "import SwiftUI",
                               "Extra.swift": "struct Extra {}"])
        defer { app.remove() }
        let input = try #require(try GuideInput.load(app.url.path).first)
        guard case .swiftFiles(let loaded) = input.content else { Issue.record("not Swift files"); return }
        #expect(loaded.map(\.name) == ["App/App.swift", "Extra.swift"])
        #expect(input.unbuiltFilesNote == nil)
    }
}
