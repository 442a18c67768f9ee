import Foundation
import MockupAssets
import MockupRaster
import Testing
@testable import MockupGuide

/// The resource accessors Tuist synthesizes for a target (`<Target>Asset`, `<Target>FontFamily`),
/// generated for the code that uses them, and Tuist's manifests left out of the app's code.
struct ResourceAccessorsTests {
    /// StencilSwiftKit's `swiftIdentifier:"pretty"`, `lowerFirstWord` and `escapeReservedKeywords`,
    /// as its own tests and Tuist's generated files show them.
    @Test func namesFollowSwiftGensFilters() {
        let members: [(String, String)] = [
            ("app_logo_square 2", "appLogoSquare2"), ("square.and.arrow.up", "squareAndArrowUp"), ("URLChooser", "urlChooser"),
            ("PeoplePicker", "peoplePicker"), ("ICON_HOME", "iconHome"), ("ic-right", "icRight"), ("mainText", "mainText"),
            ("SemiBold", "semiBold"), ("ExtraLight", "extraLight"), ("default", "`default`"), ("2x", "_2x"), ("Bold Italic", "boldItalic"),
        ]
        for (name, member) in members { #expect(SwiftGenName.member(name) == member, "\(name)") }
        #expect(SwiftGenName.type("Preview Assets") == "PreviewAssets")
        #expect(SwiftGenName.type("DejaVu Sans Mono") == "DejaVuSansMono")
        #expect(SwiftGenName.type("Colors") == "Colors")
        #expect(SwiftGenName.member("   ") == nil)
    }

    static let designSystem = ResourceAccessors.Catalog(path: "Projects/Shared/DesignSystem/Resources/Assets.xcassets", typeName: "Assets", sets: [
        AssetSet(kind: .color, name: "main_orange", path: "/a/main_orange.colorset"),
        AssetSet(kind: .image, name: "Icons/home", path: "/a/Icons/home.imageset"),
        AssetSet(kind: .image, name: "app_logo", path: "/a/app_logo.imageset"),
    ])
    static let preview = ResourceAccessors.Catalog(path: "Projects/Shared/DesignSystem/Resources/Preview Content/Preview Assets.xcassets",
                                                        typeName: "PreviewAssets", sets: [AssetSet(kind: .image, name: "sample", path: "/b/sample.imageset")])
    static let app = ResourceAccessors.Catalog(path: "Projects/App/Resources/Assets.xcassets", typeName: "Assets",
                                                    sets: [AssetSet(kind: .color, name: "launch", path: "/c/launch.colorset")])

    @Test func aTargetsCatalogsAreTheOnesItsFoldersSpell() {
        let code = "let a = SharedDesignSystemAsset.Assets.mainOrange.swiftUIColor\nlet b = SharedDesignSystemAsset.PreviewAssets.sample"
        var fontsRead = false
        let accessors = ResourceAccessors(source: code, declaredTypes: { [] }, catalogs: { [Self.designSystem, Self.preview, Self.app] },
                                               fonts: { fontsRead = true; return [] })
        #expect(!fontsRead, "no font family is used")
        let target = try! #require(accessors.targets.first)
        #expect(accessors.targets.map(\.name) == ["SharedDesignSystem"])
        #expect(target.catalogs.map(\.typeName) == ["Assets", "PreviewAssets"])
        #expect(target.nestsCatalogs)
        let source = accessors.source.text
        #expect(source.contains("public enum SharedDesignSystemAsset {"))
        #expect(source.contains("public enum Assets {"))
        #expect(source.contains("public static let mainOrange = SharedDesignSystemColors(name: \"main_orange\")"))
        #expect(source.contains("public enum Icons {"))
        #expect(source.contains("public static let home = SharedDesignSystemImages(name: \"Icons/home\")"))
        #expect(!source.contains("launch"), "the App target's catalog is not the design system's")
    }

    @Test func oneCatalogsSetsAreListedFlatAndUnknownUsesAreLeftAlone() {
        let code = """
        let a = DesignAsset.mainOrange.swiftUIColor
        let b = PHAsset.fetchAssets(with: nil)
        let c = KitAsset.mainOrange
        struct KitAsset { static let mainOrange = 1 }
        """
        let accessors = ResourceAccessors(source: code, declaredTypes: { ["KitAsset"] }, catalogs: { [Self.designSystem] }, fonts: { [] })
        #expect(accessors.targets.map(\.name) == ["Design"], "PHAsset names no asset; KitAsset is the code's own")
        #expect(accessors.targets.first?.nestsCatalogs == false)
        #expect(accessors.source.text.contains("public enum DesignAsset {\n    public static let mainOrange"))
    }

    @Test func fontFamiliesListEachFaceByStyle() {
        let fonts = [ResourceAccessors.FontFile(path: "Projects/Shared/DesignSystem/Resources/Font/Pretendard-SemiBold.otf",
                                                     faces: [("Pretendard-SemiBold", "Pretendard", "SemiBold")]),
                     ResourceAccessors.FontFile(path: "Projects/Shared/DesignSystem/Resources/Font/Pretendard-Bold.otf",
                                                     faces: [("Pretendard-Bold", "Pretendard", "Bold")])]
        let accessors = ResourceAccessors(source: "let f = SharedDesignSystemFontFamily.Pretendard.bold.swiftUIFont(size: 12)",
                                               declaredTypes: { [] }, catalogs: { [Self.designSystem] }, fonts: { fonts })
        let source = accessors.source.text
        #expect(!source.contains("SharedDesignSystemAsset"), "no asset is used")
        #expect(source.contains("public static let semiBold = SharedDesignSystemFontConvertible(name: \"Pretendard-SemiBold\", "
                                + "family: \"Pretendard\", path: \"Pretendard-SemiBold.otf\")"))
        #expect(source.contains("public static let all: [SharedDesignSystemFontConvertible] = [semiBold, bold]"))
    }

    @Test func buildManifestsAndScriptsAreNotAppCode() throws {
        #expect(AppFolder.isBuildManifest("import ProjectDescription\nlet project = Project(name: \"App\")"))
        #expect(AppFolder.isBuildManifest("// swift-tools-version:5.9\nimport PackageDescription\n"))
        #expect(!AppFolder.isBuildManifest("import SwiftUI\nstruct Project { let name: String }"))
        // SBB's design system keeps a script that generates its icon enum beside the views.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-scripts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let assets = GuideAssetTests()
        try assets.write("import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\") } }\n",
                         to: work.appendingPathComponent("Kit/Badge.swift"))
        try assets.write("#!/usr/bin/env swift\nimport Foundation\nprint(CommandLine.arguments)\n",
                         to: work.appendingPathComponent("Kit/Scripts/generate_enum_file.swift"))
        let input = try #require(try GuideInput.load(work.appendingPathComponent("Kit").path).first)
        guard case .swiftFiles(let files) = input.content else { Issue.record("a folder is Swift files"); return }
        #expect(files.map(\.0) == ["Badge.swift"])
    }

    /// A Tuist workspace rendered end to end: the design system's colours, images and font through
    /// the accessors, and its manifests not compiled.
    @Test(.timeLimit(.minutes(4)))
    func aTuistWorkspaceRendersThroughItsAccessors() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-tuist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let root = work.appendingPathComponent("Namo")
        let assets = GuideAssetTests()
        try assets.write("import ProjectDescription\nlet project = Project(name: \"DesignSystem\", targets: [])\n",
                         to: root.appendingPathComponent("Projects/Shared/DesignSystem/Project.swift"))
        try assets.write("""
            import SwiftUI

            public typealias Palette = SharedDesignSystemAsset.Assets

            struct TuistCard: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Palette.brandOrange.swiftUIColor.frame(width: 40, height: 20)
                        Color(asset: SharedDesignSystemAsset.Assets.brandOrange).frame(width: 40, height: 20)
                        Color(uiColor: SharedDesignSystemAsset.Assets.brandOrange.color).frame(width: 40, height: 20)
                        Image(asset: SharedDesignSystemAsset.Assets.Icons.hero)
                        SharedDesignSystemAsset.PreviewAssets.sample.swiftUIImage
                    }
                }
            }

            struct TuistFontText: View {
                var body: some View { Text("Hello").font(SharedDesignSystemFontFamily.DejaVuSansMono.bold.swiftUIFont(size: 20)) }
            }

            struct NamedFontText: View {
                var body: some View { Text("Hello").font(.custom("DejaVuSansMono-Bold", size: 20)) }
            }

            struct SystemFontText: View {
                var body: some View { Text("Hello").font(.system(size: 20, weight: .bold)) }
            }
            """, to: root.appendingPathComponent("Projects/Feature/Home/Sources/TuistCard.swift"))
        let resources = root.appendingPathComponent("Projects/Shared/DesignSystem/Resources")
        let catalog = resources.appendingPathComponent("Assets.xcassets")
        try assets.write(GuideAssetTests.colorSet("E06020"), to: catalog.appendingPathComponent("brand_orange.colorset/Contents.json"))
        try assets.write("{\"properties\":{\"provides-namespace\":true}}", to: catalog.appendingPathComponent("Icons/Contents.json"))
        try assets.write(GuideAssetTests.imageSet("hero@3x.png", scale: "3x"), to: catalog.appendingPathComponent("Icons/hero.imageset/Contents.json"))
        try PNGEncoder.write(PixelImage(width: 30, height: 30, color: PremultipliedColor(red: 0, green: 200, blue: 100, alpha: 255)),
                             toFile: catalog.appendingPathComponent("Icons/hero.imageset/hero@3x.png").path)
        let preview = resources.appendingPathComponent("Preview Content/Preview Assets.xcassets")
        try assets.write(GuideAssetTests.imageSet("sample@3x.png", scale: "3x"), to: preview.appendingPathComponent("sample.imageset/Contents.json"))
        try PNGEncoder.write(PixelImage(width: 15, height: 15, color: PremultipliedColor(red: 10, green: 20, blue: 250, alpha: 255)),
                             toFile: preview.appendingPathComponent("sample.imageset/sample@3x.png").path)
        try FileManager.default.createDirectory(at: resources.appendingPathComponent("Font"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: GuideBuildTests.root.appendingPathComponent("Fonts/DejaVuSansMono/DejaVuSansMono-Bold.ttf"),
                                         to: resources.appendingPathComponent("Font/DejaVuSansMono-Bold.ttf"))

        let engine = EngineBuild(productsDirectory: try GuideBuildTests.productsDirectory(),
                                 sourcesDirectory: GuideBuildTests.root.appendingPathComponent("Sources"))
        let compiler = GuideCompiler(engine: engine, cacheDirectory: work.appendingPathComponent("cache"))
        let input = try #require(try GuideInput.load(root.path).first)
        guard case .swiftFiles(let files) = input.content else { Issue.record("not a folder of Swift files"); return }
        #expect(files.map(\.name) == ["Projects/Feature/Home/Sources/TuistCard.swift"], "the manifest is left out")
        var run = GuideRun()
        run.fontsDirectory = GuideBuildTests.root.appendingPathComponent("Fonts")
        let output = work.appendingPathComponent("out")
        let report = try #require(try GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1).first?.result.get())
        #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
        for entry in report.entries {
            #expect(entry.status == "rendered" && entry.warnings.isEmpty, "\(entry.component): \(entry.message ?? "") \(entry.warnings)")
        }
        let card = try PNGDecoder.decode(fileAt: output.appendingPathComponent("namo/tuist-card.png").path)
        #expect(assets.count((0xE0, 0x60, 0x20), in: card) == 3 * 120 * 60)
        #expect(assets.count((0, 200, 100), in: card) == 30 * 30)
        #expect(assets.count((10, 20, 250), in: card) == 15 * 15)
        // The family's face is the registered font itself.
        let viaFamily = try Data(contentsOf: output.appendingPathComponent("namo/tuist-font-text.png"))
        let viaName = try Data(contentsOf: output.appendingPathComponent("namo/named-font-text.png"))
        #expect(viaFamily == viaName)
        #expect(viaFamily != (try Data(contentsOf: output.appendingPathComponent("namo/system-font-text.png"))), "the app's font is found")
    }
}

