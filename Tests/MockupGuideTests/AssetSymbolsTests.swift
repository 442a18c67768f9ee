import Foundation
import MockupAssets
import Testing
@testable import MockupGuide

/// The asset symbols Xcode 15 generates for a catalog, and where an app's catalogs are found.
struct AssetSymbolsTests {
    /// Names and the symbols Xcode gave them, from `GeneratedAssetSymbols.swift` files published in
    /// public repositories.
    @Test func namesAreMangledAsXcodeManglesThem() {
        let colors: [(String, String)] = [
            ("AccentColor", "accent"), ("BaseColor", "base"), ("Base200Color", "base200"), ("cloudColor", "cloud"),
            ("hint_text_color", "hintText"), ("colorPrimary", "colorPrimary"), ("Primary", "primary"),
            ("BrandPrimary", "brandPrimary"), ("brand-primary", "brandPrimary"), ("Brand Primary", "brandPrimary"),
            ("292C38", "_292_C_38"), ("4F576E", "_4_F_576_E"), ("808191", "_808191"), ("A2D8FF", "A_2_D_8_FF"),
            ("B1AFC6", "B_1_AFC_6"), ("DCAC00", "DCAC_00"), ("ECEAFB", "ECEAFB"), ("FFE05D", "FFE_05_D"),
            ("c50000", "c50000"), ("default", "`default`"),
            // benjamingolic/SpotHopper's `RBPurple.colorset`, which its code reads as `.rbPurple`.
            ("RBPurple", "rbPurple"),
        ]
        for (name, symbol) in colors { #expect(AssetSymbolName.member(name, droppingSuffix: "Color") == symbol, "\(name)") }
        let images: [(String, String)] = [
            ("10ru", "_10Ru"), ("Paper", "paper"), ("backButton", "backButton"), ("background1", "background1"),
            ("LevelUp_icon_transparent", "levelUpIconTransparent"), ("SiIcon", "siIcon"), ("M", "M"), ("BMW", "BMW"),
            ("A-1-1-0", "A_1_1_0"), ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("Image", "image"),
            ("welcomeVCimage", "welcomeVCimage"), ("Coffee-Mocha", "coffeeMocha"), ("sulijoy_wallet_gem_large", "sulijoyWalletGemLarge"),
        ]
        for (name, symbol) in images { #expect(AssetSymbolName.member(name, droppingSuffix: "Image") == symbol, "\(name)") }
        #expect(AssetSymbolName.type("iconPreviews") == "IconPreviews")
        #expect(AssetSymbolName.type("GameUI") == "GameUI")
        #expect(AssetSymbolName.member("---") == nil)
    }

    static let sets = [
        AssetSet(kind: .color, name: "BrandPrimary", path: "/A.xcassets/BrandPrimary.colorset"),
        AssetSet(kind: .color, name: "Colors/black", path: "/A.xcassets/Colors/black.colorset"),
        AssetSet(kind: .color, name: "brand-primary", path: "/A.xcassets/brand-primary.colorset"),
        AssetSet(kind: .image, name: "hero", path: "/A.xcassets/hero.imageset"),
    ]

    @Test func theSourceDeclaresResourcesAndShorthands() {
        let symbols = AssetSymbols(sets: Self.sets)
        #expect(symbols.notes == ["asset catalog: \"brand-primary\" gets the symbol name brandPrimary of an earlier asset; look it up by name"])
        let source = symbols.source.text
        #expect(source.contains("""
        extension ColorResource {
            static let brandPrimary = ColorResource(name: "BrandPrimary", bundle: __mockupAssetBundle)
            enum Colors {
                static let black = ColorResource(name: "Colors/black", bundle: __mockupAssetBundle)
            }
        }
        """))
        #expect(source.contains("    static let hero = ImageResource(name: \"hero\", bundle: __mockupAssetBundle)"))
        #expect(source.contains("extension Color {\n    static var brandPrimary: Color { .init(ColorResource.brandPrimary) }\n    enum Colors {"))
        #expect(source.contains("extension ShapeStyle where Self == Color {\n    static var brandPrimary: Color { .init(ColorResource.brandPrimary) }\n}"))
        #expect(source.contains("    static var brandPrimary: UIColor { .init(resource: ColorResource.brandPrimary) }"))
        #expect(source.contains("    static var hero: UIImage { .init(resource: ImageResource.hero) }"))
        #expect(!source.contains("extension Image {"))
    }

    @Test func takenNamesAreLeftOutWithANote() {
        var symbols = AssetSymbols(sets: Self.sets)
        let probe = symbols.probe
        #expect(probe.text.contains("    _ = Color.brandPrimary as Never\n"))
        #expect(probe.text.contains("    _ = ColorResource.Colors.self as Never\n"))
        func line(_ owner: AssetSymbols.Owner, _ name: String) -> Int {
            probe.lines.first { $0.value == AssetSymbols.Head(owner: owner, name: name) }!.key
        }
        symbols.markTaken(by: [
            CompilerDiagnostic(file: "AssetProbe.swift", line: line(.color, "brandPrimary"),
                               message: "cannot convert value of type 'Color' to type 'Never' in coercion"),
            CompilerDiagnostic(file: "AssetProbe.swift", line: line(.uiColor, "brandPrimary"),
                               message: "type 'UIColor' has no member 'brandPrimary'"),
            CompilerDiagnostic(file: "AssetProbe.swift", line: line(.colorResource, "Colors"),
                               message: "cannot convert value of type 'ColorResource.Colors.Type' to type 'Never' in coercion"),
        ], probe: probe.lines)
        #expect(symbols.taken == [AssetSymbols.Head(owner: .color, name: "brandPrimary"),
                                  AssetSymbols.Head(owner: .colorResource, name: "Colors")])
        let source = symbols.source.text
        #expect(!source.contains("static var brandPrimary: Color"))
        #expect(!source.contains("ColorResource(name: \"Colors/black\""))
        #expect(source.contains("static var brandPrimary: UIColor"))
        #expect(symbols.notes.last?.contains("conflicting Color symbol \"brandPrimary\"") == true)
    }

    @Test func catalogsAreFoundInTheAppFolderAndBesideAFile() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("app-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        for folder in ["App/Resources/Assets.xcassets/hero.imageset", "App/Brand.xcassets", "App/AppTests/Test.xcassets",
                       "App/.build/Built.xcassets", "Other.xcassets"] {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "struct A {}".write(to: work.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        try "struct B {}".write(to: work.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let app = try #require(try GuideInput.load(work.appendingPathComponent("App").path).first)
        #expect(app.assetCatalogs.map(\.lastPathComponent) == ["Brand.xcassets", "Assets.xcassets"])
        let file = try #require(try GuideInput.load(work.appendingPathComponent("B.swift").path).first)
        #expect(file.assetCatalogs.map(\.lastPathComponent) == ["Other.xcassets"])
    }
}
