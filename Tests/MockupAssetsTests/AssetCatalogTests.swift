import Foundation
import Testing
import MockupAssets

/// Names resolved in temporary catalogs written as Xcode writes them (Apple's Asset Catalog Format
/// Reference): scales, dark appearance, idioms, groups and namespaces, template intent, JPEG and
/// vector files, several catalogs.
struct AssetCatalogTests {
    /// A folder of catalogs; files are a few bytes (look-ups only check that they exist).
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("asset-catalog-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ path: String, _ text: String = "x") throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
    }

    static func images(_ entries: [String], properties: String = "") -> String {
        "{\"images\":[" + entries.joined(separator: ",") + "],\"info\":{\"author\":\"xcode\",\"version\":1}"
            + (properties.isEmpty ? "" : ",\"properties\":{\(properties)}") + "}"
    }

    static func image(_ file: String?, scale: String?, idiom: String = "universal", dark: Bool = false) -> String {
        var fields = ["\"idiom\":\"\(idiom)\""]
        if let file { fields.append("\"filename\":\"\(file)\"") }
        if let scale { fields.append("\"scale\":\"\(scale)\"") }
        if dark { fields.append("\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}]") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static let dark = "\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}]"

    @Test func theFileForTheRenderScaleAndAppearanceIsChosen() throws {
        let folder = Folder()
        let set = "Assets.xcassets/hero.imageset/"
        try folder.write(set + "Contents.json", Self.images([
            Self.image("hero.png", scale: "1x"), Self.image("hero@2x.png", scale: "2x"), Self.image("hero@3x.png", scale: "3x"),
            Self.image(nil, scale: "1x", dark: true), Self.image("hero-dark@2x.png", scale: "2x", dark: true),
            Self.image(nil, scale: "3x", dark: true),
        ]))
        for file in ["hero.png", "hero@2x.png", "hero@3x.png", "hero-dark@2x.png"] { try folder.write(set + file) }
        let catalog = AssetCatalog(folders: [folder.path("Assets.xcassets")])
        func file(_ scale: Double, _ appearance: AssetAppearance) -> AssetImageFile? {
            catalog.image(named: "hero", scale: scale, appearance: appearance).file
        }
        #expect(file(3, .light) == AssetImageFile(path: folder.path(set + "hero@3x.png"), scale: 3))
        #expect(file(2, .light) == AssetImageFile(path: folder.path(set + "hero@2x.png"), scale: 2))
        #expect(file(1, .light) == AssetImageFile(path: folder.path(set + "hero.png"), scale: 1))
        // Dark: the dark entry wins over a sharper one for any appearance, at its own scale.
        #expect(file(3, .dark) == AssetImageFile(path: folder.path(set + "hero-dark@2x.png"), scale: 2))
        #expect(catalog.image(named: "hero", scale: 3, appearance: .light).isTemplate == false)
    }

    @Test func theNearestScaleStandsInPreferringTheSharperFile() throws {
        let folder = Folder()
        let set = "A.xcassets/icon.imageset/"
        try folder.write(set + "Contents.json", Self.images([Self.image("icon@1x.png", scale: "1x"),
                                                             Self.image("icon@3x.png", scale: "3x")]))
        try folder.write(set + "icon@1x.png"); try folder.write(set + "icon@3x.png")
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        #expect(catalog.image(named: "icon", scale: 2, appearance: .light).file?.scale == 3)
        #expect(catalog.image(named: "icon", scale: 1, appearance: .light).file?.scale == 1)
    }

    @Test func iPhoneEntriesBeatUniversalOnesAndOtherDevicesAreIgnored() throws {
        let folder = Folder()
        let set = "A.xcassets/card.imageset/"
        try folder.write(set + "Contents.json", Self.images([
            Self.image("card-ipad@3x.png", scale: "3x", idiom: "ipad"), Self.image("card@3x.png", scale: "3x"),
            Self.image("card-phone@3x.png", scale: "3x", idiom: "iphone"),
        ]))
        for file in ["card-ipad@3x.png", "card@3x.png", "card-phone@3x.png"] { try folder.write(set + file) }
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        #expect(catalog.image(named: "card", scale: 3, appearance: .light).file?.path == folder.path(set + "card-phone@3x.png"))
    }

    @Test func groupsAndNamespaces() throws {
        let folder = Folder()
        try folder.write("A.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}")
        try folder.write("A.xcassets/Icons/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}")
        try folder.write("A.xcassets/Icons/star.imageset/Contents.json", Self.images([Self.image("star.png", scale: "1x")]))
        try folder.write("A.xcassets/Icons/star.imageset/star.png")
        try folder.write("A.xcassets/Brand/Contents.json", "{\"properties\":{\"provides-namespace\":true}}")
        try folder.write("A.xcassets/Brand/Logos/logo.imageset/Contents.json", Self.images([Self.image("logo.png", scale: "1x")]))
        try folder.write("A.xcassets/Brand/Logos/logo.imageset/logo.png")
        try folder.write("A.xcassets/Brand/tint.colorset/Contents.json",
                         "{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"1.000\",\"green\":\"0.000\",\"blue\":\"0.000\",\"alpha\":\"1.000\"}},\"idiom\":\"universal\"}]}")
        try folder.write("A.xcassets/AppIcon.appiconset/Contents.json", "{\"images\":[]}")
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        #expect(catalog.image(named: "star", scale: 3, appearance: .light).file != nil)
        #expect(catalog.image(named: "Icons/star", scale: 3, appearance: .light).file == nil)
        #expect(catalog.image(named: "Brand/logo", scale: 3, appearance: .light).file != nil)
        #expect(catalog.image(named: "logo", scale: 3, appearance: .light).file == nil)
        #expect(catalog.color(named: "Brand/tint", appearance: .light) == .components(AssetColorValue(space: .sRGB, red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(catalog.sets.map(\.name) == ["Brand/logo", "Brand/tint", "star"])
        #expect(catalog.sets.map(\.kind) == [.image, .color, .image])
        #expect(catalog.sets[0].namespaces == ["Brand"] && catalog.sets[0].baseName == "logo")
    }

    @Test func templateIntentJPEGAndVectorFiles() throws {
        let folder = Folder()
        try folder.write("A.xcassets/glyph.imageset/Contents.json", Self.images([Self.image("glyph@3x.png", scale: "3x")],
                                                                               properties: "\"template-rendering-intent\":\"template\""))
        try folder.write("A.xcassets/glyph.imageset/glyph@3x.png")
        try folder.write("A.xcassets/photo.imageset/Contents.json", Self.images([Self.image("photo.JPG", scale: "2x")]))
        try folder.write("A.xcassets/photo.imageset/photo.JPG")
        try folder.write("A.xcassets/logo.imageset/Contents.json", Self.images([Self.image("logo.pdf", scale: nil)],
                                                                              properties: "\"preserves-vector-representation\":true"))
        try folder.write("A.xcassets/logo.imageset/logo.pdf")
        try folder.write("A.xcassets/mark.imageset/Contents.json", Self.images([Self.image("mark.svg", scale: nil), Self.image("mark.png", scale: "1x")]))
        try folder.write("A.xcassets/mark.imageset/mark.svg")
        try folder.write("A.xcassets/mark.imageset/mark.png")
        try folder.write("A.xcassets/live.imageset/Contents.json", Self.images([Self.image("live.heic", scale: nil)]))
        try folder.write("A.xcassets/live.imageset/live.heic")
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        let glyph = catalog.image(named: "glyph", scale: 3, appearance: .dark)
        #expect(glyph.isTemplate && glyph.file?.scale == 3)
        #expect(catalog.image(named: "photo", scale: 3, appearance: .light).file
                == AssetImageFile(path: folder.path("A.xcassets/photo.imageset/photo.JPG"), scale: 2))
        // A vector-only set is rasterized at the render's scale; a bitmap beside it wins.
        let logo = catalog.image(named: "logo", scale: 3, appearance: .light)
        #expect(logo.file == AssetImageFile(path: folder.path("A.xcassets/logo.imageset/logo.pdf"), scale: 3) && logo.file?.isVector == true)
        #expect(catalog.image(named: "mark", scale: 2, appearance: .light).file?.path == folder.path("A.xcassets/mark.imageset/mark.png"))
        let photo = catalog.image(named: "live", scale: 3, appearance: .light)
        #expect(photo.file == nil && photo.undrawableFile == folder.path("A.xcassets/live.imageset/live.heic"))
    }

    /// A symbol set's SVG template is the custom symbol of its name, unless an image set has the name.
    @Test func symbolSetsAreCustomSymbolsUnlessAnImageSetHasTheName() throws {
        let folder = Folder()
        let symbol = #"{"symbols":[{"filename":"bus.svg","idiom":"universal"}]}"#
        try folder.write("A.xcassets/Transport/bus.symbolset/Contents.json", symbol)
        try folder.write("A.xcassets/Transport/bus.symbolset/bus.svg", "<svg/>")
        try folder.write("A.xcassets/logo.symbolset/Contents.json", #"{"symbols":[{"filename":"logo.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/logo.symbolset/logo.svg", "<svg/>")
        try folder.write("B.xcassets/logo.imageset/Contents.json", Self.images([Self.image("logo@3x.png", scale: "3x")]))
        try folder.write("A.xcassets/ghost.symbolset/Contents.json", symbol)
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets"), folder.path("B.xcassets")])
        #expect(catalog.customSymbolFile(named: "bus") == folder.path("A.xcassets/Transport/bus.symbolset/bus.svg"))
        #expect(catalog.customSymbolFile(named: "logo") == nil, "Image(\"logo\") finds the image set")
        #expect(catalog.customSymbolFile(named: "ghost") == nil, "its file is missing")
    }

    @Test func missingNamesAndFilesAreNotFound() throws {
        let folder = Folder()
        // An entry whose file is not in the set, and an empty dark slot.
        try folder.write("A.xcassets/ghost.imageset/Contents.json", Self.images([Self.image("ghost@3x.png", scale: "3x")]))
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        #expect(catalog.image(named: "ghost", scale: 3, appearance: .light) == AssetImageLookup())
        #expect(catalog.image(named: "nothing", scale: 3, appearance: .light) == AssetImageLookup())
        #expect(catalog.color(named: "nothing", appearance: .light) == nil)
        #expect(AssetCatalog().image(named: "ghost", scale: 3, appearance: .light) == AssetImageLookup())
        #expect(AssetCatalog().searchDescription == "no asset catalog")
        #expect(catalog.searchDescription == folder.path("A.xcassets"))
        let many = AssetCatalog(folders: ["/app/Assets/Colors.xcassets", "/app/Assets/Icons.xcassets", "/app/Preview/Assets.xcassets"])
        #expect(many.searchDescription == "the 3 asset catalogs in /app")
    }

    @Test func coloursByAppearanceIdiomAndContrast() throws {
        let folder = Folder()
        func color(_ red: String, _ extra: String = "") -> String {
            "{\"color\":{\"color-space\":\"display-p3\",\"components\":{\"red\":\"\(red)\",\"green\":\"0x3B\",\"blue\":\"48\",\"alpha\":\"0.500\"}}"
                + ",\"idiom\":\"universal\"" + (extra.isEmpty ? "" : "," + extra) + "}"
        }
        let highContrast = "\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"},{\"appearance\":\"contrast\",\"value\":\"high\"}]"
        try folder.write("A.xcassets/Brand.colorset/Contents.json",
                         "{\"colors\":[" + [color("1.000"), color("0.500", Self.dark), color("0.250", highContrast)].joined(separator: ",") + "]}")
        try folder.write("A.xcassets/Gray.colorset/Contents.json",
                         "{\"colors\":[{\"color\":{\"color-space\":\"gray-gamma-22\",\"components\":{\"white\":\"0.200\",\"alpha\":\"1\"}},\"idiom\":\"universal\"},"
                         + "{\"color\":{\"platform\":\"ios\",\"reference\":\"systemBlueColor\"},\"idiom\":\"universal\"," + Self.dark + "}]}")
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets")])
        #expect(catalog.color(named: "Brand", appearance: .light)
                == .components(AssetColorValue(space: .displayP3, red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 0.5)))
        guard case .components(let dark)? = catalog.color(named: "Brand", appearance: .dark) else { Issue.record("no dark components"); return }
        #expect(dark.red == 0.5)
        // The dark entry refers to UIKit's system blue by name (Xcode's "System Blue Color").
        #expect(catalog.color(named: "Gray", appearance: .dark) == .system("systemBlue"))
        #expect(catalog.color(named: "Gray", appearance: .light) == .components(AssetColorValue(space: .sRGB, red: 0.2, green: 0.2, blue: 0.2, alpha: 1)))
    }

    @Test func severalCatalogsAreSearchedInOrder() throws {
        let folder = Folder()
        for (catalog, file) in [("A.xcassets", "a.png"), ("B.xcassets", "b.png")] {
            try folder.write("\(catalog)/shared.imageset/Contents.json", Self.images([Self.image(file, scale: "1x")]))
            try folder.write("\(catalog)/shared.imageset/\(file)")
        }
        try folder.write("B.xcassets/only-b.imageset/Contents.json", Self.images([Self.image("b.png", scale: "1x")]))
        try folder.write("B.xcassets/only-b.imageset/b.png")
        let catalog = AssetCatalog(folders: [folder.path("A.xcassets"), folder.path("B.xcassets")])
        #expect(catalog.image(named: "shared", scale: 3, appearance: .light).file?.path.hasSuffix("A.xcassets/shared.imageset/a.png") == true)
        #expect(catalog.image(named: "only-b", scale: 3, appearance: .light).file != nil)
        #expect(catalog.sets.map(\.name) == ["shared", "only-b"])
        #expect(catalog.sets[0].path == folder.path("A.xcassets/shared.imageset"))
    }

    /// A plain folder (a scene's assets): loose `name@3x.png` files, and its colour sets.
    @Test func looseFilesOfAPlainFolder() throws {
        let folder = Folder()
        for file in ["avatar.png", "avatar@2x.png", "avatar@3x.png", "photo@2x.jpg", "notes.txt"] { try folder.write("Assets/" + file) }
        let catalog = AssetCatalog(folders: [folder.path("Assets")])
        #expect(catalog.image(named: "avatar", scale: 3, appearance: .light).file == AssetImageFile(path: folder.path("Assets/avatar@3x.png"), scale: 3))
        #expect(catalog.image(named: "avatar", scale: 1, appearance: .dark).file?.scale == 1)
        #expect(catalog.image(named: "photo", scale: 3, appearance: .light).file?.scale == 2)
        #expect(catalog.image(named: "notes", scale: 3, appearance: .light).file == nil)
        #expect(catalog.sets.isEmpty)
        // In a catalog, loose files are not assets.
        try folder.write("C.xcassets/avatar@3x.png")
        #expect(AssetCatalog(folders: [folder.path("C.xcassets")]).image(named: "avatar", scale: 3, appearance: .light).file == nil)
    }

    /// Data sets (`NSDataAsset`): the iPhone's or the universal file of the appearance, with its type identifier.
    @Test func dataSetsByIdiomAndAppearanceWithTheirTypeIdentifier() throws {
        let folder = Folder()
        let set = "Assets.xcassets/Content/whats-new.dataset/"
        try folder.write("Assets.xcassets/Content/Contents.json", "{\"properties\":{\"provides-namespace\":true}}")
        try folder.write(set + "Contents.json", """
            {"data":[{"filename":"ipad.json","idiom":"ipad"},
                     {"filename":"all.json","idiom":"universal","universal-type-identifier":"public.json"},
                     {"filename":"dark.json","idiom":"universal",\(Self.dark),"universal-type-identifier":"public.json"}],
             "info":{"author":"xcode","version":1}}
            """)
        for file in ["ipad.json", "all.json", "dark.json"] { try folder.write(set + file, "[\"\(file)\"]") }
        try folder.write("Assets.xcassets/notes.dataset/Contents.json", "{\"data\":[{\"filename\":\"notes.txt\",\"idiom\":\"universal\"}]}")
        try folder.write("Assets.xcassets/notes.dataset/notes.txt", "hello")
        try folder.write("Assets.xcassets/missing.dataset/Contents.json", "{\"data\":[{\"filename\":\"gone.json\",\"idiom\":\"universal\"}]}")
        let catalog = AssetCatalog(folders: [folder.path("Assets.xcassets")])

        let light = try #require(catalog.data(named: "Content/whats-new", appearance: .light))
        #expect(String(decoding: light.data, as: UTF8.self) == "[\"all.json\"]")
        #expect(light.typeIdentifier == "public.json")
        #expect(catalog.data(named: "Content/whats-new", appearance: .dark).map { String(decoding: $0.data, as: UTF8.self) } == "[\"dark.json\"]")
        let notes = try #require(catalog.data(named: "notes", appearance: .light))
        #expect(notes.data == Data("hello".utf8) && notes.typeIdentifier == "public.data")
        #expect(catalog.data(named: "whats-new", appearance: .light) == nil, "the group provides a namespace")
        #expect(catalog.data(named: "missing", appearance: .light) == nil, "a set whose file is gone")
        #expect(catalog.sets.isEmpty, "data sets generate no asset symbols")
    }
}