/// SwiftGen's accessors (`Asset`, `L10n`, `FontFamily`) for a project whose build phase writes them
/// and whose repository leaves them out.
struct SwiftGenAccessorsTests {
    static let tables = [
        ResourceAccessors.StringTable(name: "Menu", entries: ["home": "Home", "my_network": "My Network", "profile.edit.title": "Edit"]),
        ResourceAccessors.StringTable(name: "Search", entries: ["search_results": "About %@ results", "count": "%2$@ has %1$lld items, %3$.1f%%"]),
    ]

    @Test func stringKeysBecomeMembersFunctionsAndNestedEnums() {
        #expect(ResourceAccessors.stringPath("profile.edit.title", flat: false) == ["Profile", "Edit", "title"])
        #expect(ResourceAccessors.stringPath("profile.edit.title", flat: true) == ["profileEditTitle"])
        #expect(ResourceAccessors.stringPath("a..b", flat: false) == [], "an empty component names nothing")
        #expect(ResourceAccessors.argumentTypes("About %@ results") == ["String"])
        #expect(ResourceAccessors.argumentTypes("%2$@ has %1$lld items, %3$.1f%%") == ["Int", "String", "Float"])
        #expect(ResourceAccessors.argumentTypes("100%% sure") == [])

        let code = "Text(L10n.Menu.home)\nText(L10n.Search.searchResults(\"12\"))"
        let accessors = ResourceAccessors(source: code, declaredTypes: { [] }, catalogs: { [] }, fonts: { [] }, tables: { Self.tables })
        #expect(accessors.targets.map(\.name) == ["SwiftGen"])
        let source = accessors.source.text
        #expect(source.contains("internal enum L10n {\n    internal enum Menu {\n        internal static let home = L10n.tr(\"Menu\", \"home\")"), "\(source)")
        #expect(source.contains("internal static let myNetwork = L10n.tr(\"Menu\", \"my_network\")"))
        #expect(source.contains("internal enum Profile {\n            internal enum Edit {\n                internal static let title = L10n.tr(\"Menu\", \"profile.edit.title\")"))
        #expect(source.contains("internal static func searchResults(_ p1: Any) -> String { L10n.tr(\"Search\", \"search_results\", String(describing: p1)) }"))
        #expect(source.contains("internal static func count(_ p1: Int, _ p2: Any, _ p3: Float) -> String"))
        #expect(!source.contains("enum Asset"), "no asset is used")
    }

    @Test func oneTableIsFlatUnlessTheCodeNamesItAndTheConfigurationRenames() {
        let one = ResourceAccessors(source: "Text(L10n.home)", declaredTypes: { [] }, catalogs: { [] }, fonts: { [] }, tables: { Self.tables })
        #expect(one.targets.first?.nestsTables == false)
        #expect(one.source.text.contains("internal enum L10n {\n    internal static let home = L10n.tr(\"Menu\", \"home\")"))
        let configuration = SwiftGenConfiguration(text: """
            # SwiftGen
            strings:
              inputs: App/Resources/en.lproj
              outputs:
                - templateName: flat-swift5
                  output: App/Generated/Strings.swift
                  params:
                    enumName: "Strings"
            xcassets:
              inputs: App/Assets.xcassets
              outputs:
                templateName: swift5
                params:
                  enumName: Assets
            """)
        #expect(configuration.enumName(of: "strings") == "Strings" && configuration.templateName(of: "strings") == "flat-swift5")
        #expect(configuration.enumName(of: "xcassets") == "Assets" && configuration.enumName(of: "fonts") == nil)
        let renamed = ResourceAccessors(source: "Text(Strings.profileEditTitle)\nlet l = L10n.Menu.home", declaredTypes: { [] },
                                        catalogs: { [] }, fonts: { [] }, tables: { Self.tables }, swiftGen: configuration)
        #expect(renamed.source.text.contains("internal static let profileEditTitle = Strings.tr(\"Menu\", \"profile.edit.title\")"))
        #expect(!renamed.source.text.contains("enum L10n"))
        // The code's own `L10n` is left alone.
        let own = ResourceAccessors(source: "Text(L10n.Menu.home)", declaredTypes: { ["L10n"] }, catalogs: { [] }, fonts: { [] }, tables: { Self.tables })
        #expect(own.targets.isEmpty)
    }

    /// An app whose SwiftGen output is not in its folder renders its strings and colours through
    /// accessors generated from its tables and catalog.
    @Test(.timeLimit(.minutes(4)))
    func aSwiftGenAppRendersThroughItsAccessors() throws {
        let views = """
            import SwiftUI

            struct MenuLabel: View {
                var body: some View { Text(L10n.Menu.home).padding(8).background(Asset.brand.swiftUIColor) }
            }
            struct LiteralMenuLabel: View {
                var body: some View { Text("Home").padding(8).background(Color(red: 10 / 255, green: 102 / 255, blue: 194 / 255)) }
            }
            struct SearchTitle: View {
                var body: some View { Text(L10n.Search.searchResults(12)) }
            }
            struct LiteralSearchTitle: View {
                var body: some View { Text("About 12 results") }
            }
            """
        try GuideBuildTests.renderThroughRunner(files: [
            "Linked/App/Views.swift": views,
            "Linked/App/Resources/en.lproj/Menu.strings": "\"home\" = \"Home\";\n",
            "Linked/App/Resources/en.lproj/Search.strings": "\"search_results\" = \"About %@ results\";\n",
            "Linked/App/Resources/Colors.xcassets/brand.colorset/Contents.json": GuideAssetTests.colorSet("0A66C2"),
        ], loading: "Linked") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            for entry in report.entries {
                #expect(entry.status == "rendered" && entry.warnings.isEmpty, "\(entry.component): \(entry.message ?? "") \(entry.warnings)")
            }
            func png(_ name: String) throws -> Data { try Data(contentsOf: output.appendingPathComponent("linked/\(name).png")) }
            let (menu, literalMenu) = (try png("menu-label"), try png("literal-menu-label"))
            let (search, literalSearch) = (try png("search-title"), try png("literal-search-title"))
            #expect(menu == literalMenu && search == literalSearch)
        }
    }
}
